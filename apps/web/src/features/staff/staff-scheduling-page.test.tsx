import type { DeskRequest } from '@portal/contract';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { staffSessionStore } from '../../lib/staff-session-store';
import { providerFixture } from '../../test/fixtures';
import { renderInPortal } from '../../test/render';
import { stubServer, type StubAnswer } from '../account/test/account-harness';
import { StaffSchedulingPage } from './staff-scheduling-page';

const CLIENTS = 'GET /v1/staff/clients';
const QUEUE = 'GET /v1/staff/scheduling/requests';
const DECIDE = 'POST /v1/staff/scheduling/requests/7';

function request(overrides: Partial<DeskRequest> = {}): DeskRequest {
  return {
    id: 7,
    scheduledOnTs: '2026-12-01T17:00:00Z',
    status: 'queued',
    providers: [providerFixture({ lastName: 'Brook', npi: '1234567893' }), providerFixture({ lastName: 'Ames', npi: '1245319599' })],
    availability: [
      { day: 'MONDAY', slot: 'MORNING' },
      { day: 'FRIDAY', slot: 'AFTERNOON' },
    ],
    demoPhone: '5035550142',
    bookedNpi: null,
    visitAt: null,
    clientMemberId: 'HHP100001',
    memberName: 'Maria Lopez',
    ...overrides,
  };
}

beforeEach(() => {
  staffSessionStore.set({
    jwt: 'staff-token',
    account: { id: 2, username: 'demo.admin', displayName: 'Demo Admin', role: 'ADMIN', disabled: false },
  });
});

afterEach(() => {
  cleanup();
  staffSessionStore.set(null);
  vi.unstubAllGlobals();
});

function open(decide: (body: unknown) => StubAnswer, requests: DeskRequest[] = [request()]) {
  let queue = requests;
  const server = stubServer({
    [CLIENTS]: { body: { clients: [{ id: 1, abbreviation: 'HARBOR', name: 'Harbor Health Plan', timeZone: 'America/Los_Angeles' }] } },
    [QUEUE]: () => ({ body: { requests: queue } }),
    [DECIDE]: (body) => {
      const answer = decide(body);
      if ((answer.status ?? 200) === 200) queue = [];
      return answer;
    },
  });
  renderInPortal(<StaffSchedulingPage />, { path: '/staff/scheduling' });
  return server;
}

/** Maria's request, found by its heading as a person scanning the queue would. */
async function requestCard(): Promise<HTMLElement> {
  const heading = await screen.findByRole('heading', { name: 'Maria Lopez, member HHP100001' });
  return heading.closest('li')!;
}

const decided = (status: string) => ({ body: { appointment: { ...request(), status } } });
const posted = (server: ReturnType<typeof stubServer>) => server.calls.filter((call) => call.method === 'POST').map((call) => call.body);

