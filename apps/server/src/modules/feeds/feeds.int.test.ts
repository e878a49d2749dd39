import { ROSTER_COLUMNS } from '@portal/domain';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaff, staffSignIn, type TestStaff } from '../../../test/staff-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { auditEvents, members } from '../../db/schema';

let harness: TestApp;
let admin: TestStaff;
let support: TestStaff;

beforeAll(async () => {
  harness = await createTestApp();
  admin = await createStaff(harness, 'fay.admin', 'ADMIN');
  support = await createStaff(harness, 'sid.support', 'SUPPORT');
});

afterAll(async () => {
  await harness.close();
});

const line = (id: string, dob = '1975-07-07'): string =>
  [id, 'Api', 'Member', dob, 'F', '', '', '', '', '', '', '', '', '2026-01-01', '', 'MESA-EMPLOYER', '', '', '', '', ''].join(',');
const csv = (lines: string[]): string => `${[ROSTER_COLUMNS.join(','), ...lines].join('\n')}\n`;

const upload = (jwt: string, kind: string, client: string, body: string, contentType = 'text/csv') =>
  harness.app.inject({
    method: 'POST',
    url: `/api/v1/staff/feeds/${kind}?client=${client}`,
    headers: { authorization: `Bearer ${jwt}`, 'content-type': contentType },
    payload: body,
  });

describe('POST /api/v1/staff/feeds/:kind', () => {
  it('imports a roster for an administrator, answers the summary and the refused lines, and audits the call', async () => {
    const jwt = await staffSignIn(harness, admin);
    const body = csv([line('API-1'), line('API-2', '1975-02-31'), line('API-3')]);
    const first = await upload(jwt, 'roster', 'mesa', body);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      summary: { kind: 'roster', client: 'MESA', rows_read: 3, imported: 2, added: 2, unchanged: 0, rejected: 1 },
      errors: [{ row: 3, column: 'dob', code: 'INVALID_FORMAT', message: "dob '1975-02-31' is not a date (YYYY-MM-DD)" }],
      errors_left_off: 0,
    });
    const [member] = await harness.database.db.select().from(members).where(eq(members.clientMemberId, 'API-1'));
    expect(member?.clientId).toBe((await harness.services.clients.findClient('MESA'))!.configuration.id);

    const again = await upload(jwt, 'roster', 'MESA', body);
    expect(again.json()).toMatchObject({ summary: { imported: 0, unchanged: 2, rejected: 1 } });

    const [audited] = await harness.database.db.select().from(auditEvents).orderBy(desc(auditEvents.id)).limit(1);
    expect(audited).toMatchObject({ staffId: admin.id, action: 'FEED_IMPORT', outcome: 200, clientId: member?.clientId });
  });

  it('takes the file over a real connection, where the body is the request stream itself', async () => {
    // app.inject hands the route a simpler stream than Node's HTTP server does; this goes through the network.
    const address = await harness.app.listen({ port: 0, host: '127.0.0.1' });
    const jwt = await staffSignIn(harness, admin);
    const response = await fetch(`${address}/api/v1/staff/feeds/roster?client=MESA`, {
      method: 'POST',
      headers: { authorization: `Bearer ${jwt}`, 'content-type': 'text/csv' },
      body: csv([line('HTTP-1')]),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ summary: { kind: 'roster', rows_read: 1, rejected: 0 } });
  });

  it('is for administrators only', async () => {
    const jwt = await staffSignIn(harness, support);
    expect((await upload(jwt, 'roster', 'MESA', csv([line('API-9')]))).statusCode).toBe(403);
    expect((await harness.app.inject({ method: 'POST', url: '/api/v1/staff/feeds/roster?client=MESA', payload: 'x' })).statusCode).toBe(
      401,
    );
  });

  it('refuses an unknown kind or client, a body that is not CSV, and a file with the wrong header', async () => {
    const jwt = await staffSignIn(harness, admin);
    expect((await upload(jwt, 'weather', 'MESA', csv([]))).json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
    expect((await upload(jwt, 'roster', 'NOPE', csv([]))).json()).toMatchObject({ error: { code: 'CLIENT_NOT_FOUND' } });
    expect((await upload(jwt, 'roster', 'MESA', '{}', 'application/json')).statusCode).toBe(415);
    const wrongHeader = await upload(jwt, 'roster', 'MESA', 'id,name\n1,x\n');
    expect(wrongHeader.statusCode).toBe(400);
    expect(wrongHeader.json()).toMatchObject({ error: { code: 'MALFORMED_REQUEST' } });
  });
});
