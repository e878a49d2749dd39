import type { IncentiveHistoryEntry } from '@portal/contract';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { memberInfo } from '../../../test/fixtures';
import { renderInPortal } from '../../../test/render';
import { RewardsHistory } from './rewards-history';

function entry(overrides: Partial<IncentiveHistoryEntry>): IncentiveHistoryEntry {
  return {
    id: 1,
    type: 'REWARD',
    amount: 5000,
    effectiveDate: '2026-04-10',
    endDate: null,
    strategyId: 11,
    healthActionId: 101,
    healthActionCd: 'ANNUAL_CHECKUP',
    completionId: 7,
    dataType: 'CLAIM',
    lastIssuedDate: '2026-04-10T12:00:00Z',
    notIssuedAmount: 0,
    notIssuedReason: null,
    reason: null,
    orderId: null,
    ...overrides,
  };
}

afterEach(cleanup);

describe('the rewards history', () => {
  it('names each earning by its action, with how it was verified, and links to its journey', () => {
    renderInPortal(
      <RewardsHistory
        currency="DOLLARS"
        entries={[entry({ notIssuedAmount: 1050, notIssuedReason: 'YEARLY_MAXIMUM', endDate: '2027-04-10' })]}
      />,
      { member: memberInfo() },
    );
    expect(screen.getByText('Annual checkup')).toBeVisible();
    expect(screen.getByText('$50')).toBeVisible();
    expect(
      screen.getByText(
        /Verified by a claim from your health plan\. \$10\.50 not issued: the yearly maximum is reached\. Expires on 04\/10\/2027\./,
      ),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Steps of Annual checkup' })).toHaveAttribute(
      'href',
      '/health-actions/101/history#completion-7',
    );
  });

  it('shows expiries and staff adjustments with their sign and reason, in points', () => {
    renderInPortal(
      <RewardsHistory
        currency="POINTS"
        entries={[
          entry({ id: 2, type: 'EXPIRED', amount: -300, healthActionId: null, healthActionCd: null, completionId: null, dataType: null }),
          entry({ id: 3, type: 'ADJUSTMENT', amount: 1, healthActionId: null, healthActionCd: null, dataType: null, reason: 'Goodwill' }),
        ]}
      />,
      { member: memberInfo() },
    );
    expect(screen.getByText('Expired')).toBeVisible();
    expect(screen.getByText('−300 points')).toBeVisible();
    expect(screen.getByText('1 point')).toBeVisible();
    expect(screen.getByText('Reason: Goodwill')).toBeVisible();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('links a redemption and a refund to their order', () => {
    const none = { healthActionId: null, healthActionCd: null, completionId: null, dataType: null };
    renderInPortal(
      <RewardsHistory
        currency="DOLLARS"
        entries={[
          entry({ id: 4, type: 'REDEEM', amount: -2500, orderId: 501, ...none }),
          entry({ id: 5, type: 'REFUND', amount: 2500, orderId: 501, ...none }),
        ]}
      />,
      { member: memberInfo() },
    );
    expect(screen.getByText('Redeemed')).toBeVisible();
    expect(screen.getByText('Refunded (order cancelled)')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Order 501' })).toHaveAttribute('href', '/rewards#order-501');
    expect(screen.getByRole('link', { name: 'Refund of order 501' })).toHaveAttribute('href', '/rewards#order-501');
  });
});
