import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../../../test/test-app';
import { clientDisclaimers } from '../../db/schema';
import { SEED_DIR } from '../../paths';
import { DefinitionFileError } from './client-definition-file';
import { clientsModule } from './clients.module';

let harness: TestApp;

beforeAll(async () => {
  harness = await createTestApp();
});

afterAll(async () => {
  await harness.close();
});

const configuration = (headers: Record<string, string> = {}) =>
  harness.app.inject({ method: 'GET', url: '/api/v1/web/client/configuration', headers });

describe('GET /api/v1/web/client/configuration', () => {
  it('answers the client named by the abbreviation header, in snake_case on the wire', async () => {
    const response = await configuration({ 'x-client-abbreviation': 'MESA' });
    expect(response.statusCode).toBe(200);
    const body = json(response);
    expect(body).toMatchObject({ abbreviation: 'MESA', currency: 'POINTS', term_period_day_count: 0, storage_root: 'mesa' });
    expect(body.features).toEqual(expect.arrayContaining(['LEGACY_ACCOUNT_PAGE', 'SUPPRESS_MEMBER_EDIT_ADDRESS']));
    expect(body.features).not.toContain('HOME');
    expect(body.languages).toEqual([
      { code: 'EN', name: 'English' },
      { code: 'ES', name: 'Español' },
    ]);
    // Language codes are data, not names: they keep their case.
    expect(Object.keys(body.support_contacts as object)).toEqual(['EN', 'ES']);
    expect((body.support_contacts as Record<string, Record<string, unknown>>).EN).toHaveProperty('secondary_phone', null);
  });

  it('reads the header without regard to case', async () => {
    expect(json(await configuration({ 'x-client-abbreviation': 'mesa' })).abbreviation).toBe('MESA');
  });

  it('answers the default client (the first set up) when no client is named', async () => {
    const body = json(await configuration());
    expect(body.abbreviation).toBe('HARBOR');
    expect((body.languages as unknown[]).length).toBe(11);
  });

  it('answers 404 CLIENT_NOT_FOUND for an unknown client', async () => {
    const response = await configuration({ 'x-client-abbreviation': 'NOPE' });
    expect(response.statusCode).toBe(404);
    expect(json(response)).toEqual({ error: { code: 'CLIENT_NOT_FOUND', message: "There is no client 'NOPE'" } });
  });

  it('holds every field of the spec for the dollars client with all 11 languages', async () => {
    const body = json(await configuration({ 'x-client-abbreviation': 'HARBOR' }));
    for (const field of [
      'features',
      'languages',
      'preferred_languages',
      'support_contacts',
      'contracts',
      'insurance_cards',
      'lingo',
      'term_period_day_count',
      'login_message',
      'important_documents',
      'default_medical_plan_type_cd',
      'line_of_business_type_cd',
      'currency',
      'races',
      'ethnicities',
      'programme_id',
      'schema',
      'name',
      'title',
      'api_root',
      'storage_root',
    ]) {
      expect(body).toHaveProperty(field);
    }
    expect(body.currency).toBe('DOLLARS');
    expect(body.default_medical_plan_type_cd).toBe('UNK');
    expect(Object.keys(body.support_contacts as object)).toHaveLength(11);
  });
});

