import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { fixtureQuestionnaire } from '../../test/questionnaire-fixture';
import { createTestApp, DEMO_PASSWORD, json, signIn, type TestApp } from '../../test/test-app';
import { SEED_DIR } from '../paths';
import { loadDemoQuestionnaires } from './demo-data';

let harness: TestApp;
const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-demo-questionnaires-'));

beforeAll(async () => {
  harness = await createTestApp();
});

afterAll(async () => {
  await harness.close();
  fs.rmSync(folder, { recursive: true, force: true });
});

it('gives each demo plan every seed questionnaire, as the active one of its type', async () => {
  const folder = path.join(SEED_DIR, 'questionnaires');
  const seeds = fs
    .readdirSync(folder)
    .filter((file) => file.endsWith('.json'))
    .map(
      (file) =>
        JSON.parse(fs.readFileSync(path.join(folder, file), 'utf8')) as {
          version: string;
          extension: { url: string; valueCode?: string }[];
        },
    );
  expect(seeds.length).toBeGreaterThan(0);
  for (const abbreviation of ['HARBOR', 'MESA']) {
    const clientId = (await harness.services.clients.findClient(abbreviation))!.configuration.id;
    const heads = await harness.services.questionnairesRepository.activeDefinitions(clientId);
    for (const seed of seeds) {
      const type = seed.extension.find((extension) => extension.url.endsWith('/questionnaire-type'))?.valueCode;
      const head = heads.find((candidate) => candidate.type === type);
      expect(head, `${abbreviation} ${type}`).toBeDefined();
      expect((await harness.services.questionnairesRepository.definitionById(clientId, head!.id))?.version).toBe(seed.version);
    }
  }
});

it('loads every good document of the folder into each demo plan and leaves out, with a warning, one the parser refuses', async () => {
  fs.writeFileSync(path.join(folder, 'satisfaction.json'), JSON.stringify(fixtureQuestionnaire({ type: 'HRA_SAT', version: 'demo-1' })));
  fs.writeFileSync(path.join(folder, 'draft.json'), JSON.stringify({ ...fixtureQuestionnaire({ type: 'PROVIDER' }), status: 'draft' }));
  const warned: unknown[] = [];
  const log = { warn: (details: unknown) => warned.push(details) } as unknown as FastifyBaseLogger;
  await loadDemoQuestionnaires(harness.services, folder, log);
  expect(warned).toEqual([
    expect.objectContaining({ client: 'HARBOR', file: 'draft.json' }),
    expect.objectContaining({ client: 'MESA', file: 'draft.json' }),
  ]);
  for (const abbreviation of ['HARBOR', 'MESA']) {
    const client = (await harness.services.clients.findClient(abbreviation))!;
    const heads = await harness.services.questionnairesRepository.activeDefinitions(client.configuration.id);
    const satisfaction = heads.find((head) => head.type === 'HRA_SAT');
    const active =
      satisfaction && (await harness.services.questionnairesRepository.definitionById(client.configuration.id, satisfaction.id));
    expect(active?.version, abbreviation).toBe('demo-1');
    expect(
      heads.map((head) => head.type),
      abbreviation,
    ).not.toContain('PROVIDER');
  }
  // Harbor has the satisfaction survey's feature on; Mesa has it loaded but off, so its members are not offered it.
  const listed = async (username: string, client: 'HARBOR' | 'MESA') => {
    const { jwt } = await signIn(harness.app, username, DEMO_PASSWORD[client], client);
    const response = await harness.app.inject({
      method: 'GET',
      url: '/api/v1/web/questionnaire',
      headers: { authorization: `Bearer ${jwt}`, 'x-client-abbreviation': client },
    });
    return json<{ questionnaires: { type: string }[] }>(response).questionnaires.map((entry) => entry.type);
  };
  expect(await listed('maria.lopez', 'HARBOR')).toContain('HRA_SAT');
  expect(await listed('robert.chen', 'MESA')).not.toContain('HRA_SAT');
});
