import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/session-store';
import { memberInfo } from '../../../test/fixtures';
import { renderInPortal } from '../../../test/render';
import { stubServer } from '../../account/test/account-harness';
import { digitalOrder } from '../test/reward-order-fixture';
import { mayHoldCodes, RewardCodes } from './reward-codes';

const emailed = digitalOrder({
  state: 'EMAILED',
  total: 5000,
  lines: [{ ...digitalOrder().lines[0]!, quantity: 2 }],
});

const CODES = {
  codes: [
    {
      lineNumber: 1,
      unitNumber: 1,
      name: 'Grocery card $25',
      brand: 'Grocer',
      faceValue: 2500,
      code: 'GRC-1111',
      pin: '4321',
      expiresOn: '2027-06-30',
    },
    {
      lineNumber: 1,
      unitNumber: 2,
      name: 'Grocery card $25',
      brand: 'Grocer',
      faceValue: 2500,
      code: 'GRC-2222',
      pin: null,
      expiresOn: null,
    },
  ],
};

afterEach(() => {
  cleanup();
  sessionStore.set(null);
  vi.unstubAllGlobals();
});

describe("an order's reward codes", () => {
  it('are offered for e-mailed or delivered orders with digital items only', () => {
    expect(mayHoldCodes(emailed)).toBe(true);
    expect(mayHoldCodes({ ...emailed, state: 'DELIVERED' })).toBe(true);
    expect(mayHoldCodes({ ...emailed, state: 'SENT_TO_FULFILMENT' })).toBe(false);
    expect(mayHoldCodes({ ...emailed, state: 'SHIPPED', lines: [{ ...emailed.lines[0]!, deliveryForm: 'PHYSICAL' }] })).toBe(false);
  });

  it('are fetched only when the member asks, then shown with PIN, expiry and a copy button each', async () => {
    const user = userEvent.setup();
    const server = stubServer({ 'GET /v1/web/rewards/orders/501/codes': { body: CODES } });
    renderInPortal(<RewardCodes order={emailed} />, { member: memberInfo() });
    expect(server.calls).toHaveLength(0);
    expect(screen.queryByText('GRC-1111')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Show the codes of order 501' }));
    const list = await screen.findByRole('list', { name: 'Codes of order 501' });
    const first = within(list).getByText('Grocery card $25, card 1').closest('li')!;
    expect(within(first).getByText('GRC-1111')).toBeVisible();
    expect(within(first).getByText('4321')).toBeVisible();
    expect(within(first).getByText('Expires on 06/30/2027')).toBeVisible();
    expect(within(first).getByRole('button', { name: 'Copy the code of Grocery card $25, card 1' })).toBeEnabled();
    const second = within(list).getByText('Grocery card $25, card 2').closest('li')!;
    expect(within(second).getByText('GRC-2222')).toBeVisible();
    expect(within(second).queryByText('PIN:')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Show the codes of order 501' })).toBeNull();
  });

  it('are e-mailed again on request, the notice naming the masked address; a refusal is said in words', async () => {
    const user = userEvent.setup();
    let resends = 0;
    stubServer({
      'POST /v1/web/rewards/orders/501/resend-codes': () =>
        ++resends <= 1
          ? { body: { emailTo: 'm***@example.org', resendsLeft: 2 } }
          : { status: 429, body: { error: { code: 'REWARD_CODES_RESEND_LIMIT', message: 'limit' } } },
    });
    renderInPortal(<RewardCodes order={emailed} />, { member: memberInfo() });
    const resend = screen.getByRole('button', { name: 'Resend the codes of order 501 to my e-mail' });
    await user.click(resend);
    expect(await screen.findByRole('status')).toHaveTextContent('The codes were sent again to m***@example.org.');
    await user.click(resend);
    expect(await screen.findByRole('alert')).toHaveTextContent('as many times as a day allows');
  });

  it('are neither shown nor resent while support staff view the portal', async () => {
    const server = stubServer({});
    renderInPortal(<RewardCodes order={emailed} />, { member: memberInfo() });
    act(() => sessionStore.set({ ...sessionStore.get()!, impersonation: { id: 'view', clientAbbreviation: 'HARBOR' } }));
    const show = screen.getByRole('button', { name: 'Show the codes of order 501' });
    expect(show).toBeDisabled();
    expect(show).toHaveAccessibleDescription('Codes are shown only to the member.');
    expect(screen.getByRole('button', { name: 'Resend the codes of order 501 to my e-mail' })).toBeDisabled();
    expect(server.calls).toHaveLength(0);
  });
});
