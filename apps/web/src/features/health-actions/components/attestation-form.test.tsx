import { addDays } from '@portal/domain';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { READ_ONLY_REASON_ID } from '../../../lib/read-only-view';
import { localToday } from '../../../lib/request-context';
import { sessionStore } from '../../../lib/session-store';
import { failure, stubServer } from '../../account/test/account-harness';
import { healthActionView, healthActionsInit, memberActionData } from '../../../test/health-action-fixtures';
import { memberInfo } from '../../../test/fixtures';
import { renderInPortal } from '../../../test/render';
import { AttestationForm } from './attestation-form';

const today = localToday();
const periodStart = `${today.slice(0, 4)}-01-01`;
const period = {
  id: 1,
  cohortIncentiveStrategyId: 11,
  cohortIncentiveStrategyType: 'COHORT' as const,
  startDate: periodStart,
  endDate: `${today.slice(0, 4)}-12-31`,
  maxRewardAmount: 25000,
  isCompliant: false,
};
const action = healthActionView({ memberData: { '42': memberActionData({ compliancePeriods: [period] }) } });
const init = healthActionsInit({ healthActions: [action] });

function renderForm(): void {
  renderInPortal(<AttestationForm init={init} action={action} memberId={42} />, { member: memberInfo() });
}

afterEach(() => {
  cleanup();
  sessionStore.set(null);
  vi.unstubAllGlobals();
});

describe('the attestation form', () => {
  it('is filled and sent by keyboard alone', async () => {
    const server = stubServer({
      'POST /v2/web/health-actions/101/member-attestation': {
        body: {
          attestation: { id: 1, memberId: 42, completionDate: today, submittedAt: `${today}T10:00:00Z`, journey: [] },
          state: 'PENDING_VERIFICATION',
        },
      },
      'GET /v3/web/health-actions/init': { body: init },
    });
    renderForm();
    await userEvent.tab();
    expect(screen.getByLabelText(/Date you did it/)).toHaveFocus();
    await userEvent.keyboard(today);
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Send' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(server.calls.some((call) => call.method === 'POST')).toBe(true));
    expect(server.calls.find((call) => call.method === 'POST')!.body).toEqual({ member_id: 42, completion_date: today });
  });

  it('says beside the date what is wrong with it, and sends nothing', async () => {
    const server = stubServer({});
    renderForm();
    const date = screen.getByLabelText(/Date you did it/);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(date).toHaveAccessibleDescription(expect.stringContaining('This field is required'));
    // The focus goes to the field to fix, where its error is read out.
    expect(date).toHaveFocus();
    await userEvent.type(date, addDays(today, 1));
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(date).toHaveAccessibleDescription(expect.stringContaining('The date cannot be in the future'));
    await userEvent.clear(date);
    await userEvent.type(date, addDays(periodStart, -1));
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(date).toHaveAttribute('aria-invalid', 'true');
    expect(date).toHaveAccessibleDescription(expect.stringContaining('The date cannot be before'));
    expect(server.calls).toEqual([]);
  });

  it('keeps what was typed when the server refuses it, with the refusal beside the field', async () => {
    stubServer({
      'POST /v2/web/health-actions/101/member-attestation': failure(422, 'ATTESTATION_DATE_IN_FUTURE'),
    });
    renderForm();
    const date = screen.getByLabelText(/Date you did it/);
    await userEvent.type(date, today);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(date).toHaveAccessibleDescription(expect.stringContaining('The date cannot be in the future')));
    expect(date).toHaveValue(today);
  });

  it("is disabled in staff's read-only view, saying why", () => {
    renderForm();
    act(() => sessionStore.set({ ...sessionStore.get()!, impersonation: { id: 'view-1', clientAbbreviation: 'HARBOR' } }));
    const send = screen.getByRole('button', { name: 'Send' });
    expect(send).toBeDisabled();
    expect(send.getAttribute('aria-describedby')?.split(' ')).toContain(READ_ONLY_REASON_ID);
  });
});
