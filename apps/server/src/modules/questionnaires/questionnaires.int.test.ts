import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberCompletions, questionnaireResponses, rewardIssues } from '../../db/schema';
import type { ClientRecord } from '../../lib/client-record';
import { coverageOf, type DemoCoverage } from '../../../test/ledger-helpers';
import { fixtureQuestionnaire } from '../../../test/questionnaire-fixture';
import { createStaff, staffCall, staffSignIn } from '../../../test/staff-helpers';
import { createTestApp, DEMO_PASSWORD, json, signIn, type TestApp } from '../../../test/test-app';
import { questionnairesModule } from './questionnaires.module';

let harness: TestApp;
let harbor: ClientRecord;
let maria: DemoCoverage;
let aisha: DemoCoverage;
let mariaJwt: string;
let aishaJwt: string;

const HRA_ACTION = 103;

beforeAll(async () => {
  harness = await createTestApp();
  harbor = (await harness.services.clients.findClient('HARBOR'))!;
  const loaded = await harness.services.questionnaireDocuments.load(harbor, fixtureQuestionnaire({ version: 'test-1' }));
  expect(loaded).toMatchObject({ ok: true });
  maria = await coverageOf(harness, 'HHP100001');
  aisha = await coverageOf(harness, 'HHP100005');
  mariaJwt = (await signIn(harness.app, 'maria.lopez', DEMO_PASSWORD.HARBOR)).jwt;
  aishaJwt = (await signIn(harness.app, 'aisha.rahman', DEMO_PASSWORD.HARBOR)).jwt;
});

afterAll(async () => harness.close());

function call(jwt: string, method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) {
  return harness.app.inject({
    method,
    url: `/api${url}`,
    headers: { authorization: `Bearer ${jwt}`, 'x-client-abbreviation': 'HARBOR' },
    ...(payload === undefined ? {} : { payload }),
  });
}

async function start(jwt: string): Promise<number> {
  const response = await call(jwt, 'POST', '/v1/web/questionnaire', { type: 'HRA' });
  expect(response.statusCode).toBe(200);
  return json<{ my_id: number }>(response).my_id;
}

const save = (jwt: string, id: number, answers: { question_id: string; values: string[] }[]) =>
  call(jwt, 'POST', `/v1/web/questionnaire/${id}/answers`, { answers });

describe('questionnaire documents', () => {
  it('refuses a malformed document whole, naming each problem with its path, and writes nothing', async () => {
    const broken = fixtureQuestionnaire({ version: 'broken' }) as { item: { item: Record<string, unknown>[] }[]; status: string };
    broken.status = 'draft';
    broken.item[0]!.item[1]!.linkId = 'smoke';
    const before = await harness.services.questionnairesRepository.activeDefinitions(harbor.configuration.id);
    const result = await harness.services.questionnaireDocuments.load(harbor, broken);
    expect(result.ok).toBe(false);
    const paths = result.ok ? [] : result.problems.map((problem) => problem.path);
    expect(paths).toEqual(expect.arrayContaining(['status', 'item[0].item[1].linkId']));
    expect(await harness.services.questionnairesRepository.activeDefinitions(harbor.configuration.id)).toEqual(before);
  });

  it('refuses other content under a version already loaded, and takes the same document again as no change', async () => {
    const again = await harness.services.questionnaireDocuments.load(harbor, fixtureQuestionnaire({ version: 'test-1' }));
    expect(again).toMatchObject({ ok: true, unchanged: true });
    const changed = fixtureQuestionnaire({ version: 'test-1' });
    changed.title = 'Another title';
    const refused = await harness.services.questionnaireDocuments.load(harbor, changed);
    expect(refused).toMatchObject({ ok: false, problems: [{ path: 'version' }] });
  });
});

