export * from './calendar-date';
export * from './contact-rules';
export * from './coverage';
export * from './language-preference';
export * from './login-form';
export * from './roster-row';
export * from './session-rules';
export * from './us-states';
