import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deviceReadings, trackerEntries } from '../../db/schema';
import { SEED_DIR } from '../../paths';
import { coverageOf, type DemoCoverage } from '../../../test/ledger-helpers';
import { createStaff, staffCall, staffSignIn } from '../../../test/staff-helpers';
import { createTestApp, DEMO_PASSWORD, json, signIn, type TestApp } from '../../../test/test-app';
import { readClientDefinition } from '../clients/client-definition-file';
import { importDevicesCommand } from './tracking.commands';

let harness: TestApp;
let maria: DemoCoverage;
let mariaJwt: string;

// The plan's today in Los Angeles is the 2nd; the example files hold readings of the 1st.
const EVENING_IN_LOS_ANGELES = new Date('2026-03-03T05:00:00Z');
const deviceFile = (name: string) => fs.readFileSync(path.join(SEED_DIR, 'devices', name));

interface ImportAnswer {
  received: number;
  added: number;
  duplicates: number;
  refused: { source_id: string; reason: string }[];
}

beforeAll(async () => {
  harness = await createTestApp();
  maria = await coverageOf(harness, 'HHP100001');
  harness.clock.set(EVENING_IN_LOS_ANGELES);
  mariaJwt = (await signIn(harness.app, 'maria.lopez', DEMO_PASSWORD.HARBOR)).jwt;
});

afterAll(async () => harness.close());

function upload(jwt: string, format: string, file: Buffer | string) {
  return harness.app.inject({
    method: 'POST',
    url: `/api/v1/web/tracking/imports/${format}`,
    headers: { authorization: `Bearer ${jwt}`, 'x-client-abbreviation': 'HARBOR', 'content-type': 'application/octet-stream' },
    payload: file,
  });
}

async function mariasEntries(source: string) {
  return harness.database.db
    .select({
      tracker: trackerEntries.tracker,
      date: trackerEntries.entryDate,
      value: trackerEntries.value,
      diastolic: trackerEntries.diastolic,
      byHand: trackerEntries.enteredByHand,
    })
    .from(trackerEntries)
    .where(and(eq(trackerEntries.memberId, maria.memberId), eq(trackerEntries.source, source)))
    .orderBy(trackerEntries.tracker);
}

const mariasReadingCount = async () =>
  (await harness.database.db.select().from(deviceReadings).where(eq(deviceReadings.memberId, maria.memberId))).length;

describe('a FHIR bundle the member uploads', () => {
  it("keeps the member's readings as daily entries of the bundle's source, refusing another member's reading and a wrong unit", async () => {
    const response = await upload(mariaJwt, 'fhir-bundle', deviceFile('fhir-bundle.json'));
    expect(response.statusCode).toBe(200);
    expect(json<ImportAnswer>(response)).toEqual({
      received: 6,
      added: 4,
      duplicates: 0,
      refused: [
        { source_id: 'glucose-in-kg', reason: 'UNIT_NOT_ACCEPTED' },
        { source_id: 'weight-of-aisha', reason: 'OTHER_MEMBER' },
      ],
    });
    expect(await mariasEntries('FHIR_IMPORT')).toEqual([
      { tracker: 'bloodPressure', date: '2026-03-01', value: 126, diastolic: 82, byHand: false },
      { tracker: 'sleep', date: '2026-03-01', value: 450, diastolic: null, byHand: false },
      { tracker: 'steps', date: '2026-03-01', value: 8042, diastolic: null, byHand: false },
      { tracker: 'weight', date: '2026-03-01', value: 171, diastolic: null, byHand: false },
    ]);
    const aisha = await coverageOf(harness, 'HHP100005');
    expect(await harness.database.db.select().from(deviceReadings).where(eq(deviceReadings.memberId, aisha.memberId))).toEqual([]);
  });

  it('adds nothing the second time', async () => {
    const readings = await mariasReadingCount();
    const entries = await mariasEntries('FHIR_IMPORT');
    const response = await upload(mariaJwt, 'fhir-bundle', deviceFile('fhir-bundle.json'));
    expect(json<ImportAnswer>(response)).toMatchObject({ received: 6, added: 0, duplicates: 4 });
    expect(await mariasReadingCount()).toBe(readings);
    expect(await mariasEntries('FHIR_IMPORT')).toEqual(entries);
  });

  it('records what the import did as the source’s status', async () => {
    const response = await harness.app.inject({
      method: 'GET',
      url: '/api/v1/web/tracking/devices',
      headers: { authorization: `Bearer ${mariaJwt}`, 'x-client-abbreviation': 'HARBOR' },
    });
    expect(json<{ sources: unknown[] }>(response).sources).toEqual([
      {
        source: 'FHIR_IMPORT',
        state: 'CONNECTED',
        last_sync_at: EVENING_IN_LOS_ANGELES.toISOString(),
        received: 6,
        added: 0,
        refused: 2,
        last_error: null,
      },
    ]);
  });
});

