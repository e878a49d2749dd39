import type { StaffRole } from '@portal/contract';
import type { LightMyRequestResponse } from 'fastify';
import { count } from 'drizzle-orm';
import { auditEvents } from '../src/db/schema';
import { totpCodeAt } from '../src/lib/totp';
import type { TestApp } from './test-app';

export interface TestStaff {
  readonly id: number;
  readonly username: string;
  readonly password: string;
  readonly totpSecret: string;
}

const COMMAND_LINE = { method: 'CLI', path: 'test' };

export async function createStaff(harness: TestApp, username: string, role: StaffRole): Promise<TestStaff> {
  const created = await harness.services.staff.createAccount({ username, displayName: `Test ${username}`, role }, COMMAND_LINE, null);
  return { id: created.account.id, username, password: created.password, totpSecret: created.totpSecret };
}

/** Each code works once: the clock moves to the next 30-second step before every sign-in. */
export async function staffSignIn(harness: TestApp, staff: TestStaff): Promise<string> {
  harness.clock.advance(30_000);
  const response = await harness.app.inject({
    method: 'POST',
    url: '/api/v1/staff/sign-in',
    payload: { username: staff.username, password: staff.password, totp: totpCodeAt(staff.totpSecret, harness.clock.now()) },
  });
  if (response.statusCode !== 200) throw new Error(`staff sign-in failed: ${response.statusCode} ${response.body}`);
  return response.json<{ jwt: string }>().jwt;
}

export function staffCall(
  harness: TestApp,
  jwt: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
): Promise<LightMyRequestResponse> {
  return harness.app.inject({ method, url, headers: { authorization: `Bearer ${jwt}` }, ...(payload ? { payload } : {}) });
}

export async function auditRowCount(harness: TestApp): Promise<number> {
  const [row] = await harness.database.db.select({ rows: count() }).from(auditEvents);
  return row?.rows ?? 0;
}

/** A registered demo member's id, from the staff search. */
export async function memberIdOf(harness: TestApp, jwt: string, memberNumber: string, clientId = 1): Promise<number> {
  const response = await staffCall(harness, jwt, 'GET', `/api/v1/staff/members?clientId=${clientId}&memberNumber=${memberNumber}`);
  const [member] = response.json<{ members: { member_id: number }[] }>().members;
  if (!member) throw new Error(`no member ${memberNumber}`);
  return member.member_id;
}
