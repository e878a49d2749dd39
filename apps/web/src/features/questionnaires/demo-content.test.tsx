import fs from 'node:fs';
import path from 'node:path';
import type { Question, Questionnaire } from '@portal/contract';
import { localizeQuestionnaire, parseQuestionnaireDocument } from '@portal/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../lib/session-store';
import { stubServer } from '../account/test/account-harness';
import { openPage } from './test/harness';

// The demo plans' own health risk assessment, as the server sends it to a 40-year-old woman in English.
const DOCUMENT = path.resolve(import.meta.dirname, '../../../../server/seed/questionnaires/hra.json');

function demoHra(): Questionnaire {
  const parsed = parseQuestionnaireDocument(JSON.parse(fs.readFileSync(DOCUMENT, 'utf8')));
  if (!parsed.ok) throw new Error(parsed.problems.map((problem) => `${problem.path}: ${problem.message}`).join('\n'));
  const localized = localizeQuestionnaire(parsed.definition, 'EN', { age: 40, gender: 'F' });
  return { ...localized, id: 1, myId: 5, status: 'STARTED', lastCompleted: null, healthActionId: 101, answers: [], allCompletions: [] };
}

/** The first choice, the lowest number allowed, a past date, a few words where an answer is required. */
async function answerIn(wrapper: HTMLElement, question: Question): Promise<void> {
  const field = within(wrapper);
  if (question.type === 'RADIO_BUTTONS' || question.type === 'LINEAR_SCALE') await userEvent.click(field.getAllByRole('radio')[0]!);
  else if (question.type === 'CHECKBOXES') await userEvent.click(field.getAllByRole('checkbox')[0]!);
  else if (question.type === 'DROPDOWN') await userEvent.selectOptions(field.getByRole('combobox'), question.answerOptions[0]!.code);
  else if (question.type === 'DATE_FIELD') await userEvent.type(wrapper.querySelector('input')!, '2020-01-01');
  else if (question.numeric) await userEvent.type(field.getByRole('textbox'), String(question.numeric.min ?? 1));
  else if (!question.optional) await userEvent.type(field.getByRole('textbox'), 'Fine');
}

afterEach(() => {
  sessionStore.set(null);
  vi.unstubAllGlobals();
});

describe("the demo plans' health risk assessment in the runner", () => {
  it('opens on its first page with every question there labelled by its words', async () => {
    const hra = demoHra();
    stubServer({ 'GET /v1/web/questionnaire/HRA': { body: hra } });
    openPage('/health-actions/hra');
    const first = hra.groups[0]!;
    await userEvent.click(await screen.findByRole('button', { name: 'Continue where you left off' }));
    expect(await screen.findByRole('heading', { level: 2, name: first.title })).toBeVisible();
    for (const question of first.questions.filter((candidate) => candidate.otherSelectors.length === 0 && !candidate.enableWhenScore)) {
      const label = new RegExp(question.text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
      expect(screen.getAllByLabelText(label), question.id).not.toHaveLength(0);
    }
    expect(screen.queryByText('Something went wrong, please try again')).toBeNull();
  });

  it("can be answered page by page to the end, each page saved, and finishes on the document's own success screen", async () => {
    const hra = demoHra();
    const questions = new Map(hra.groups.flatMap((group) => group.questions).map((question) => [question.id, question]));
    const server = stubServer({
      'GET /v1/web/questionnaire/HRA': { body: hra },
      'POST /v1/web/questionnaire/5/answers': { body: hra },
      'POST /v1/web/questionnaire/5/finish': { body: { ...hra, status: 'COMPLETED' } },
    });
    openPage('/health-actions/hra');
    await userEvent.click(await screen.findByRole('button', { name: 'Continue where you left off' }));
    await screen.findByRole('heading', { level: 2, name: hra.groups[0]!.title });
    for (let page = 0; page < hra.groups.length && screen.queryByRole('button', { name: /^(Next|Finish)$/ }); page += 1) {
      // An answer may open further questions on the page: each pass answers those not yet answered.
      const answered = new Set<string>();
      let open = [...document.querySelectorAll<HTMLElement>('[data-question]')];
      while (open.some((wrapper) => !answered.has(wrapper.dataset.question!))) {
        for (const wrapper of open.filter((candidate) => !answered.has(candidate.dataset.question!))) {
          answered.add(wrapper.dataset.question!);
          await answerIn(wrapper, questions.get(wrapper.dataset.question!)!);
        }
        open = [...document.querySelectorAll<HTMLElement>('[data-question]')];
      }
      await userEvent.click(screen.getByRole('button', { name: /Next|Finish/ }));
      expect(screen.queryByText('This question must be answered')).toBeNull();
    }
    // The document's own words for the success screen.
    const success = hra.screens.find((screen) => screen.kind === 'SUCCESS')!.title;
    expect(await screen.findByRole('heading', { name: success })).toBeVisible();
    expect(server.calls.filter((call) => call.path.endsWith('/answers')).length).toBeGreaterThan(3);
    expect(server.calls.at(-1)!.path).toBe('/v1/web/questionnaire/5/finish');
  });
});
