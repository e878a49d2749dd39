import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberCompletions } from '../../db/schema';
import type { ClientRecord } from '../../lib/client-record';
import { createSecretBox } from '../../lib/secret-box';
import { coverageOf, type DemoCoverage } from '../../../test/ledger-helpers';
import { fixtureQuestionnaire } from '../../../test/questionnaire-fixture';
import { createTestApp, json, type TestApp } from '../../../test/test-app';
import { createSurveyLinks } from './survey-links';

let harness: TestApp;
let harbor: ClientRecord;
let james: DemoCoverage;
let diego: DemoCoverage;
let maria: DemoCoverage;

const DAY_MS = 86_400_000;
const FEEDBACK_ACTION = 105;

interface Link {
  readonly m: string;
  readonly sid: string;
  readonly rid: string;
  readonly sig: string;
}

beforeAll(async () => {
  harness = await createTestApp();
  harbor = (await harness.services.clients.findClient('HARBOR'))!;
  expect(
    await harness.services.questionnaireDocuments.load(harbor, fixtureQuestionnaire({ type: 'MOCK_CAHPS', version: 's-1' })),
  ).toMatchObject({
    ok: true,
  });
  james = await coverageOf(harness, 'HHP100004');
  diego = await coverageOf(harness, 'HHP100003');
  maria = await coverageOf(harness, 'HHP100001');
});

afterAll(async () => harness.close());

async function linkFor(memberId: number, days = 30): Promise<Link> {
  const { url } = await harness.services.surveys.createLink(harbor, memberId, 'MOCK_CAHPS', days);
  return Object.fromEntries(new URL(url).searchParams) as unknown as Link;
}

function open(link: Link, action: '' | '/answers' | '/finish' = '', payload?: Record<string, unknown>) {
  return harness.app.inject({
    method: action === '' ? 'GET' : 'POST',
    url: `/api/v1/web/questionnaire/${link.m}/surveys/${link.sid}${action}`,
    query: { responseId: link.rid, signature: link.sig },
    headers: { 'x-client-abbreviation': 'HARBOR' },
    ...(payload === undefined ? {} : { payload }),
  });
}

const errorCode = (response: Awaited<ReturnType<typeof open>>) => json<{ error: { code: string } }>(response).error.code;

describe('a survey opened from a signed link', () => {
  it('opens without signing in, for that response only', async () => {
    const link = await linkFor(james.memberId);
    const response = await open(link);
    expect(response.statusCode).toBe(200);
    expect(json(response)).toMatchObject({ state: 'OPEN', questionnaire: { type: 'MOCK_CAHPS', my_id: Number(link.rid) } });
  });

  it('is refused, the same way, with a changed member, survey, response or expiry, or any other signature', async () => {
    const link = await linkFor(james.memberId);
    const other = await linkFor(diego.memberId);
    const [expiry, mac] = link.sig.split('.') as [string, string];
    for (const changed of [
      { ...link, m: String(diego.memberId) },
      { ...link, sid: String(Number(link.sid) + 1) },
      { ...link, rid: other.rid },
      { ...link, sig: `${Number(expiry) + 60}.${mac}` },
      { ...link, sig: other.sig },
      { ...link, sig: 'not-a-signature' },
    ]) {
      for (const action of ['', '/answers', '/finish'] as const) {
        const response = await open(changed, action, action === '/answers' ? { answers: [] } : undefined);
        expect(response.statusCode, JSON.stringify(changed)).toBe(404);
        expect(errorCode(response)).toBe('SURVEY_LINK_INVALID');
      }
    }
  });

  it('stops working once expired', async () => {
    const link = await linkFor(james.memberId, 1);
    expect((await open(link)).statusCode).toBe(200);
    harness.clock.advance(DAY_MS);
    const response = await open(link);
    harness.clock.advance(-DAY_MS);
    expect(response.statusCode).toBe(404);
    expect(errorCode(response)).toBe('SURVEY_LINK_INVALID');
  });

  it('reaches no response started in the portal, even with a correct signature for it', async () => {
    const started = await harness.services.questionnaires.start({ client: harbor, memberId: maria.memberId }, 'MOCK_CAHPS');
    const surveyId = (await harness.services.questionnaires.offered(harbor, 'MOCK_CAHPS')).id;
    // Signed with the test app's own key, as only the portal can: the response still was not made for a link.
    const links = createSurveyLinks(createSecretBox(Buffer.alloc(32, 7)).deriveKey('survey-links'), harness.clock, '');
    const target = { memberId: maria.memberId, surveyId, responseId: started };
    const signed = { m: String(maria.memberId), sid: String(surveyId), rid: String(started) };
    expect((await open({ ...signed, sig: links.signature(target, new Date(harness.clock.now().getTime() + DAY_MS)) })).statusCode).toBe(
      404,
    );
    // The same signer's link to a response made for a link does open: the refusal above is the response's, not the signer's.
    const made = await linkFor(james.memberId);
    const resigned = links.signature(
      { memberId: james.memberId, surveyId: Number(made.sid), responseId: Number(made.rid) },
      new Date(harness.clock.now().getTime() + DAY_MS),
    );
    expect((await open({ ...made, sig: resigned })).statusCode).toBe(200);
  });

  it('saves answers, checks them, finishes once with the survey health action, then answers COMPLETED', async () => {
    const link = await linkFor(james.memberId);
    const invalid = await open(link, '/answers', { answers: [{ question_id: 'smoke', values: ['perhaps'] }] });
    expect(invalid.statusCode).toBe(422);
    expect(json<{ error: { fields: Record<string, string> } }>(invalid).error.fields).toEqual({ smoke: 'NOT_AN_OPTION' });
    const saved = await open(link, '/answers', { answers: [{ question_id: 'smoke', values: ['no'] }] });
    expect(saved.statusCode).toBe(200);
    expect(json(saved)).toMatchObject({ state: 'OPEN', questionnaire: { answers: [{ question_id: 'smoke', values: ['no'] }] } });
    const finished = await open(link, '/finish');
    expect(finished.statusCode).toBe(200);
    expect(json(finished)).toEqual({ state: 'COMPLETED', questionnaire: null });
    expect(json(await open(link))).toEqual({ state: 'COMPLETED', questionnaire: null });
    const again = await open(link, '/finish');
    expect(again.statusCode).toBe(409);
    expect(errorCode(again)).toBe('SURVEY_ALREADY_COMPLETED');
    const completions = await harness.database.db
      .select({ healthActionId: memberCompletions.healthActionId })
      .from(memberCompletions)
      .where(and(eq(memberCompletions.memberId, james.memberId), eq(memberCompletions.sourceRef, `questionnaire-response:${link.rid}`)));
    expect(completions).toEqual([{ healthActionId: FEEDBACK_ACTION }]);
    // A new link opens the new attempt alone: the finished one is not shown through it.
    const next = await open(await linkFor(james.memberId));
    expect(json(next)).toMatchObject({ state: 'OPEN', questionnaire: { all_completions: [], last_completed: null } });
  });

  it('is CLOSED once another version of the survey is the active one', async () => {
    const link = await linkFor(diego.memberId);
    await harness.services.questionnaireDocuments.load(harbor, fixtureQuestionnaire({ type: 'MOCK_CAHPS', version: 's-2' }));
    expect(json(await open(link))).toEqual({ state: 'CLOSED', questionnaire: null });
    const save = await open(link, '/answers', { answers: [{ question_id: 'smoke', values: ['no'] }] });
    expect(save.statusCode).toBe(410);
    expect(errorCode(save)).toBe('SURVEY_CLOSED');
  });
});
