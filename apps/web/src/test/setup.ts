import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach, vi } from 'vitest';
import account from '../locales/en/account.json';
import agreements from '../locales/en/agreements.json';
import auth from '../locales/en/auth.json';
import common from '../locales/en/common.json';
import documents from '../locales/en/documents.json';
import healthActions from '../locales/en/health-actions.json';
import healthProfile from '../locales/en/health-profile.json';
import home from '../locales/en/home.json';
import learn from '../locales/en/learn.json';
import recovery from '../locales/en/recovery.json';
import registration from '../locales/en/registration.json';
import rewards from '../locales/en/rewards.json';
import security from '../locales/en/security.json';
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
    },
  },
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
});

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
});
