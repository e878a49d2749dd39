import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Questionnaire } from '@portal/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { displayedLanguageStore } from '../../lib/language-store';
import { sessionStore } from '../../lib/session-store';
import { addressOf, failure, stubServer, type StubAnswer } from '../account/test/account-harness';
import { questionnairesFailure } from './api/failure-flag';
import { openPage } from './test/harness';
import { questionnaire } from './test/questionnaire-fixtures';

const started = (overrides: Partial<Questionnaire> = {}): Questionnaire => questionnaire({ myId: 70, status: 'STARTED', ...overrides });

afterEach(() => {
  sessionStore.set(null);
  displayedLanguageStore.set({ code: 'EN', loading: false });
  questionnairesFailure.set(false);
  vi.unstubAllGlobals();
});

/** The HRA's first page, not yet started; the start and save calls answer with a started attempt. */
function openHra(answers: Record<string, StubAnswer | ((body: unknown) => StubAnswer)> = {}) {
  const server = stubServer({
    'GET /v1/web/questionnaire/HRA': { body: questionnaire() },
    'POST /v1/web/questionnaire': { body: started() },
    'POST /v1/web/questionnaire/70/answers': (body) => ({ body: started({ answers: (body as { answers: [] }).answers }) }),
    ...answers,
  });
  openPage('/health-actions/hra');
  return server;
}

const next = () => userEvent.click(screen.getByRole('button', { name: 'Next' }));

async function answerFirstPage(): Promise<void> {
  await userEvent.click(await screen.findByRole('radio', { name: 'Good' }));
  await userEvent.type(screen.getByRole('textbox', { name: /How much do you weigh/ }), '180');
}

/** A started attempt whose first page is answered opens on the optional page; the mood page follows. */
async function continueToMood(): Promise<void> {
  await userEvent.click(await screen.findByRole('button', { name: 'Continue where you left off' }));
  expect(await screen.findByRole('heading', { name: 'A little more' })).toBeVisible();
  await next();
  expect(await screen.findByRole('heading', { name: 'Your mood' })).toBeVisible();
}

