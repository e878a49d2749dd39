export * from './clients';
export * from './members';
export * from './messaging';
export * from './sessions';
export * from './staff';
export * from './agreements';
export * from './member-activity';
export * from './sso';