describe('a member answering a questionnaire', () => {
  it('lists the loaded questionnaire with its health action, not started', async () => {
    const response = await call(mariaJwt, 'GET', '/v1/web/questionnaire');
    expect(response.statusCode).toBe(200);
    const hra = json<{ questionnaires: Record<string, unknown>[] }>(response).questionnaires.find((entry) => entry.type === 'HRA');
    expect(hra).toMatchObject({ title: 'Test check-up', health_action_id: HRA_ACTION });
  });

  it('rejects answers that do not fit, naming each question, and keeps none of that save', async () => {
    const id = await start(mariaJwt);
    const response = await save(mariaJwt, id, [
      { question_id: 'smoke', values: ['maybe'] },
      { question_id: 'nowhere', values: ['1'] },
      { question_id: 'notes', values: ['fine'] },
    ]);
    expect(response.statusCode).toBe(422);
    const { error } = json<{ error: { code: string; fields: Record<string, string> } }>(response);
    expect(error.code).toBe('QUESTIONNAIRE_ANSWER_INVALID');
    expect(error.fields).toEqual({ smoke: 'NOT_AN_OPTION', nowhere: 'UNKNOWN_QUESTION' });
    const view = json<{ answers: unknown[] }>(await call(mariaJwt, 'GET', '/v1/web/questionnaire/HRA'));
    expect(view.answers).toEqual([]);
  });

  it('drops the answer to a question a changed answer disables', async () => {
    const id = await start(mariaJwt);
    await save(mariaJwt, id, [
      { question_id: 'smoke', values: ['yes'] },
      { question_id: 'cigarettes', values: ['10'] },
    ]);
    const response = await save(mariaJwt, id, [{ question_id: 'smoke', values: ['no'] }]);
    expect(response.statusCode).toBe(200);
    expect(json<{ answers: unknown[] }>(response).answers).toEqual([{ question_id: 'smoke', values: ['no'] }]);
  });

  it('refuses to finish with a required question open to the member unanswered', async () => {
    const id = await start(mariaJwt);
    await save(mariaJwt, id, [{ question_id: 'smoke', values: ['no'] }]);
    const response = await call(mariaJwt, 'POST', `/v1/web/questionnaire/${id}/finish`);
    expect(response.statusCode).toBe(422);
    const { error } = json<{ error: { code: string; details: Record<string, string> } }>(response);
    expect(error.code).toBe('QUESTIONNAIRE_REQUIRED_UNANSWERED');
    expect(Object.values(error.details)).toEqual(['mammogram']);
  });

  it("never lets one member reach another's attempt", async () => {
    const id = await start(mariaJwt);
    await save(mariaJwt, id, [{ question_id: 'smoke', values: ['yes'] }]);
    for (const [method, url, payload] of [
      ['POST', `/v1/web/questionnaire/${id}/answers`, { answers: [{ question_id: 'smoke', values: ['no'] }] }],
      ['POST', `/v1/web/questionnaire/${id}/finish`, undefined],
      ['POST', `/v1/web/questionnaire/${id}/refuse`, { type: 'HRA' }],
      ['GET', `/v1/web/questionnaire/${id}/results`, undefined],
    ] as const) {
      const response = await call(aishaJwt, method, url, payload);
      expect(response.statusCode, url).toBe(404);
      expect(json<{ error: { code: string } }>(response).error.code).toBe('QUESTIONNAIRE_RESPONSE_NOT_FOUND');
    }
    const own = json<{ answers: unknown[] }>(await call(mariaJwt, 'GET', '/v1/web/questionnaire/HRA'));
    expect(own.answers).toEqual([{ question_id: 'smoke', values: ['yes'] }]);
  });

  it('finishes once under 20 parallel finishes, with one completion and one reward, and keeps the scores', async () => {
    const id = await start(mariaJwt);
    await save(mariaJwt, id, [
      { question_id: 'smoke', values: ['yes'] },
      { question_id: 'cigarettes', values: ['5'] },
      { question_id: 'mammogram', values: ['yes'] },
    ]);
    const responses = await Promise.all(Array.from({ length: 20 }, () => call(mariaJwt, 'POST', `/v1/web/questionnaire/${id}/finish`)));
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    const completions = await harness.database.db
      .select({ id: memberCompletions.id })
      .from(memberCompletions)
      .where(and(eq(memberCompletions.memberId, maria.memberId), eq(memberCompletions.sourceRef, `questionnaire-response:${id}`)));
    expect(completions).toHaveLength(1);
    const rewards = await harness.database.db
      .select({ amount: rewardIssues.issuedAmount })
      .from(rewardIssues)
      .where(eq(rewardIssues.completionId, completions[0]!.id));
    expect(rewards).toEqual([{ amount: 5000 }]);

    const results = await call(mariaJwt, 'GET', `/v1/web/questionnaire/${id}/results`);
    expect(results.statusCode).toBe(200);
    expect(json(results)).toMatchObject({
      status: 'COMPLETED',
      overall_risk: 'HIGH',
      scores: [{ code: 'TOBACCO', title: 'Tobacco', value: 1, level: 'HIGH', band: 'SMOKER', risk: 'TOBACCO' }],
    });
    const risks = await call(mariaJwt, 'GET', '/v1/web/health-profile/health-risks');
    expect(risks.statusCode).toBe(200);
    expect(json(risks)).toMatchObject({ overall_risk: 'HIGH', response_id: id, health_summary: [{ risk: 'TOBACCO', level: 'HIGH' }] });
  });

  it('completes the health action of a refused questionnaire, earning nothing', async () => {
    const none = await call(aishaJwt, 'GET', '/v1/web/health-profile/health-risks');
    expect(json<{ error: { code: string } }>(none).error.code).toBe('HRA_SUMMARY_NOT_FOUND');
    const id = await start(aishaJwt);
    const response = await call(aishaJwt, 'POST', `/v1/web/questionnaire/${id}/refuse`, { type: 'HRA' });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toMatchObject({ status: 'REFUSED', my_id: id });
    const [completion] = await harness.database.db
      .select({ refused: memberCompletions.refused, healthActionId: memberCompletions.healthActionId, earning: memberCompletions.earning })
      .from(memberCompletions)
      .where(and(eq(memberCompletions.memberId, aisha.memberId), eq(memberCompletions.sourceRef, `questionnaire-response:${id}`)));
    expect(completion).toEqual({ refused: true, healthActionId: HRA_ACTION, earning: null });
  });

  it('offers no questionnaire whose feature the plan has off', async () => {
    const mesa = (await harness.services.clients.findClient('MESA'))!;
    await harness.services.questionnaireDocuments.load(mesa, fixtureQuestionnaire({ type: 'MOCK_CAHPS', version: 'mesa-1' }));
    const { jwt } = await signIn(harness.app, 'robert.chen', DEMO_PASSWORD.MESA, 'MESA');
    const response = await harness.app.inject({
      method: 'GET',
      url: '/api/v1/web/questionnaire/MOCK_CAHPS',
      headers: { authorization: `Bearer ${jwt}`, 'x-client-abbreviation': 'MESA' },
    });
    expect(response.statusCode).toBe(404);
    expect(json<{ error: { code: string } }>(response).error.code).toBe('QUESTIONNAIRE_NOT_FOUND');
  });
});

