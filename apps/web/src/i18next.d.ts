import 'i18next';
import type account from './locales/en/account.json';
import type agreements from './locales/en/agreements.json';
import type auth from './locales/en/auth.json';
import type common from './locales/en/common.json';
import type documents from './locales/en/documents.json';
import type healthActions from './locales/en/health-actions.json';
import type healthProfile from './locales/en/health-profile.json';
import type home from './locales/en/home.json';
import type inbox from './locales/en/inbox.json';
import type questionnaires from './locales/en/questionnaires.json';
import type recovery from './locales/en/recovery.json';
import type registration from './locales/en/registration.json';
import type rewards from './locales/en/rewards.json';
import type security from './locales/en/security.json';
import type staff from './locales/en/staff.json';
import type subscriptions from './locales/en/subscriptions.json';
import type learn from './locales/en/learn.json';
import type prescriptions from './locales/en/prescriptions.json';
import type help from './locales/en/help.json';
import type scheduling from './locales/en/scheduling.json';
import type tracking from './locales/en/tracking.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      common: typeof common;
      account: typeof account;
      agreements: typeof agreements;
      auth: typeof auth;
      home: typeof home;
      'health-actions': typeof healthActions;
      'health-profile': typeof healthProfile;
      rewards: typeof rewards;
      documents: typeof documents;
      recovery: typeof recovery;
      registration: typeof registration;
      security: typeof security;
      staff: typeof staff;
      subscriptions: typeof subscriptions;
      questionnaires: typeof questionnaires;
      tracking: typeof tracking;
      learn: typeof learn;
      prescriptions: typeof prescriptions;
      inbox: typeof inbox;
      help: typeof help;
      scheduling: typeof scheduling;
    };
  }
}
