import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PHARMACY_CLAIM_COLUMNS } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SEED_DIR } from '../../paths';
import { createStaff, memberIdOf, staffCall, staffSignIn } from '../../../test/staff-helpers';
import { createTestApp, DEMO_PASSWORD, json, signIn, type TestApp } from '../../../test/test-app';
import { importFeedFile, type FeedReportRow } from '../../feeds/feed-import';
import type { FeedKind } from '../../feeds/feed-kind';
import type { ClientRecord } from '../../lib/client-record';
import { prescriptionsCommands } from './prescriptions.commands';

interface ListWire {
  prescriptions: { name: string; start_date: string; days_supply: number | null }[];
}

let harness: TestApp;
let harbor: ClientRecord;
let pharmacy: FeedKind;
const jwts: Record<string, string> = {};
const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'pharmacy-'));

function writeCsv(name: string, lines: readonly string[]): string {
  const filePath = path.join(folder, name);
  fs.writeFileSync(filePath, `${[PHARMACY_CLAIM_COLUMNS.join(','), ...lines].join('\n')}\n`);
  return filePath;
}

async function run(filePath: string) {
  const issues: FeedReportRow[] = [];
  const summary = await importFeedFile(pharmacy, harbor, filePath, { onIssue: (issue) => void issues.push(issue), batchSize: 3 });
  return { summary, issues };
}

async function listOf(who: string) {
  const response = await harness.app.inject({
    method: 'GET',
    url: '/api/v1/web/health-profile/prescriptions',
    headers: { authorization: `Bearer ${jwts[who]}`, 'x-client-abbreviation': who === 'robert' ? 'MESA' : 'HARBOR' },
  });
  return response;
}

const names = async (who: string) => json<ListWire>(await listOf(who)).prescriptions.map((fill) => `${fill.start_date} ${fill.name}`);

beforeAll(async () => {
  harness = await createTestApp();
  harbor = (await harness.services.clients.findClient('HARBOR'))!;
  pharmacy = harness.services.feeds.find('pharmacy')!;
  jwts.maria = (await signIn(harness.app, 'maria.lopez', DEMO_PASSWORD.HARBOR, 'HARBOR')).jwt;
  jwts.aisha = (await signIn(harness.app, 'aisha.rahman', DEMO_PASSWORD.HARBOR, 'HARBOR')).jwt;
  jwts.robert = (await signIn(harness.app, 'robert.chen', DEMO_PASSWORD.MESA, 'MESA')).jwt;
});

afterAll(async () => {
  await harness.close();
  fs.rmSync(folder, { recursive: true, force: true });
});

