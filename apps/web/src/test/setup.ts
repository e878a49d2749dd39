import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach, vi } from 'vitest';
import { questionnairesFailure } from '../features/questionnaires/api/failure-flag';
import { flashStore } from '../lib/flash';
import { displayedLanguageStore, languageChoicesStore } from '../lib/language-store';
import account from '../locales/en/account.json';
import agreements from '../locales/en/agreements.json';
import auth from '../locales/en/auth.json';
import common from '../locales/en/common.json';
import documents from '../locales/en/documents.json';
import healthActions from '../locales/en/health-actions.json';
import healthProfile from '../locales/en/health-profile.json';
import home from '../locales/en/home.json';
import inbox from '../locales/en/inbox.json';
import learn from '../locales/en/learn.json';
import prescriptions from '../locales/en/prescriptions.json';
import help from '../locales/en/help.json';
import scheduling from '../locales/en/scheduling.json';
import questionnaires from '../locales/en/questionnaires.json';
import recovery from '../locales/en/recovery.json';
import registration from '../locales/en/registration.json';
import rewards from '../locales/en/rewards.json';
import security from '../locales/en/security.json';
import staff from '../locales/en/staff.json';
import subscriptions from '../locales/en/subscriptions.json';
import tracking from '../locales/en/tracking.json';

// jsdom lacks what Mantine asks the browser for.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: vi.fn().mockImplementation((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: vi.fn(),
    removeListener: vi.fn(),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    dispatchEvent: vi.fn(),
  })),
});
window.ResizeObserver ??= class {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
};
window.HTMLElement.prototype.scrollIntoView ??= function scrollIntoView(): void {};

await i18next.use(initReactI18next).init({
  lng: 'en',
  resources: {
    en: {
      common,
      account,
      agreements,
      auth,
      home,
      documents,
      recovery,
      registration,
      security,
      'health-actions': healthActions,
      'health-profile': healthProfile,
      rewards,
      tracking,
      learn,
      prescriptions,
      inbox,
      help,
      scheduling,
      questionnaires,
      staff,
      subscriptions,
    },
  },
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
});

// Test files share a worker (isolate: false): each starts in English, and nothing one test
// stubs, mocks or fakes reaches the next.
await i18next.changeLanguage('en');
document.documentElement.removeAttribute('lang');
document.documentElement.removeAttribute('dir');

afterEach(() => {
  cleanup();
  // The app's own stores live as long as their module, which the files share too.
  flashStore.set([]);
  questionnairesFailure.set(false);
  languageChoicesStore.set({ preLogin: null, forced: null });
  displayedLanguageStore.set({ code: 'EN', loading: false });
  window.localStorage.clear();
  window.sessionStorage.clear();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});
