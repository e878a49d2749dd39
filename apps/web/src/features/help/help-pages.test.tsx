import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Faq, FaqItem } from '@portal/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { displayedLanguageStore } from '../../lib/language-store';
import { sessionStore } from '../../lib/session-store';
import { clientConfiguration, memberInfo } from '../../test/fixtures';
import { renderMemberPages } from '../../test/feature-pages';
import { stubServer, type StubAnswer } from '../account/test/account-harness';
import { helpRoutes } from './routes';

// The pages' chunk loads before the first test, which would otherwise wait for it past findBy's second.
await import('./help-pages');

const FAQ = 'GET /v1/web/member/faq';

const item = (id: number, categoryId: number, question: string, overrides: Partial<FaqItem> = {}): FaqItem => ({
  id,
  categoryId,
  popular: false,
  question,
  answer: [{ paragraph: `Answer to ${question}` }],
  language: 'EN',
  ...overrides,
});

const faq: Faq = {
  categories: [
    { id: 1, title: 'Rewards', language: 'EN' },
    { id: 3, title: 'Signing in', language: 'EN' },
  ],
  items: [
    item(101, 1, 'How do I earn rewards?', { popular: true }),
    item(102, 1, 'When will my reward appear?', { answer: [{ paragraph: '<b>Soon</b>' }, { list: ['Within a day', 'Up to 90 days'] }] }),
    item(301, 3, 'Why am I asked for a code?', { popular: true }),
  ],
};

function openPage(path: string, answers: Record<string, StubAnswer> = {}) {
  const server = stubServer({ [FAQ]: { body: faq }, ...answers });
  renderMemberPages(helpRoutes, path, {
    member: memberInfo(),
    configuration: clientConfiguration({
      importantDocuments: [{ code: 'NON_DISCRIMINATION', title: { EN: 'Non-discrimination notice' }, documentSlug: 'non-discrimination' }],
    }),
  });
  return server;
}

afterEach(() => {
  displayedLanguageStore.set({ code: 'EN', loading: false });
  cleanup();
  sessionStore.set(null);
  vi.unstubAllGlobals();
});

describe('the help center landing', () => {
  it('lists the popular questions, the topics with their counts, the important documents and the support lines', async () => {
    openPage('/help-center');
    const popular = await screen.findByRole('region', { name: 'Popular questions' });
    expect(
      within(popular)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['How do I earn rewards?', '/help-center/faq/101?popular'],
      ['Why am I asked for a code?', '/help-center/faq/301?popular'],
    ]);
    const topics = screen.getByRole('region', { name: 'Browse by topic' });
    expect(within(topics).getByRole('link', { name: 'Rewards' })).toHaveAttribute('href', '/help-center/faq/category/1');
    expect(topics).toHaveTextContent('Questions: 2');
    const documents = screen.getByRole('region', { name: 'Important documents' });
    expect(within(documents).getByRole('link', { name: 'Non-discrimination notice' })).toHaveAttribute(
      'href',
      '/help-center/view-document?document=NON_DISCRIMINATION',
    );
    const contact = screen.getByRole('region', { name: 'Contact us' });
    expect(within(contact).getByRole('link', { name: '1-800-555-0134' })).toHaveAttribute('href', 'tel:18005550134');
    expect(within(contact).getByRole('link', { name: 'help@plan.example' })).toHaveAttribute(
      'href',
      'mailto:help@plan.example?subject=Help%20please',
    );
  });
});

describe('a FAQ topic', () => {
  it('shows its questions as a disclosure list that opens by keyboard, answers as text only', async () => {
    openPage('/help-center/faq/category/1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Rewards' })).toBeInTheDocument();
    const question = screen.getByRole('button', { name: 'When will my reward appear?' });
    expect(question).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('button', { name: 'Why am I asked for a code?' })).toBeNull();
    question.focus();
    await userEvent.keyboard('{Enter}');
    expect(question).toHaveAttribute('aria-expanded', 'true');
    const answer = document.getElementById(question.getAttribute('aria-controls')!)!;
    expect(answer).toHaveTextContent('<b>Soon</b>');
    expect(answer.querySelector('b')).toBeNull();
    expect([...answer.querySelectorAll('li')].map((point) => point.textContent)).toEqual(['Within a day', 'Up to 90 days']);
  });

  it('says a topic the plan does not have was not found', async () => {
    openPage('/help-center/faq/category/9');
    expect(await screen.findByRole('heading', { level: 1, name: 'Topic not found.' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the help center' })).toHaveAttribute('href', '/help-center');
  });
});

describe('a FAQ item', () => {
  it('goes back to its topic, or to the help center when opened from the popular questions', async () => {
    openPage('/help-center/faq/102');
    expect(await screen.findByRole('heading', { level: 1, name: 'When will my reward appear?' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Rewards' })).toHaveAttribute('href', '/help-center/faq/category/1');
    cleanup();
    openPage('/help-center/faq/101?popular');
    expect(await screen.findByRole('heading', { level: 1, name: 'How do I earn rewards?' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the help center' })).toHaveAttribute('href', '/help-center');
  });

  it("says 'FAQ not found' for an item the plan does not have", async () => {
    openPage('/help-center/faq/999');
    expect(await screen.findByRole('heading', { level: 1, name: 'FAQ not found.' })).toBeInTheDocument();
  });

  it('marks an answer shown in English on a page in another language with its own language', async () => {
    openPage('/help-center/faq/101?popular');
    const heading = await screen.findByRole('heading', { level: 1, name: 'How do I earn rewards?' });
    expect(heading.closest('[lang]')).toHaveAttribute('lang', 'en');
  });
});

/** The plan's notice, written in English only. */
const ENGLISH_NOTICE: Record<string, StubAnswer> = {
  'GET /v1/web/client/documents/non-discrimination': {
    body: {
      slug: 'non-discrimination',
      languageCd: 'EN',
      title: 'Notice of non-discrimination',
      body: 'We comply.',
      updatedAt: '2026-01-05T00:00:00Z',
    },
  },
};

describe('an important document', () => {
  it("shows the document the configuration names by its code, and 'not found' for a code it does not list", async () => {
    const server = openPage('/help-center/view-document?document=NON_DISCRIMINATION', ENGLISH_NOTICE);
    expect(await screen.findByRole('heading', { level: 1, name: 'Notice of non-discrimination' })).toBeInTheDocument();
    expect(screen.getByText('We comply.')).toBeInTheDocument();
    expect(server.calls.map((call) => call.path)).toContain('/v1/web/client/documents/non-discrimination');
    expect(screen.queryByRole('note')).toBeNull();
    cleanup();
    openPage('/help-center/view-document?document=UNKNOWN');
    expect(await screen.findByRole('heading', { level: 1, name: 'Document not found.' })).toBeInTheDocument();
  });

  it('says when the document is not in the page’s language, and keeps its own language and direction', async () => {
    displayedLanguageStore.set({ code: 'RU', loading: false });
    openPage('/help-center/view-document?document=NON_DISCRIMINATION', ENGLISH_NOTICE);
    const title = await screen.findByRole('heading', { level: 1, name: 'Notice of non-discrimination' });
    expect(title).toHaveAttribute('lang', 'en');
    expect(title).toHaveAttribute('dir', 'ltr');
    expect(screen.getByText('We comply.').closest('[lang]')).toHaveAttribute('lang', 'en');
    expect(screen.getByRole('note')).toHaveTextContent('This document is not available in Русский; it is shown in English.');
    // The portal's own line is the page's: a Russian date, day first.
    expect(screen.getByText('Last updated 05.01.2026')).toBeInTheDocument();
  });
});