describe('a device file and a hand entry of the same day', () => {
  it('leaves the MANUAL entry as it was', async () => {
    const saved = await harness.app.inject({
      method: 'PUT',
      url: '/api/v1/web/tracking/steps',
      headers: { authorization: `Bearer ${mariaJwt}`, 'x-client-abbreviation': 'HARBOR' },
      payload: { value: 1234, date: '2026-03-01', source: 'MANUAL' },
    });
    expect(saved.statusCode).toBe(200);
    expect(json<ImportAnswer>(await upload(mariaJwt, 'open-mhealth', deviceFile('open-mhealth.json')))).toMatchObject({
      added: 2,
      refused: [],
    });
    expect(await mariasEntries('MANUAL')).toEqual([{ tracker: 'steps', date: '2026-03-01', value: 1234, diastolic: null, byHand: true }]);
    expect(await mariasEntries('OPEN_MHEALTH')).toEqual([
      { tracker: 'steps', date: '2026-03-01', value: 7420, diastolic: null, byHand: false },
      { tracker: 'weight', date: '2026-03-01', value: 172, diastolic: null, byHand: false },
    ]);
  });
});

describe('an Apple Health export', () => {
  it("sums the day's steps, pairs the blood pressure, counts the night's sleep, and adds nothing the second time", async () => {
    expect(json<ImportAnswer>(await upload(mariaJwt, 'apple-health', deviceFile('apple-health-export.xml')))).toEqual({
      received: 5,
      added: 5,
      duplicates: 0,
      refused: [],
    });
    expect(await mariasEntries('APPLE_HEALTH')).toEqual([
      { tracker: 'bloodPressure', date: '2026-03-01', value: 124, diastolic: 80, byHand: false },
      { tracker: 'sleep', date: '2026-03-01', value: 420, diastolic: null, byHand: false },
      { tracker: 'steps', date: '2026-03-01', value: 5500, diastolic: null, byHand: false },
      { tracker: 'weight', date: '2026-03-01', value: 172, diastolic: null, byHand: false },
    ]);
    expect(json<ImportAnswer>(await upload(mariaJwt, 'apple-health', deviceFile('apple-health-export.xml')))).toMatchObject({
      added: 0,
      duplicates: 5,
    });
  });
});

describe('a file the format cannot read', () => {
  it.each([
    ['fhir-bundle', 'not json'],
    ['fhir-bundle', '{"resourceType":"Patient"}'],
    ['apple-health', '<NotHealth/>'],
    ['apple-health', '<HealthData><Record'],
    ['open-mhealth', '{'],
  ])('%s %s answers 400 naming the file', async (format, body) => {
    const response = await upload(mariaJwt, format, body);
    expect(response.statusCode).toBe(400);
    expect(json<{ error: { code: string; fields: Record<string, string> } }>(response).error).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { file: 'validation.invalid' },
    });
  });

  it('answers 400 for a format there is none of', async () => {
    expect((await upload(mariaJwt, 'csv', 'a,b')).statusCode).toBe(400);
  });
});