describe('the prescription list', () => {
  it("answers the signed-in member's demo fills, newest first, with name, filled-on date and days supply", async () => {
    const response = await listOf('maria');
    expect(response.statusCode).toBe(200);
    expect(json<ListWire>(response).prescriptions).toEqual([
      { name: 'Atorvastatin 20 mg tablet', start_date: '2026-02-20', days_supply: 30 },
      { name: 'Lisinopril 10 mg tablet', start_date: '2026-02-20', days_supply: 90 },
      { name: 'Atorvastatin 20 mg tablet', start_date: '2026-01-21', days_supply: 30 },
      { name: 'Atorvastatin 20 mg tablet', start_date: '2025-12-19', days_supply: 30 },
      { name: 'Amoxicillin 500 mg capsule', start_date: '2025-11-07', days_supply: 10 },
    ]);
  });

  it("never answers another member's fills", async () => {
    expect(await names('aisha')).toEqual([
      '2026-02-12 Levothyroxine 50 mcg tablet',
      '2026-02-05 Sertraline 50 mg tablet',
      '2025-10-15 Ibuprofen 600 mg tablet',
    ]);
    expect((await names('maria')).some((fill) => fill.includes('Sertraline'))).toBe(false);
  });

  it("shows support staff viewing a member that member's fills, and only theirs", async () => {
    const staffJwt = await staffSignIn(harness, await createStaff(harness, 'rx.support', 'SUPPORT'));
    const opened = await staffCall(harness, staffJwt, 'POST', '/api/v1/staff/impersonations', {
      member_id: await memberIdOf(harness, staffJwt, 'HHP100005'),
      reason: 'Member asks about a refill',
    });
    expect(opened.statusCode).toBe(200);
    const viewer = opened.json<{ jwt: string }>().jwt;
    const response = await harness.app.inject({
      method: 'GET',
      url: '/api/v1/web/health-profile/prescriptions',
      headers: { authorization: `Bearer ${viewer}`, 'x-client-abbreviation': 'HARBOR' },
    });
    expect(response.statusCode).toBe(200);
    expect(json<ListWire>(response).prescriptions.map((fill) => fill.name)).toContain('Sertraline 50 mg tablet');
    expect(json<ListWire>(response).prescriptions.map((fill) => fill.name)).not.toContain('Atorvastatin 20 mg tablet');
  });

  it('is refused to a plan without PRESCRIPTION_RECORD, and to a caller without a token', async () => {
    const mesa = await listOf('robert');
    expect(mesa.statusCode).toBe(403);
    expect(json<{ error: { code: string } }>(mesa).error.code).toBe('FEATURE_DISABLED');
    const anonymous = await harness.app.inject({
      method: 'GET',
      url: '/api/v1/web/health-profile/prescriptions',
      headers: { 'x-client-abbreviation': 'HARBOR' },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('the pharmacy claims feed', () => {
  it('imports good lines to their members, refuses bad ones in the error report; imported again, it adds nothing', async () => {
    const file = writeCsv('pharmacy.csv', [
      'HHP100005,0093-1048-01,Metoprolol succinate 25 mg tablet,2026-02-27,30,Cedar Hills Pharmacy',
      'HHP100005,00093104801,Metoprolol succinate 25 mg tablet,2026-01-28,30,Cedar Hills Pharmacy',
      'HHP100005,12345,Metoprolol succinate 25 mg tablet,2026-01-28,30,Cedar Hills Pharmacy',
      'HHP100005,0093-1048-01,Metoprolol succinate 25 mg tablet,2026-03-05,30,Cedar Hills Pharmacy',
      'HHP100005,0093-1048-01,Metoprolol succinate 25 mg tablet,2025-12-29,400,Cedar Hills Pharmacy',
      'HHP999999,0093-1048-01,Metoprolol succinate 25 mg tablet,2025-12-29,30,Cedar Hills Pharmacy',
      'MV-20001,0093-1048-01,Metoprolol succinate 25 mg tablet,2025-12-29,30,Cedar Hills Pharmacy',
      'HHP100005,0093-1048-01,Metoprolol succinate 25 mg tablet,2026-02-27,30,cedar hills pharmacy',
    ]);
    const first = await run(file);
    expect(first.summary).toMatchObject({ rowsRead: 8, imported: 2, added: 2, unchanged: 0, rejected: 6 });
    const byRow = [...first.issues].sort((a, b) => a.row - b.row);
    expect(byRow.map(({ row, column, code }) => ({ row, column, code }))).toEqual([
      { row: 4, column: 'ndc', code: 'INVALID_FORMAT' },
      { row: 5, column: 'fill_date', code: 'OUT_OF_RANGE' },
      { row: 6, column: 'days_supply', code: 'OUT_OF_RANGE' },
      { row: 7, column: 'client_member_id', code: 'UNKNOWN_REFERENCE' },
      { row: 8, column: 'client_member_id', code: 'UNKNOWN_REFERENCE' },
      { row: 9, column: '', code: 'DUPLICATE_ROW' },
    ]);
    expect(first.issues.find((issue) => issue.row === 8)?.message).toBe("client_member_id 'MV-20001' is not on the roster of HARBOR");
    expect(await names('aisha')).toEqual([
      '2026-02-27 Metoprolol succinate 25 mg tablet',
      '2026-02-12 Levothyroxine 50 mcg tablet',
      '2026-02-05 Sertraline 50 mg tablet',
      '2026-01-28 Metoprolol succinate 25 mg tablet',
      '2025-10-15 Ibuprofen 600 mg tablet',
    ]);

    const again = await run(file);
    expect(again.summary).toMatchObject({ rowsRead: 8, imported: 0, added: 0, unchanged: 2, rejected: 6 });
    expect(await names('aisha')).toHaveLength(5);
  });

  it('takes a pharmacy file through the ADMIN API, with its refused lines in the answer', async () => {
    const admin = await createStaff(harness, 'pat.admin', 'ADMIN');
    const jwt = await staffSignIn(harness, admin);
    const send = () =>
      harness.app.inject({
        method: 'POST',
        url: '/api/v1/staff/feeds/pharmacy?client=HARBOR',
        headers: { authorization: `Bearer ${jwt}`, 'content-type': 'text/csv' },
        payload: [
          PHARMACY_CLAIM_COLUMNS.join(','),
          'HHP100002,50090-3471-00,Metformin 500 mg tablet,2026-02-28,90,Harbor Mail Order Pharmacy',
          'HHP100002,50090-3471-00,Metformin 500 mg tablet,2026-02-28,0,Harbor Mail Order Pharmacy',
        ].join('\n'),
      });
    const first = await send();
    expect(first.statusCode).toBe(200);
    expect(json(first)).toMatchObject({
      summary: { kind: 'pharmacy', added: 1, rejected: 1 },
      errors: [{ row: 3, column: 'days_supply', code: 'OUT_OF_RANGE' }],
    });
    expect(json(await send())).toMatchObject({ summary: { added: 0, unchanged: 1, rejected: 1 } });
  });

  it('reads the sample file of the seed folder again without adding anything (the demo loaded it)', async () => {
    const { summary, issues } = await run(path.join(SEED_DIR, 'prescriptions', 'harbor-pharmacy.csv'));
    expect(issues).toEqual([]);
    expect(summary).toMatchObject({ rowsRead: 9, added: 0, unchanged: 9, rejected: 0 });
  });
});

describe('the FHIR medications import', () => {
  const bundleFile = path.join(SEED_DIR, 'prescriptions', 'harbor-medications.fhir.json');

  it('keeps each dispense and request for the member its Patient names, refuses the others; imported twice, it adds nothing', async () => {
    const bundle = JSON.parse(fs.readFileSync(bundleFile, 'utf8')) as { entry: unknown[] };
    bundle.entry.push({
      resource: {
        resourceType: 'MedicationDispense',
        id: 'md-unknown',
        status: 'completed',
        medicationCodeableConcept: { coding: [{ system: 'http://hl7.org/fhir/sid/ndc', code: '0093-7146-56' }], text: 'Atorvastatin' },
        subject: { identifier: { value: 'MV-20001' } },
        whenHandedOver: '2025-10-01',
      },
    });
    const first = await harness.services.prescriptions.importBundle(harbor, bundle);
    expect(first).toEqual({
      received: 6,
      added: 4,
      alreadyKept: 0,
      refused: [
        { resource: 'MedicationDispense/md-40119', reason: 'NOT_FILLED' },
        { resource: 'MedicationDispense/md-unknown', reason: 'UNKNOWN_MEMBER' },
      ],
    });
    const second = await harness.services.prescriptions.importBundle(harbor, bundle);
    expect(second).toMatchObject({ received: 6, added: 0, alreadyKept: 4 });
    expect(await names('maria')).toContain('2025-09-12 Omeprazole 20 mg delayed-release capsule');
    expect(await names('aisha')).toContain('2025-12-26 Sertraline 50 mg tablet');
    expect((await names('maria')).some((fill) => fill.includes('Levothyroxine'))).toBe(false);
  });

  it('is the operator command prescriptions import, which says what it kept and refused', async () => {
    const written: string[] = [];
    const spy = vi.spyOn(process.stdout, 'write').mockImplementation((text) => written.push(String(text)) > 0);
    try {
      const command = prescriptionsCommands['prescriptions import'];
      expect(await command.run(harness.services, [], { client: 'harbor', file: bundleFile })).toBe(0);
    } finally {
      spy.mockRestore();
    }
    expect(written.join('')).toBe(
      'MedicationDispense/md-40119: NOT_FILLED\n5 medication resources read, 0 fills added, 4 already kept, 1 refused\n',
    );
  });

  it('refuses a document that is no bundle', async () => {
    await expect(harness.services.prescriptions.importBundle(harbor, { resourceType: 'Patient' })).rejects.toThrow('not a FHIR Bundle');
  });
});
