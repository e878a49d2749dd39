import type { FeatureFlag } from '@portal/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { flashStore } from '../../lib/flash';
import { clientConfiguration, memberInfo } from '../../test/fixtures';
import { renderInPortal } from '../../test/render';
import { NotificationSettingsPage } from './notification-settings-page';
import { stubServer } from './test/account-harness';

const SAVED = { email: true, sms: false, phone: false, mail: true, preferredMethod: 'MAIL' as const };

const show = (features: FeatureFlag[]) =>
  renderInPortal(<NotificationSettingsPage />, {
    member: memberInfo({ communicationPreferences: SAVED }),
    configuration: clientConfiguration({ features }),
    path: '/notification-settings',
  });

beforeEach(() => {
  flashStore.set([]);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('notification settings', () => {
  it('offers text messages only under SMS_OPT_IN', () => {
    const { unmount } = show(['HOME']);
    expect(screen.queryByRole('switch', { name: 'Text messages' })).toBeNull();
    expect(screen.queryByRole('radio', { name: 'By text message' })).toBeNull();
    unmount();
    show(['SMS_OPT_IN']);
    expect(screen.getByRole('switch', { name: 'Text messages' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'By text message' })).toBeInTheDocument();
  });

  it("starts from the member's choices and saves the new ones, saying Saved", async () => {
    const server = stubServer({
      'POST /v1/web/member/communication-preferences': (body) => ({
        body: { communicationPreferences: (body as { communication_preferences: unknown }).communication_preferences },
      }),
    });
    show(['SMS_OPT_IN']);
    expect(screen.getByRole('switch', { name: 'E-mails' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'By mail' })).toBeChecked();
    await userEvent.click(screen.getByRole('switch', { name: 'Text messages' }));
    await userEvent.click(screen.getByRole('switch', { name: 'Phone calls' }));
    await userEvent.click(screen.getByRole('radio', { name: 'By text message' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(flashStore.get()).toEqual([expect.objectContaining({ kind: 'success', text: 'Saved' })]));
    expect(server.calls[0]?.body).toEqual({
      communication_preferences: { email: true, sms: true, phone: true, mail: true, preferred_method: 'SMS' },
    });
  });
});