describe("staff viewing a member's portal", () => {
  it("read the member's questionnaires and results, and cannot start, answer, finish or refuse for them", async () => {
    const staffJwt = await staffSignIn(harness, await createStaff(harness, 'questionnaires.support', 'SUPPORT'));
    const opened = await staffCall(harness, staffJwt, 'POST', '/api/v1/staff/impersonations', {
      member_id: maria.memberId,
      reason: 'Member asks about the health questionnaire',
    });
    expect(opened.statusCode).toBe(200);
    const viewerJwt = opened.json<{ jwt: string }>().jwt;
    const read = await call(viewerJwt, 'GET', '/v1/web/questionnaire/HRA');
    expect(read.statusCode).toBe(200);
    const { my_id: id } = json<{ my_id: number }>(read);
    expect((await call(viewerJwt, 'GET', `/v1/web/questionnaire/${id}/results`)).statusCode).toBe(200);
    for (const [url, payload] of [
      ['/v1/web/questionnaire', { type: 'HRA' }],
      [`/v1/web/questionnaire/${id}/answers`, { answers: [] }],
      [`/v1/web/questionnaire/${id}/finish`, undefined],
      [`/v1/web/questionnaire/${id}/refuse`, { type: 'HRA' }],
    ] as const) {
      const write = await call(viewerJwt, 'POST', url, payload);
      expect(write.statusCode, url).toBe(403);
      expect(json<{ error: { code: string } }>(write).error.code).toBe('IMPERSONATION_READ_ONLY');
    }
  });
});

describe('the completions job', () => {
  it("records the completion a finished attempt's failed call left undone, once", async () => {
    const james = await coverageOf(harness, 'HHP100004');
    const id = await harness.services.questionnaires.start({ client: harbor, memberId: james.memberId }, 'HRA');
    // As a finish whose call stopped between the attempt's update and its completion leaves it.
    const finishedAt = new Date(harness.clock.now().getTime() - 5 * 60_000);
    await harness.database.db
      .update(questionnaireResponses)
      .set({ status: 'COMPLETED', finishedAt, scores: [] })
      .where(eq(questionnaireResponses.id, id));
    const [job] = questionnairesModule.jobs!;
    const completionsOf = () =>
      harness.database.db
        .select({ healthActionId: memberCompletions.healthActionId, refused: memberCompletions.refused })
        .from(memberCompletions)
        .where(and(eq(memberCompletions.memberId, james.memberId), eq(memberCompletions.sourceRef, `questionnaire-response:${id}`)));
    await job!.run(harness.services, harness.clock.now());
    expect(await completionsOf()).toEqual([{ healthActionId: HRA_ACTION, refused: false }]);
    const [row] = await harness.database.db
      .select({ recordedAt: questionnaireResponses.completionRecordedAt })
      .from(questionnaireResponses)
      .where(eq(questionnaireResponses.id, id));
    expect(row!.recordedAt).not.toBeNull();
    expect(
      await harness.services.questionnaires.recordUnrecordedCompletions((clientId) => harness.services.clients.findClientById(clientId)),
    ).toBe(0);
    expect(await completionsOf()).toHaveLength(1);
  });

  it('leaves alone an attempt whose finishing call recorded its completion', async () => {
    const recorded = await harness.database.db
      .select({ id: questionnaireResponses.id })
      .from(questionnaireResponses)
      .where(and(eq(questionnaireResponses.memberId, maria.memberId), eq(questionnaireResponses.status, 'COMPLETED')));
    expect(recorded.length).toBeGreaterThan(0);
    harness.clock.advance(10 * 60_000);
    const found = await harness.services.questionnairesRepository.unrecordedCompletions(harness.clock.now(), 100);
    harness.clock.advance(-10 * 60_000);
    expect(found.map((attempt) => attempt.id)).not.toEqual(expect.arrayContaining(recorded.map((row) => row.id)));
  });
});
