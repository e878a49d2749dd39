import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { clientConfiguration, memberInfo } from '../../test/fixtures';
import { renderInPortal } from '../../test/render';
import { AppFooter } from './app-footer';
import { MemberHeader } from './member-header';
import { PublicHeader } from './public-header';

describe('member header', () => {
  it('shows the menu items and icon links of the flags that are on', () => {
    renderInPortal(<MemberHeader />, { member: memberInfo() });
    const navigation = screen.getAllByRole('navigation', { name: 'Main' })[0]!;
    expect(
      within(navigation)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Home', 'Rewards', 'Learn']);
    for (const label of ['Help Center', 'Prescription Record', 'Trackers', 'Inbox']) {
      expect(screen.getByRole('link', { name: label })).toBeInTheDocument();
    }
  });

  it('hides what the client has not switched on', () => {
    renderInPortal(<MemberHeader />, { member: memberInfo(), configuration: clientConfiguration({ features: ['REWARDS'] }) });
    const navigation = screen.getAllByRole('navigation', { name: 'Main' })[0]!;
    expect(
      within(navigation)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Rewards']);
    expect(screen.queryByRole('link', { name: 'Prescription Record' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Trackers' })).toBeNull();
  });

  it('marks the inbox while unread messages exist', () => {
    renderInPortal(<MemberHeader />, { member: memberInfo(), unreadMessages: 2 });
    expect(screen.getByRole('link', { name: 'Inbox, you have unread messages' })).toBeInTheDocument();
  });

  it('offers Notification Settings in the profile menu only under LEGACY_ACCOUNT_PAGE', async () => {
    const { unmount } = renderInPortal(<MemberHeader />, { member: memberInfo() });
    await userEvent.click(screen.getByRole('button', { name: 'Account menu for Maria' }));
    expect(await screen.findByRole('menuitem', { name: 'Account Details' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Sign out' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Notification Settings' })).toBeNull();
    unmount();
    renderInPortal(<MemberHeader />, { member: memberInfo(), configuration: clientConfiguration({ features: ['LEGACY_ACCOUNT_PAGE'] }) });
    await userEvent.click(screen.getByRole('button', { name: 'Account menu for Maria' }));
    expect(await screen.findByRole('menuitem', { name: 'Notification Settings' })).toBeInTheDocument();
  });
});

describe('language selector', () => {
  it('shows with more than one allowed language, and not with one', () => {
    const { unmount } = renderInPortal(<PublicHeader />);
    expect(screen.getByRole('combobox', { name: 'Language' })).toBeInTheDocument();
    unmount();
    renderInPortal(<PublicHeader />, { configuration: clientConfiguration({ languages: [{ code: 'EN', name: 'English' }] }) });
    expect(screen.queryByRole('combobox', { name: 'Language' })).toBeNull();
  });

  it('lists English first', () => {
    renderInPortal(<PublicHeader />, {
      configuration: clientConfiguration({
        languages: [
          { code: 'ES', name: 'Español' },
          { code: 'EN', name: 'English' },
        ],
      }),
    });
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['English', 'Español']);
  });
});

describe('footer', () => {
  it('links Terms and Privacy, and the non-discrimination notice only under NON_DISCRIMINATION', () => {
    const { unmount } = renderInPortal(<AppFooter />);
    expect(screen.getByRole('link', { name: 'Terms' })).toHaveAttribute('href', '/public/privacy-document/terms-of-use');
    expect(screen.getByRole('link', { name: 'Privacy' })).toHaveAttribute('href', '/public/privacy-document/privacy-policy');
    expect(screen.getByRole('link', { name: 'Non-discrimination notice' })).toBeInTheDocument();
    expect(screen.getByText('Rewards have no cash value.')).toBeInTheDocument();
    unmount();
    renderInPortal(<AppFooter />, { configuration: clientConfiguration({ features: [] }) });
    expect(screen.queryByRole('link', { name: 'Non-discrimination notice' })).toBeNull();
  });

  it("links the member's disclaimers", () => {
    renderInPortal(<AppFooter />, {
      member: memberInfo({ disclaimers: [{ id: 5, displayOrder: 1, title: { EN: 'Rewards and taxes' } }] }),
    });
    expect(screen.getByRole('link', { name: 'Rewards and taxes' })).toHaveAttribute('href', '/disclaimers/5');
  });

  it("opens Contact Support with the client's phone, e-mail (with subject and body) and hours", async () => {
    renderInPortal(<AppFooter />);
    await userEvent.click(screen.getByRole('button', { name: 'Contact Support' }));
    const dialog = await screen.findByRole('dialog', { name: 'Contact Support' });
    expect(within(dialog).getByRole('link', { name: '1-800-555-0134' })).toHaveAttribute('href', 'tel:18005550134');
    expect(within(dialog).getByText(/TTY 711/)).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'help@plan.example' })).toHaveAttribute(
      'href',
      'mailto:help@plan.example?subject=Help%20please&body=Hello',
    );
    expect(within(dialog).getByText(/Weekdays 8-8/)).toBeInTheDocument();
  });
});
