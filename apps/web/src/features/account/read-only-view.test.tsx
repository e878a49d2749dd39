import { act, cleanup } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { READ_ONLY_REASON_ID } from '../../lib/read-only-view';
import { sessionStore } from '../../lib/session-store';
import { memberInfo } from '../../test/fixtures';
import { renderInPortal } from '../../test/render';
import { EditAddressPage } from './edit-address-page';
import { EditEthnographyPage } from './edit-ethnography-page';
import { EditPasswordPage } from './edit-password-page';
import { NotificationSettingsPage } from './notification-settings-page';

const PAGES: [string, () => ReactElement][] = [
  ['/account/edit-password', () => <EditPasswordPage />],
  ['/account/edit-address', () => <EditAddressPage />],
  ['/account/edit-ethnography', () => <EditEthnographyPage />],
  ['/notification-settings', () => <NotificationSettingsPage />],
];

/** The page's controls that change the account: its submit button and any switch or choice. */
function writeControls(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>('button[type="submit"], input[type="checkbox"], input[type="radio"]')];
}

afterEach(() => {
  // The pages read the member while mounted: unmount them before the session goes.
  cleanup();
  sessionStore.set(null);
});

describe("the account's write controls", () => {
  it.each(PAGES)('%s: enabled for the member', (path, page) => {
    const { container } = renderInPortal(page(), { member: memberInfo(), path });
    const controls = writeControls(container);
    expect(controls.length).toBeGreaterThan(0);
    for (const control of controls) expect(control).toBeEnabled();
  });

  it.each(PAGES)("%s: disabled in staff's read-only view, each saying why", (path, page) => {
    const { container } = renderInPortal(page(), { member: memberInfo(), path });
    act(() => sessionStore.set({ ...sessionStore.get()!, impersonation: { id: 'view-1', clientAbbreviation: 'HARBOR' } }));
    const controls = writeControls(container);
    expect(controls.length).toBeGreaterThan(0);
    for (const control of controls) {
      expect(control).toBeDisabled();
      expect(control.getAttribute('aria-describedby')?.split(' ')).toContain(READ_ONLY_REASON_ID);
      expect(control).toHaveAttribute('title', "Read-only view: staff cannot change a member's account.");
    }
  });
});
