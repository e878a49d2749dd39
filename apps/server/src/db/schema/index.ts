export * from './clients';
export * from './members';
export * from './sessions';
