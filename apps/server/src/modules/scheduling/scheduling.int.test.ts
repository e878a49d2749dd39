import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CLAIM_COLUMNS } from '@portal/domain';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaff, staffCall, staffSignIn } from '../../../test/staff-helpers';
import { createTestApp, DEMO_PASSWORD, signIn, type TestApp } from '../../../test/test-app';
import { auditEvents, memberCompletions, memberMessages, providers as directory } from '../../db/schema';
import { importFeedFile } from '../../feeds/feed-import';

/** A doctor of MESA's directory. */
const MESA_NPI = '1793433974';

let harness: TestApp;
let admin: string;
let support: string;
const jwts: Record<string, string> = {};
const CLIENT_OF: Record<string, 'HARBOR' | 'MESA'> = { maria: 'HARBOR', aisha: 'HARBOR', robert: 'MESA' };

interface ProviderWire {
  npi: string;
  schedule_key: string;
  last_name: string;
  gender: string | null;
  distance: number;
}
interface AppointmentWire {
  id: number;
  status: string;
  scheduled_on_ts: string;
  providers: ProviderWire[];
  booked_npi: string | null;
  demo_phone: string;
}

function call(who: string, url: string, payload?: object) {
  return harness.app.inject({
    method: payload ? 'POST' : 'GET',
    url: `/api/v4/web/scheduling${url}`,
    headers: { authorization: `Bearer ${jwts[who]}`, 'x-client-abbreviation': CLIENT_OF[who]! },
    ...(payload ? { payload } : {}),
  });
}