describe('the scheduling desk', () => {
  it("shows each open request: the member, the phone, the doctors (the preferred first) and the times, in the plan's zone", async () => {
    const server = open(() => decided('in_progress'));
    const card = await requestCard();
    expect(screen.getByRole('heading', { name: 'Open requests: 1' })).toBeTruthy();
    expect(within(card).getByText('New')).toBeTruthy();
    expect(within(card).getByText('(503) 555-0142')).toBeTruthy();
    // 17:00 UTC on 1 December is 9:00 in Los Angeles.
    expect(within(card).getByText(/9:00/)).toBeTruthy();
    expect(within(card).getByRole('heading', { name: 'Doctors the member asked for' })).toBeTruthy();
    const doctors = within(card).getAllByRole('list')[0]!;
    expect(within(doctors).getAllByRole('listitem')[0]!.textContent).toContain('\u2068Pat Brook, MD\u2069 (preferred)');
    expect(within(card).getByRole('heading', { name: 'Times that suit the member' })).toBeTruthy();
    expect(within(card).getByText('Friday, Afternoon (3 PM to closing)')).toBeTruthy();
    expect(server.calls.find((call) => call.path === '/v1/staff/scheduling/requests')?.headers.authorization).toBe('Bearer staff-token');
  });

  it('takes a request up, says so and moves the focus to what it says', async () => {
    const server = open(() => decided('in_progress'));
    await userEvent.click(await screen.findByRole('button', { name: 'Mark as being worked on' }));
    const said = await screen.findByText("Maria Lopez's request is marked as being worked on.");
    await waitFor(() => expect(document.activeElement).toBe(said));
    expect(posted(server)).toEqual([{ status: 'in_progress' }]);
  });

  it('records a booking with the doctor chosen and the time read on the plan’s clock, and asks for what is missing first', async () => {
    const server = open(() => decided('success'));
    await userEvent.click(await screen.findByRole('button', { name: 'Visit booked…' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Record the booked visit' })));
    await userEvent.click(screen.getByRole('button', { name: 'Record the booking' }));
    expect(await screen.findByText("Enter the visit's date.")).toBeTruthy();
    // The plan's zone, named as people say it, describes the time.
    expect(screen.getByLabelText(/Visit date/)).toHaveAccessibleDescription("Enter the visit's date.");
    expect(screen.getByLabelText(/Visit time/)).toHaveAccessibleDescription("On the plan's clock (Pacific Time)");
    await userEvent.type(screen.getByLabelText(/Visit date/), '2027-01-04');
    await userEvent.click(screen.getByRole('button', { name: 'Record the booking' }));
    expect(await screen.findByText("Enter the visit's time.")).toBeTruthy();
    expect(posted(server)).toEqual([]);

    await userEvent.click(screen.getByRole('radio', { name: 'Pat Ames, MD' }));
    await userEvent.type(screen.getByLabelText(/Visit time/), '09:30');
    await userEvent.click(screen.getByRole('button', { name: 'Record the booking' }));
    expect(await screen.findByText('The visit is booked. Maria Lopez is told in their inbox.')).toBeTruthy();
    expect(posted(server)).toEqual([{ status: 'success', booked_npi: '1245319599', visit_at: '2027-01-04T17:30:00.000Z' }]);
    expect(await screen.findByText('No visit request is waiting for this plan.')).toBeTruthy();
  });

  it('goes back from the booking form to the button that opened it, sending nothing', async () => {
    const server = open(() => decided('success'));
    await userEvent.click(await screen.findByRole('button', { name: 'Visit booked…' }));
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Visit booked…' })));
    expect(posted(server)).toEqual([]);
  });

  it('cancels only once the desk confirms, and keeps the request open otherwise', async () => {
    const server = open(() => decided('cancelled'));
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel the request' }));
    const dialog = await screen.findByRole('dialog', { name: "Cancel Maria Lopez's request?" });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep the request open' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posted(server)).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Cancel the request' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Yes, cancel the request' }));
    expect(await screen.findByText('The request is cancelled. Maria Lopez is told in their inbox.')).toBeTruthy();
    expect(posted(server)).toEqual([{ status: 'cancelled' }]);
  });

  it('closes a request as not booked after confirmation', async () => {
    const server = open(() => decided('failed'));
    await userEvent.click(await screen.findByRole('button', { name: 'Could not book' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Yes, close it as not booked' }));
    expect(await screen.findByText('The request is closed as not booked. Maria Lopez is told in their inbox.')).toBeTruthy();
    expect(posted(server)).toEqual([{ status: 'failed' }]);
  });

  it("offers no 'sent to the office' for a request already there, and says a refusal in words", async () => {
    open(
      () => ({ status: 409, body: { error: { code: 'APPOINTMENT_STATUS_REFUSED', message: 'no' } } }),
      [request({ status: 'triggered' })],
    );
    const card = await requestCard();
    expect(within(card).queryByRole('button', { name: /sent to the doctor's office/ })).toBeNull();
    expect(within(card).queryByRole('button', { name: 'Mark as being worked on' })).toBeNull();
    await userEvent.click(within(card).getByRole('button', { name: 'Could not book' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Yes, close it as not booked' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This visit request cannot change to that status.');
    expect(await requestCard()).toBeTruthy();
  });

  it('says when no request is waiting', async () => {
    open(() => decided('queued'), []);
    expect(await screen.findByText('No visit request is waiting for this plan.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Open requests: 0' })).toBeTruthy();
  });
});