describe('public documents', () => {
  const get = (url: string, client = 'HARBOR') => harness.app.inject({ method: 'GET', url, headers: { 'x-client-abbreviation': client } });

  it('serves the English text, and the Spanish one for the -es title', async () => {
    const english = json(await get('/api/v1/web/client/documents/terms-of-use'));
    expect(english).toMatchObject({ slug: 'terms-of-use', language_cd: 'EN', title: 'Terms of use' });
    expect(english.body).toContain('Harbor');
    const spanish = json(await get('/api/v1/web/client/documents/privacy-policy-es'));
    expect(spanish).toMatchObject({ slug: 'privacy-policy', language_cd: 'ES', title: 'Política de privacidad' });
  });

  it("serves each client's own text", async () => {
    const mesa = json(await get('/api/v1/web/client/documents/terms-of-use', 'MESA'));
    expect(mesa.body).toContain('Mesa Valley');
    expect(mesa.body).not.toContain('Harbor');
  });

  it('answers 404 for a document the client does not have, and 400 for a malformed title', async () => {
    expect((await get('/api/v1/web/client/documents/unknown-paper')).statusCode).toBe(404);
    const malformed = await get('/api/v1/web/client/documents/..%2Fsecrets');
    expect(malformed.statusCode).toBe(400);
    expect(json(malformed)).toMatchObject({ error: { code: 'VALIDATION_FAILED' } });
  });

  it("serves a disclaimer of the request's client only", async () => {
    const rows = await harness.database.db.select().from(clientDisclaimers).orderBy(clientDisclaimers.id);
    const harborTax = rows.find((row) => row.code === 'REWARD-TAX')!;
    const mesaExpiry = rows.find((row) => row.code === 'POINTS-EXPIRY')!;
    const response = await get(`/api/v1/web/client/disclaimers/${harborTax.id}`);
    expect(response.statusCode).toBe(200);
    expect(json(response)).toMatchObject({ id: harborTax.id, display_order: 1, title: { EN: 'Rewards and taxes' } });
    expect((await get(`/api/v1/web/client/disclaimers/${mesaExpiry.id}`, 'HARBOR')).statusCode).toBe(404);
    expect((await get(`/api/v1/web/client/disclaimers/${mesaExpiry.id}`, 'MESA')).statusCode).toBe(200);
  });
});

describe('client apply with a programme (decision 0031)', () => {
  const apply = clientsModule.commands!['client apply']!;

  it('stores the programme and reads it back through programmeFor', async () => {
    const harbor = (await harness.services.clients.findClient('HARBOR'))!;
    const programme = await harness.services.clients.programmeFor(harbor.configuration.id);
    expect(programme).toMatchObject({ rewardType: 'DOLLARS', yearlyMaximum: 25000 });
    expect(programme?.healthActions.map((action) => action.code)).toContain('HEART_HEALTH');
    const mesa = (await harness.services.clients.findClient('MESA'))!;
    expect(await harness.services.clients.programmeFor(mesa.configuration.id)).toMatchObject({ rewardType: 'POINTS' });
  });

  it('refuses a bad file whole, naming every problem, and changes nothing', async () => {
    const raw = JSON.parse(await fs.readFile(path.join(SEED_DIR, 'clients', 'harbor.json'), 'utf8')) as Record<string, unknown>;
    const programme = JSON.parse(await fs.readFile(path.resolve(SEED_DIR, 'clients', raw.programmeFile as string), 'utf8')) as {
      yearlyMaximum: number;
      healthActions: { rewardAmount: number; containerHealthActionId: number | null }[];
    };
    delete raw.programmeFile;
    raw.documents = [];
    raw.title = 'Renamed by a bad file';
    programme.yearlyMaximum = 1.5;
    programme.healthActions[0]!.rewardAmount = -100;
    programme.healthActions[1]!.containerHealthActionId = 4242;
    raw.programme = programme;
    const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'apply-test-'));
    try {
      const file = path.join(folder, 'harbor.json');
      await fs.writeFile(file, JSON.stringify(raw));
      const run = () => (apply.standalone ? Promise.resolve(0) : apply.run(harness.services, [file], {}));
      await expect(run()).rejects.toThrow(DefinitionFileError);
      await expect(run()).rejects.toThrow(
        /programme\.yearlyMaximum: must be a whole number[\s\S]*programme\.healthActions\.0\.rewardAmount: must be zero or more[\s\S]*programme\.healthActions\.1\.containerHealthActionId: no health action has id 4242/,
      );
      const harbor = (await harness.services.clients.findClient('HARBOR'))!;
      expect(harbor.configuration.title).not.toBe('Renamed by a bad file');
      expect((await harness.services.clients.programmeFor(harbor.configuration.id))?.yearlyMaximum).toBe(25000);
    } finally {
      await fs.rm(folder, { recursive: true, force: true });
    }
  });
});
