import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { memberSubscriptions, outboxMessages } from '../../db/schema';
import { coverageOf } from '../../../test/ledger-helpers';
import { fixtureQuestionnaire } from '../../../test/questionnaire-fixture';
import { createTestApp, json, type TestApp } from '../../../test/test-app';
import type { CommandOptions } from '../area-module';
import { EXPORT_FILES } from './questionnaire-documents.service';
import { questionnairesCommands } from './questionnaires.commands';

let harness: TestApp;
const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-questionnaires-'));

beforeAll(async () => {
  harness = await createTestApp();
});

afterAll(async () => {
  await harness.close();
  fs.rmSync(folder, { recursive: true, force: true });
});

/** Runs a command in this process, as `npm run portal -- <words>` would; its exit code and what it printed. */
async function portal(words: keyof typeof questionnairesCommands, options: CommandOptions) {
  const command = questionnairesCommands[words];
  const printed: string[] = [];
  const spy = vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
    printed.push(String(chunk));
    return true;
  });
  try {
    const status = await command.run(harness.services, [], options);
    return { status, stdout: printed.join('') };
  } finally {
    spy.mockRestore();
  }
}

function writeFile(name: string, content: unknown): string {
  const file = path.join(folder, name);
  fs.writeFileSync(file, typeof content === 'string' ? content : JSON.stringify(content));
  return file;
}

describe('npm run portal -- questionnaires load', () => {
  it('prints every problem of a malformed document with its path, exits 1 and loads nothing', async () => {
    const broken = fixtureQuestionnaire({ type: 'PROVIDER', version: 'bad' }) as Record<string, unknown> & {
      item: { item: Record<string, unknown>[] }[];
    };
    broken.resourceType = 'Patient';
    delete broken.item[0]!.item[0]!._text;
    const result = await portal('questionnaires load', { client: 'harbor', file: writeFile('broken.json', broken) });
    expect(result.status).toBe(1);
    expect(result.stdout).toContain('resourceType: ');
    expect(result.stdout).toContain('item[0].item[0]._text: missing translation');
    expect(result.stdout).toMatch(/\d+ problems; nothing was loaded/);
    const harbor = (await harness.services.clients.findClient('HARBOR'))!;
    const types = (await harness.services.questionnairesRepository.activeDefinitions(harbor.configuration.id)).map((head) => head.type);
    expect(types).not.toContain('PROVIDER');

    const notJson = await portal('questionnaires load', { client: 'harbor', file: writeFile('not.json', '{ nope') });
    expect(notJson.status).toBe(1);
    expect(notJson.stdout).toContain('(file): is not JSON');
  });

  it('loads a good document and makes it the active one of its type', async () => {
    const result = await portal('questionnaires load', {
      client: 'harbor',
      file: writeFile('good.json', fixtureQuestionnaire({ type: 'MOCK_CAHPS', version: 'cli-1' })),
    });
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('MOCK_CAHPS version cli-1 loaded for HARBOR');
  });
});

describe('npm run portal -- surveys link, surveys invite and questionnaires export', () => {
  it('prints a link that opens the survey for that member', async () => {
    const result = await portal('surveys link', { client: 'harbor', member: 'HHP100004', type: 'mock_cahps', days: '7' });
    expect(result.status).toBe(0);
    const link = new URL(result.stdout.trim());
    expect(link.pathname).toBe('/survey');
    const james = await coverageOf(harness, 'HHP100004');
    expect(link.searchParams.get('m')).toBe(String(james.memberId));
    const opened = await harness.app.inject({
      method: 'GET',
      url: `/api/v1/web/questionnaire/${link.searchParams.get('m')}/surveys/${link.searchParams.get('sid')}`,
      query: { responseId: link.searchParams.get('rid')!, signature: link.searchParams.get('sig')! },
      headers: { 'x-client-abbreviation': 'HARBOR' },
    });
    expect(json(opened)).toMatchObject({ state: 'OPEN' });
    await expect(portal('surveys link', { client: 'harbor', member: 'HHP100004', type: 'PROVIDER' })).rejects.toThrow(/no questionnaire/);
    await expect(portal('surveys link', { client: 'harbor', member: 'HHP100004', type: 'MOCK_CAHPS', days: '0' })).rejects.toThrow(
      /--days/,
    );
  });

  it('invites members by a Surveys e-mail, which is skipped for a member who unsubscribed from surveys', async () => {
    const maria = await coverageOf(harness, 'HHP100001');
    await harness.database.db.insert(memberSubscriptions).values({
      clientId: maria.clientId,
      memberId: maria.memberId,
      category: 'SURVEYS',
      status: 'UNSUBSCRIBED',
      updatedAt: harness.clock.now(),
    });
    const result = await portal('surveys invite', { client: 'harbor', type: 'MOCK_CAHPS' });
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/^[1-9]\d* member\(s\) invited/);
    await harness.services.dispatcher.dispatchNow();
    const sent = await harness.database.db
      .select({ memberId: outboxMessages.memberId, status: outboxMessages.status, subject: outboxMessages.subject })
      .from(outboxMessages)
      .where(eq(outboxMessages.purpose, 'SURVEYS'));
    expect(sent.find((message) => message.memberId === maria.memberId)?.status).toBe('SKIPPED');
    // Aisha reads Arabic: the survey's title comes in her language.
    const aisha = await coverageOf(harness, 'HHP100005');
    expect(sent.find((message) => message.memberId === aisha.memberId)).toMatchObject({
      status: 'CAPTURED',
      subject: expect.stringContaining('فحص تجريبي') as unknown,
    });
  });

  it('exports the documents as loaded and every response as a FHIR QuestionnaireResponse', async () => {
    const out = path.join(folder, 'export');
    const result = await portal('questionnaires export', { client: 'harbor', out });
    expect(result.status).toBe(0);
    const read = (name: string) =>
      fs
        .readFileSync(path.join(out, name), 'utf8')
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line) as Record<string, unknown>);
    const documents = read(EXPORT_FILES.questionnaires);
    expect(documents.find((document) => document.version === 'cli-1')).toEqual(
      fixtureQuestionnaire({ type: 'MOCK_CAHPS', version: 'cli-1' }),
    );
    const responses = read(EXPORT_FILES.responses);
    expect(responses.length).toBeGreaterThan(0);
    expect(responses.filter((response) => String(response.questionnaire).endsWith('test-mock_cahps|cli-1')).length).toBeGreaterThan(0);
    for (const response of responses) {
      expect(response).toMatchObject({ resourceType: 'QuestionnaireResponse', status: 'in-progress' });
      expect(response.questionnaire).toMatch(/^http:\/\/member-portal\.example\/fhir\/Questionnaire\/[\w-]+\|[\w.-]+$/);
      // Members are named by the plan's member number, not the portal's ids.
      expect(JSON.stringify(response)).toMatch(/"Patient\/HHP1\d+"/);
    }
  });

  it('says which option is missing', async () => {
    await expect(portal('questionnaires export', { client: 'harbor' })).rejects.toThrow(/--out/);
    await expect(portal('questionnaires load', { file: 'x.json' })).rejects.toThrow(/--client/);
    await expect(portal('surveys invite', { client: 'harbor', type: 'NOPE' })).rejects.toThrow(/--type/);
    await expect(portal('surveys link', { client: 'harbor', type: 'MOCK_CAHPS' })).rejects.toThrow(/--member/);
  });
});