async function providers(who: string, query = ''): Promise<ProviderWire[]> {
  const response = await call(who, `/providers${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ providers: ProviderWire[] }>().providers;
}

const MONDAY_MORNING = { day: 'MONDAY', slot: 'MORNING' };

async function request(who: string, keys: string[], extra: object = {}) {
  return call(who, '/schedule-appointment', { availability: [MONDAY_MORNING], providers: keys, demo_phone: '503-555-0142', ...extra });
}

async function requested(who: string, keys: string[]): Promise<AppointmentWire> {
  const response = await request(who, keys);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ appointment: AppointmentWire }>().appointment;
}

function desk(id: number, body: object, jwt = admin) {
  return staffCall(harness, jwt, 'POST', `/api/v1/staff/scheduling/requests/${id}`, body);
}

beforeAll(async () => {
  harness = await createTestApp();
  harness.clock.set(new Date('2026-03-02T17:00:00Z'));
  jwts.maria = (await signIn(harness.app, 'maria.lopez', DEMO_PASSWORD.HARBOR, 'HARBOR')).jwt;
  jwts.aisha = (await signIn(harness.app, 'aisha.rahman', DEMO_PASSWORD.HARBOR, 'HARBOR')).jwt;
  jwts.robert = (await signIn(harness.app, 'robert.chen', DEMO_PASSWORD.MESA, 'MESA')).jwt;
  admin = await staffSignIn(harness, await createStaff(harness, 'desk.admin', 'ADMIN'));
  support = await staffSignIn(harness, await createStaff(harness, 'desk.support', 'SUPPORT'));
});

afterAll(async () => harness.close());

describe('the provider directory', () => {
  it('answers doctors accepting new patients within the distance of the member’s ZIP, nearest first', async () => {
    const near = await providers('maria', '?distance=5');
    expect(near.map((provider) => provider.last_name)).toEqual(['Raman', 'Whitfield', 'Okafor', 'Tran', 'Delgado', 'Kessler']);
    expect(near.map((provider) => provider.distance)).toEqual([...near.map((provider) => provider.distance)].sort((a, b) => a - b));
    expect(near.every((provider) => provider.distance <= 5)).toBe(true);
    // Abernathy is in Maria's own ZIP but takes no new patients.
    expect(near.some((provider) => provider.last_name === 'Abernathy')).toBe(false);
    const wider = await providers('maria', '?distance=10');
    expect(wider.map((provider) => provider.last_name)).toContain('Lindqvist');
    // Eugene is some 103 miles from Maria's ZIP, Tacoma some 115: past the widest search.
    const widest = (await providers('maria', '?distance=100')).map((provider) => provider.last_name);
    expect(widest).toHaveLength(7);
    expect(widest).not.toContain('Yazzie');
    expect((await providers('aisha', '?distance=5')).map((provider) => provider.last_name)).toEqual(['Haddad', 'Osei']);
  });

  it('keeps to the gender asked for and to the member’s own plan', async () => {
    const women = await providers('maria', '?distance=25&gender=F');
    expect(women.length).toBeGreaterThan(0);
    expect(women.every((provider) => provider.gender === 'F')).toBe(true);
    const men = await providers('maria', '?distance=25&gender=M');
    expect(men.map((provider) => provider.last_name).sort()).toEqual(['Delgado', 'Tran', 'Whitfield']);
  });

  it('is closed to a plan without ONLINE_SCHEDULING (MESA), though its directory is loaded', async () => {
    for (const url of ['/providers', '/pcps-on-file', '/appointments']) {
      const response = await call('robert', url);
      expect(response.statusCode).toBe(403);
      expect(response.json<{ error: { code: string } }>().error.code).toBe('FEATURE_DISABLED');
    }
    const [mesa] = await harness.database.db.select().from(directory).where(eq(directory.npi, MESA_NPI));
    expect(mesa?.lastName).toBe('Villanueva');
  });

  it('refuses a distance out of range or a gender it does not know, in a 4xx', async () => {
    for (const query of ['?distance=0', '?distance=500', '?distance=far', '?gender=X']) {
      const response = await call('maria', `/providers${query}`);
      expect(response.statusCode, query).toBe(400);
    }
  });
});

describe('visit requests', () => {
  it('takes one preferred and up to three more doctors, and refuses a fifth or the same one twice', async () => {
    const keys = (await providers('maria', '?distance=10')).map((provider) => provider.schedule_key);
    const five = await request('maria', keys.slice(0, 5));
    expect(five.statusCode).toBe(422);
    expect(five.json<{ error: { code: string } }>().error.code).toBe('TOO_MANY_DOCTORS');
    const twice = await request('maria', [keys[0]!, keys[0]!]);
    expect(twice.json<{ error: { code: string } }>().error.code).toBe('TOO_MANY_DOCTORS');
    const four = await requested('maria', keys.slice(0, 4));
    expect(four.status).toBe('queued');
    expect(four.providers.map((provider) => provider.schedule_key)).toEqual(keys.slice(0, 4));
    expect(four.demo_phone).toBe('5035550142');
  });

  it('refuses another plan’s doctor, a repeated slot and a phone that is not one', async () => {
    const [mesa] = await harness.database.db.select().from(directory).where(eq(directory.npi, MESA_NPI));
    const mesaKey = mesa!.scheduleKey;
    const harborKey = (await providers('maria'))[0]!.schedule_key;
    const codeOf = async (response: Promise<{ statusCode: number; json: <T>() => T }>) => {
      const answer = await response;
      expect(answer.statusCode).toBe(422);
      return answer.json<{ error: { code: string } }>().error.code;
    };
    expect(await codeOf(request('maria', [mesaKey]))).toBe('PROVIDER_NOT_FOUND');
    expect(await codeOf(request('maria', [harborKey], { availability: [MONDAY_MORNING, MONDAY_MORNING] }))).toBe('AVAILABILITY_REPEATED');
    expect(await codeOf(request('maria', [harborKey], { demo_phone: '12345' }))).toBe('SCHEDULING_PHONE_INVALID');
    expect((await request('maria', [harborKey], { availability: [] })).statusCode).toBe(400);
  });

  it('shows a member only their own requests', async () => {
    const mine = await requested('aisha', [(await providers('aisha'))[0]!.schedule_key]);
    const maria = (await call('maria', '/appointments')).json<{ appointments: AppointmentWire[] }>().appointments;
    expect(maria.length).toBeGreaterThan(0);
    expect(maria.some((appointment) => appointment.id === mine.id)).toBe(false);
    const aisha = (await call('aisha', '/appointments')).json<{ appointments: AppointmentWire[] }>().appointments;
    expect(aisha.map((appointment) => appointment.id)).toEqual([mine.id]);
  });

  it('cancels a pending request when the member asks again, and lists the latest first', async () => {
    const keys = (await providers('maria')).map((provider) => provider.schedule_key);
    harness.clock.advance(60_000);
    const first = await requested('maria', [keys[0]!]);
    harness.clock.advance(60_000);
    const second = await requested('maria', [keys[1]!]);
    const list = (await call('maria', '/appointments')).json<{ appointments: AppointmentWire[] }>().appointments;
    expect(list.slice(0, 2).map(({ id, status }) => ({ id, status }))).toEqual([
      { id: second.id, status: 'queued' },
      { id: first.id, status: 'cancelled' },
    ]);
  });
});

describe('the scheduling desk', () => {
  it('lists a client’s pending requests for an ADMIN only', async () => {
    const queue = await staffCall(harness, admin, 'GET', '/api/v1/staff/scheduling/requests?client=harbor');
    expect(queue.statusCode).toBe(200);
    const requests = queue.json<{ requests: { client_member_id: string; status: string }[] }>().requests;
    expect(requests.map((row) => row.client_member_id).sort()).toEqual(['HHP100001', 'HHP100005']);
    expect((await staffCall(harness, support, 'GET', '/api/v1/staff/scheduling/requests?client=harbor')).statusCode).toBe(403);
  });

  it('moves a request only as the rules allow, tells the member in their language, and audits each step', async () => {
    const [provider] = await providers('aisha');
    const appointment = await requested('aisha', [provider!.schedule_key]);
    expect((await desk(appointment.id, { status: 'in_progress' })).statusCode).toBe(200);
    const incomplete = await desk(appointment.id, { status: 'success' });
    expect(incomplete.json<{ error: { code: string } }>().error.code).toBe('APPOINTMENT_BOOKING_INCOMPLETE');
    const stranger = await desk(appointment.id, { status: 'success', booked_npi: '1793433974', visit_at: '2026-03-09T16:30:00Z' });
    expect(stranger.json<{ error: { code: string } }>().error.code).toBe('APPOINTMENT_BOOKING_INCOMPLETE');
    const booked = await desk(appointment.id, { status: 'success', booked_npi: provider!.npi, visit_at: '2026-03-09T16:30:00Z' });
    expect(booked.statusCode, booked.body).toBe(200);
    const back = await desk(appointment.id, { status: 'in_progress' });
    expect(back.statusCode).toBe(409);
    expect(back.json<{ error: { code: string } }>().error.code).toBe('APPOINTMENT_STATUS_REFUSED');
    expect((await desk(appointment.id, { status: 'failed' })).statusCode).toBe(409);

    const [message] = await harness.database.db
      .select()
      .from(memberMessages)
      .where(
        eq(
          memberMessages.memberId,
          (await harness.services.registration.findMemberId((await harness.services.clients.findClient('HARBOR'))!, 'HHP100005'))!,
        ),
      )
      .orderBy(desc(memberMessages.id))
      .limit(1);
    // Aisha reads Arabic.
    expect(message?.subject).toBe('تم حجز زيارتك للطبيب');
    expect(message?.body).toContain(provider!.last_name);

    const onFile = (await call('aisha', '/pcps-on-file')).json<{ providers: ProviderWire[] }>().providers;
    expect(onFile.map((row) => row.npi)).toEqual([provider!.npi]);

    expect((await desk(appointment.id, { status: 'cancelled' })).statusCode).toBe(200);
    expect(
      (await desk(appointment.id, { status: 'success', booked_npi: provider!.npi, visit_at: '2026-03-09T16:30:00Z' })).statusCode,
    ).toBe(409);
    const audited = await harness.database.db
      .select({ outcome: auditEvents.outcome })
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'SCHEDULING_DESK'), eq(auditEvents.path, `/api/v1/staff/scheduling/requests/${appointment.id}`)));
    expect(audited.map((row) => row.outcome)).toEqual([200, 422, 422, 200, 409, 409, 200, 409]);
  });

  it('answers APPOINTMENT_NOT_FOUND for a request that does not exist', async () => {
    const response = await desk(999_999, { status: 'failed' });
    expect(response.statusCode).toBe(404);
    expect(response.json<{ error: { code: string } }>().error.code).toBe('APPOINTMENT_NOT_FOUND');
  });

  it('lets every pending status end as failed or cancelled, and never moves backwards', async () => {
    const key = (await providers('maria'))[0]!.schedule_key;
    for (const path of [['failed'], ['in_progress', 'cancelled'], ['triggered', 'failed'], ['in_progress', 'triggered', 'cancelled']]) {
      const { id } = await requested('maria', [key]);
      for (const status of path) expect((await desk(id, { status })).statusCode, `${path.join(' > ')}: ${status}`).toBe(200);
      expect((await desk(id, { status: 'in_progress' })).statusCode).toBe(409);
    }
    const { id } = await requested('maria', [key]);
    expect((await desk(id, { status: 'triggered' })).statusCode).toBe(200);
    expect((await desk(id, { status: 'in_progress' })).statusCode).toBe(409);
  });
});

describe('a scheduled visit', () => {
  it('completes the PCP visit action once the claims feed verifies it, not when the desk books it', async () => {
    const harbor = (await harness.services.clients.findClient('HARBOR'))!;
    const memberId = (await harness.services.registration.findMemberId(harbor, 'HHP100005'))!;
    const checkups = async () =>
      harness.database.db
        .select()
        .from(memberCompletions)
        .where(and(eq(memberCompletions.memberId, memberId), eq(memberCompletions.healthActionId, 101)));
    const [provider] = await providers('aisha');
    const { id } = await requested('aisha', [provider!.schedule_key]);
    expect((await desk(id, { status: 'success', booked_npi: provider!.npi, visit_at: '2026-03-09T16:30:00Z' })).statusCode).toBe(200);
    expect((await checkups()).filter((row) => row.completionDate >= '2026-01-01')).toEqual([]);

    harness.clock.set(new Date('2026-03-12T17:00:00Z'));
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'visit-claims-'));
    const file = path.join(folder, 'claims.csv');
    fs.writeFileSync(file, `${CLAIM_COLUMNS.join(',')}\nHHP100005,VISIT-1,2026-03-09,99395,Z00.00\n`);
    const summary = await importFeedFile(harness.services.feeds.find('claims')!, harbor, file);
    fs.rmSync(folder, { recursive: true, force: true });
    expect(summary).toMatchObject({ imported: 1, rejected: 0 });
    const completed = (await checkups()).filter((row) => row.completionDate >= '2026-01-01');
    expect(completed.map((row) => [row.source, row.sourceRef, row.completionDate])).toEqual([['CLAIM', 'VISIT-1', '2026-03-09']]);
  });
});
