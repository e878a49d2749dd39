import { cleanup, screen, within } from '@testing-library/react';
import { TAGLINE_LANGUAGES_BY_STATE, type NonDiscriminationNotice } from '@portal/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { clientConfiguration } from '../../test/fixtures';
import { renderInPortal } from '../../test/render';
import { LanguageAssistancePage } from './language-assistance-page';

const notice: NonDiscriminationNotice = {
  state: 'CA',
  languageAssistancePhone: '1-800-555-0134',
  coordinator: {
    title: 'Civil Rights Coordinator',
    address: 'PO Box 1, Long Beach, CA',
    phone: '1-800-555-0147',
    tty: '711',
    email: 'rights@plan.example',
  },
};

afterEach(cleanup);

describe('the notice of non-discrimination and language assistance', () => {
  it("lists the tagline in each of the 15 languages of the plan's state, each in its own language and direction, with the plan's line", async () => {
    renderInPortal(<LanguageAssistancePage />, {
      configuration: clientConfiguration({ nonDiscriminationNotice: notice }),
      path: '/language-assistance',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Non-discrimination and language assistance' })).toBeInTheDocument();
    expect(screen.getByText(/Harbor Health Plan complies with applicable federal civil rights laws/)).toBeInTheDocument();
    expect(screen.getByText(/rights@plan\.example/)).toBeInTheDocument();
    // Each number keeps its digits in order inside right-to-left text: it is a Unicode isolate.
    expect(screen.getByText(/Phone:/).textContent).toContain('\u20661-\u2060800-\u2060555-\u20600147\u2069');
    const list = within(screen.getByRole('region', { name: 'Language assistance' })).getByRole('list');
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.getAttribute('lang'))).toEqual([...TAGLINE_LANGUAGES_BY_STATE.CA]);
    expect(items).toHaveLength(15);
    const arabic = items.find((item) => item.getAttribute('lang') === 'ar')!;
    expect(arabic).toHaveAttribute('dir', 'rtl');
    expect(within(arabic).getByRole('link', { name: '1-800-555-0134' })).toHaveAttribute('href', 'tel:18005550134');
    for (const item of items) expect(within(item).getByRole('link')).toHaveTextContent('1-800-555-0134');
  });

  it('sends a visitor home for a plan with no notice configured', async () => {
    renderInPortal(<LanguageAssistancePage />, { configuration: clientConfiguration(), path: '/language-assistance' });
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  });
});