describe('the questionnaire runner', () => {
  it('shows one group per page with its instructions, numbers, "Optional" marks and the focus on its heading', async () => {
    openHra();
    const heading = await screen.findByRole('heading', { level: 2, name: 'About you' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByText('Think about the last four weeks.')).toBeVisible();
    expect(screen.getByRole('radiogroup', { name: '1. How is your health?' })).toBeVisible();
    expect(screen.getByRole('textbox', { name: '2. How much do you weigh?' })).toBeVisible();
    // The plan names the unit by its UCUM code ([lb_av]); the member reads it as a word.
    expect(screen.getByText('lb')).toBeVisible();
    // Opened only by a poor health answer; optional, so unnumbered.
    expect(screen.queryByText(/What makes it poor/)).toBeNull();
    await userEvent.click(screen.getByRole('radio', { name: 'Poor' }));
    expect(screen.getByRole('textbox', { name: 'What makes it poor? (Optional)' })).toBeVisible();
  });

  it('loads its words again in a language picked on screen, keeping the page and the answers given', async () => {
    let language = 'EN';
    const inSpanish = (shown: Questionnaire): Questionnaire => ({
      ...shown,
      title: 'Evaluación de riesgos de salud',
      groups: shown.groups.map((group, index) => (index === 0 ? { ...group, title: 'Sobre usted' } : group)),
    });
    const server = openHra({
      'GET /v1/web/questionnaire/HRA': () => ({ body: language === 'ES' ? inSpanish(questionnaire()) : questionnaire() }),
    });
    await userEvent.click(await screen.findByRole('radio', { name: 'Good' }));
    language = 'ES';
    act(() => displayedLanguageStore.set({ code: 'ES', loading: false }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Evaluación de riesgos de salud' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Sobre usted' })).toBeVisible();
    expect(screen.getByRole('radio', { name: 'Good' })).toBeChecked();
    expect(server.calls.filter((call) => call.method === 'GET')).toHaveLength(2);
  });

  it('lists the required reward questions before the member begins, and refuses only through a confirmation', async () => {
    const server = openHra({ 'POST /v1/web/questionnaire/70/refuse': { body: started({ status: 'REFUSED' }) } });
    const list = await screen.findByRole('region', { name: 'To earn your reward, answer these questions:' });
    expect(within(list).getByText('How is your health?')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: "I don't want to take it" }));
    const dialog = await screen.findByRole('dialog', { name: "Don't take it?" });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Go back' }));
    expect(server.calls.some((call) => call.path.endsWith('/refuse'))).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: "I don't want to take it" }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: "Yes, I don't want to take it" }));
    expect(await screen.findByText(/You chose not to take this/)).toBeVisible();
    // No attempt yet: one is started, then refused.
    expect(server.calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'GET /v1/web/questionnaire/HRA',
      'POST /v1/web/questionnaire',
      'POST /v1/web/questionnaire/70/refuse',
    ]);
    expect(server.calls[2]!.body).toEqual({ type: 'HRA' });
  });

  it('says exactly what is missing on a failed Next, tied to each question, and moves the focus to the first problem', async () => {
    const server = openHra();
    await screen.findByRole('heading', { name: 'About you' });
    await next();
    expect(screen.getAllByText('This question must be answered')).toHaveLength(2);
    expect(screen.getByText('Select an answer above')).toBeVisible();
    const weight = screen.getByRole('textbox', { name: /How much do you weigh/ });
    expect(weight).toHaveAttribute('aria-invalid', 'true');
    expect(weight).toHaveAccessibleDescription(/This question must be answered/);
    expect(screen.getByRole('radiogroup', { name: /How is your health/ })).toHaveAccessibleDescription('This question must be answered');
    expect(screen.getByRole('radio', { name: 'Good' })).toHaveFocus();
    await userEvent.click(screen.getByRole('radio', { name: 'Good' }));
    await userEvent.type(weight, '20');
    await next();
    expect(weight).toHaveAccessibleDescription(/Enter 50 or more/);
    expect(weight).toHaveFocus();
    expect(server.calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('saves each page before the next, starting the attempt first, and lets an optional-only page be skipped', async () => {
    const server = openHra();
    await answerFirstPage();
    await next();
    expect(await screen.findByRole('heading', { name: 'A little more' })).toBeVisible();
    expect(server.calls.map((call) => `${call.method} ${call.path}`).slice(1)).toEqual([
      'POST /v1/web/questionnaire',
      'POST /v1/web/questionnaire/70/answers',
    ]);
    expect(server.calls[2]!.body).toEqual({
      answers: [
        { question_id: 'health', values: ['GOOD'] },
        { question_id: 'body_weight', values: ['180'] },
        { question_id: 'why', values: [] },
      ],
    });
    // Every question here is optional: Next with nothing answered goes on, and no message shows.
    await next();
    expect(await screen.findByRole('heading', { name: 'Your mood' })).toBeVisible();
    expect(screen.queryByText('Select an answer above')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('heading', { name: 'A little more' })).toBeVisible();
  });

  it('shows the 988 lifeline at once, as an alert that stays, when a crisis-support answer weighs above zero', async () => {
    const resumed = started({
      answers: [
        { questionId: 'health', values: ['GOOD'] },
        { questionId: 'body_weight', values: ['180'] },
      ],
    });
    stubServer({ 'GET /v1/web/questionnaire/HRA': { body: resumed }, 'POST /v1/web/questionnaire/70/answers': { body: resumed } });
    openPage('/health-actions/hra');
    await continueToMood();
    await userEvent.click(screen.getByRole('radio', { name: 'Not at all' }));
    expect(screen.queryByRole('alert')).toBeNull();
    await userEvent.click(screen.getByRole('radio', { name: 'Several days' }));
    const panel = screen.getByRole('alert');
    expect(panel).toHaveTextContent(/call or text 988/);
    expect(within(panel).getByRole('link', { name: 'Call 988' })).toHaveAttribute('href', 'tel:988');
    expect(within(panel).getByRole('link', { name: 'Text 988' })).toHaveAttribute('href', 'sms:988');
    expect(within(panel).getByRole('link', { name: 'call 911' })).toHaveAttribute('href', 'tel:911');
    // Beside the answer that raised it, not at the top of a long page: after the question, before the next.
    const follows = (earlier: Element, later: Element) =>
      Boolean(earlier.compareDocumentPosition(later) & Node.DOCUMENT_POSITION_FOLLOWING);
    expect(follows(screen.getByRole('radiogroup', { name: /better off dead/ }), panel)).toBe(true);
    expect(follows(panel, screen.getByRole('combobox', { name: /Where do you live/ }))).toBe(true);
    await userEvent.click(screen.getByRole('radio', { name: 'Not at all' }));
    expect(screen.getByRole('alert')).toHaveTextContent(/988/);
  });

  it('moves along the linear scale with the arrow keys, the other way round in a right-to-left page', async () => {
    const resumed = started({
      answers: [
        { questionId: 'health', values: ['GOOD'] },
        { questionId: 'body_weight', values: ['180'] },
      ],
    });
    stubServer({ 'GET /v1/web/questionnaire/HRA': { body: resumed }, 'POST /v1/web/questionnaire/70/answers': { body: resumed } });
    openPage('/health-actions/hra');
    await continueToMood();
    const scale = await screen.findByRole('radiogroup', { name: /How much energy/ });
    expect(scale).toHaveAccessibleDescription('1 = None, 5 = Plenty');
    await userEvent.click(within(scale).getByRole('radio', { name: '3' }));
    await userEvent.keyboard('{ArrowRight}');
    expect(within(scale).getByRole('radio', { name: '4' })).toBeChecked();
    expect(within(scale).getByRole('radio', { name: '4' })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    expect(within(scale).getByRole('radio', { name: '2' })).toBeChecked();
    document.documentElement.dir = 'rtl';
    await userEvent.keyboard('{ArrowRight}');
    expect(within(scale).getByRole('radio', { name: '1' })).toBeChecked();
    // At the low end the row stops.
    await userEvent.keyboard('{ArrowRight}');
    expect(within(scale).getByRole('radio', { name: '1' })).toBeChecked();
    document.documentElement.dir = 'ltr';
  });

  it('welcomes a member back to a started attempt, and starts over with no answers through the start call', async () => {
    const server = stubServer({
      'GET /v1/web/questionnaire/HRA': { body: started({ answers: [{ questionId: 'health', values: ['POOR'] }] }) },
      'POST /v1/web/questionnaire': { body: started() },
    });
    openPage('/health-actions/hra');
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Start over' }));
    expect(await screen.findByRole('heading', { name: 'About you' })).toBeVisible();
    expect(screen.getByRole('radio', { name: 'Poor' })).not.toBeChecked();
    expect(server.calls[1]).toMatchObject({ method: 'POST', path: '/v1/web/questionnaire', body: { type: 'HRA' } });
  });

  it('scores while finish runs, then thanks the member with the way to the results and to take it again', async () => {
    let release: (answer: StubAnswer) => void = () => undefined;
    const finishing = new Promise<StubAnswer>((resolve) => (release = resolve));
    const last = started({
      answers: [
        { questionId: 'health', values: ['GOOD'] },
        { questionId: 'body_weight', values: ['180'] },
      ],
    });
    const server = stubServer({
      'GET /v1/web/questionnaire/HRA': { body: last },
      'POST /v1/web/questionnaire/70/answers': { body: last },
      'POST /v1/web/questionnaire': { body: started() },
    });
    const fetchMock = server.fetch.getMockImplementation()!;
    server.fetch.mockImplementation(async (input, init) => {
      if (addressOf(input).endsWith('/finish')) {
        const { body } = await finishing;
        return new Response(JSON.stringify(body), { status: 200 });
      }
      return fetchMock(input, init);
    });
    openPage('/health-actions/hra');
    await continueToMood();
    await userEvent.click(screen.getByRole('radio', { name: '4' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Not at all' }));
    await userEvent.click(screen.getByRole('button', { name: 'Finish' }));
    expect(await screen.findByRole('heading', { name: 'Scoring your answers' })).toBeVisible();
    release({ body: started({ status: 'COMPLETED' }) });
    expect(await screen.findByRole('heading', { name: 'Thank you' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'See your results' })).toHaveAttribute('href', '/health-actions/hra/results');
    await userEvent.click(screen.getByRole('button', { name: 'Take it again' }));
    expect(await screen.findByRole('heading', { name: 'About you' })).toBeVisible();
  });

  it('saves and exits, with the way back to the health actions', async () => {
    const server = openHra();
    await answerFirstPage();
    await userEvent.click(screen.getByRole('button', { name: 'Save and exit' }));
    expect(await screen.findByRole('heading', { name: 'Your answers are saved' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to your health actions' })).toHaveAttribute('href', '/health-actions');
    expect(server.calls.at(-1)!.path).toBe('/v1/web/questionnaire/70/answers');
  });

  it('raises the area failure flag on a failed call and says so, keeping the member on the page', async () => {
    openHra({ 'POST /v1/web/questionnaire/70/answers': failure(503, 'UNAVAILABLE') });
    await answerFirstPage();
    await next();
    expect(await screen.findByText('Something went wrong, please try again')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'About you' })).toBeVisible();
  });

  it("shows the server's reasons for refusing an answer under each question, whatever case the wire gave its id", async () => {
    openHra({
      'POST /v1/web/questionnaire/70/answers': failure(422, 'QUESTIONNAIRE_ANSWER_INVALID', {
        body_weight: 'ABOVE_MAXIMUM',
        health: 'NOT_OPEN',
      }),
    });
    await answerFirstPage();
    await next();
    const weight = screen.getByRole('textbox', { name: /How much do you weigh/ });
    await waitFor(() => expect(weight).toHaveAccessibleDescription(/Enter 500 or less/));
    expect(screen.getByRole('radio', { name: 'Good' })).toHaveFocus();
    expect(screen.getByRole('radiogroup', { name: /How is your health/ })).toHaveAccessibleDescription(
      'This answer cannot be saved; please check it',
    );
  });

  it("shows a survey's results link on its health action, and keeps Start disabled while the page loads", async () => {
    stubServer({
      'GET /v1/web/questionnaire/MOCK_CAHPS': { body: started({ type: 'MOCK_CAHPS', status: 'COMPLETED', healthActionId: 205 }) },
    });
    openPage('/questionnaire/MOCK_CAHPS', { features: ['MOCK_CAHPS'] });
    expect(await screen.findByRole('link', { name: 'See your results' })).toHaveAttribute('href', '/health-actions/205/results');
  });
});

describe("staff viewing a member's portal", () => {
  it('see the questionnaire but every answer and control that writes is disabled, with the reason', async () => {
    stubServer({ 'GET /v1/web/questionnaire/HRA': { body: started({ answers: [{ questionId: 'health', values: ['GOOD'] }] }) } });
    openPage('/health-actions/hra');
    sessionStore.set({ ...sessionStore.get()!, impersonation: { id: 'view-1', clientAbbreviation: 'HARBOR' } });
    expect(await screen.findByRole('button', { name: 'Start over' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Continue where you left off' }));
    expect(await screen.findByRole('heading', { name: 'About you' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Save and exit' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toHaveAttribute('aria-describedby', 'read-only-view-reason');
    // The member's answer shows, and cannot be changed.
    for (const choice of screen.getAllByRole('radio')) {
      expect(choice).toBeDisabled();
      expect(choice).toHaveAttribute('aria-describedby', 'read-only-view-reason');
    }
    expect(screen.getByRole('radio', { name: 'Good' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: /How much do you weigh/ })).toBeDisabled();
  });
});

describe('questionnaires that are not there', () => {
  it("says 'No HRA loaded or found' when the plan has none for the member", async () => {
    stubServer({ 'GET /v1/web/questionnaire/HRA': failure(404, 'QUESTIONNAIRE_NOT_FOUND') });
    openPage('/health-actions/hra');
    expect(await screen.findByRole('heading', { level: 1, name: 'No HRA loaded or found' })).toBeVisible();
  });

  it('says the same of an unknown type, or one whose feature the plan has off, without asking the server', async () => {
    const server = stubServer({});
    openPage('/questionnaire/NOT_A_TYPE');
    expect(await screen.findByRole('heading', { level: 1, name: 'No questionnaire loaded or found' })).toBeVisible();
    openPage('/questionnaire/MOCK_CAHPS', { features: [] });
    expect(await screen.findAllByRole('heading', { level: 1, name: 'No questionnaire loaded or found' })).toHaveLength(2);
    expect(server.calls).toEqual([]);
  });
});