describe('a portal without a Human API account', () => {
  it('answers the token call with a clear refusal', async () => {
    const response = await harness.app.inject({
      method: 'PUT',
      url: '/api/v1/web/tracking/human-api-token',
      headers: { authorization: `Bearer ${mariaJwt}`, 'x-client-abbreviation': 'HARBOR' },
    });
    expect(response.statusCode).toBe(404);
    expect(json<{ error: { code: string; message: string } }>(response).error).toMatchObject({
      code: 'NOT_FOUND',
      message: 'This portal has no Human API account configured',
    });
  });
});

describe("staff viewing a member's portal", () => {
  it('cannot upload a file for the member', async () => {
    const staffJwt = await staffSignIn(harness, await createStaff(harness, 'devices.support', 'SUPPORT'));
    const opened = await staffCall(harness, staffJwt, 'POST', '/api/v1/staff/impersonations', {
      member_id: maria.memberId,
      reason: 'Member asks about her device readings',
    });
    const viewerJwt = opened.json<{ jwt: string }>().jwt;
    const before = await mariasReadingCount();
    const response = await upload(viewerJwt, 'open-mhealth', JSON.stringify([]));
    expect(response.statusCode).toBe(403);
    expect(json<{ error: { code: string } }>(response).error.code).toBe('IMPERSONATION_READ_ONLY');
    expect(await mariasReadingCount()).toBe(before);
  });
});

describe('a plan without trackers', () => {
  it('refuses an upload and the sources', async () => {
    const harbor = await readClientDefinition(path.join(SEED_DIR, 'clients', 'harbor.json'));
    await harness.services.clients.applyDefinition({ ...harbor, features: harbor.features.filter((feature) => feature !== 'TRACKING') });
    try {
      const before = await mariasReadingCount();
      const response = await upload(mariaJwt, 'fhir-bundle', deviceFile('fhir-bundle.json'));
      expect(response.statusCode).toBe(403);
      expect(json<{ error: { code: string } }>(response).error.code).toBe('FEATURE_DISABLED');
      expect(await mariasReadingCount()).toBe(before);
    } finally {
      await harness.services.clients.applyDefinition(harbor);
    }
  });
});

describe("the operator's device file for a plan", () => {
  it('gives each reading to the member it names, reports unknown members, and adds nothing the second time', async () => {
    const bundle = JSON.parse(deviceFile('fhir-bundle.json').toString('utf8')) as { entry: { resource: Record<string, unknown> }[] };
    const stranger = {
      resource: { ...bundle.entry[0]!.resource, id: 'weight-of-a-stranger', subject: { identifier: { value: 'HHP999999' } } },
    };
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'devices-')), 'bundle.json');
    fs.writeFileSync(file, JSON.stringify({ ...bundle, entry: [...bundle.entry, stranger] }));
    const run = async () => {
      let written = '';
      const status = await importDevicesCommand(
        harness.services,
        { client: 'harbor', format: 'fhir-bundle', file },
        (text) => (written += text),
      );
      return { status, written };
    };
    const first = await run();
    expect(first.status).toBe(0);
    // Maria's readings came with her own upload already; Aisha's weight is new.
    expect(first.written).toBe(
      [
        'glucose-in-kg: UNIT_NOT_ACCEPTED',
        'weight-of-a-stranger: UNKNOWN_MEMBER',
        '7 readings received, 1 added, 4 already kept, 2 refused',
        '',
      ].join('\n'),
    );
    const aisha = await coverageOf(harness, 'HHP100005');
    const aishasWeight = await harness.database.db
      .select({ value: trackerEntries.value, source: trackerEntries.source, byHand: trackerEntries.enteredByHand })
      .from(trackerEntries)
      .where(and(eq(trackerEntries.memberId, aisha.memberId), eq(trackerEntries.tracker, 'weight')));
    expect(aishasWeight).toEqual([{ value: 140, source: 'FHIR_IMPORT', byHand: false }]);
    expect((await run()).written).toContain('7 readings received, 0 added, 5 already kept, 2 refused');
  });

  it('names a format there is none of', async () => {
    await expect(importDevicesCommand(harness.services, { client: 'HARBOR', format: 'csv', file: 'x' })).rejects.toThrow(
      /no device file format csv/,
    );
  });
});
