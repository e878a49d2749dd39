import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addressOf, failure, stubServer } from '../account/test/account-harness';
import { questionnairesFailure } from './api/failure-flag';
import { openPage } from './test/harness';
import { extras, questionnaire } from './test/questionnaire-fixtures';

const LINK = '/survey?m=41&sid=3&rid=900&sig=abc.DEF_9';
const SURVEY_PATH = '/v1/web/questionnaire/41/surveys/3';
const survey = questionnaire({ type: 'MOCK_CAHPS', title: 'Plan feedback survey', myId: 900, status: 'STARTED', groups: [extras] });

afterEach(() => {
  questionnairesFailure.set(false);
  vi.unstubAllGlobals();
});

describe('the survey link page', () => {
  it('tells the member to contact support, with the plan\u2019s contacts, when the link is incomplete, without asking the server', async () => {
    const server = stubServer({});
    openPage('/survey?m=41&sid=3&rid=900', { visitor: true });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('This link does not work')).toBeVisible();
    expect(within(alert).getByRole('link', { name: '1-800-555-0134' })).toHaveAttribute('href', 'tel:18005550134');
    expect(within(alert).getByRole('link', { name: 'help@plan.example' })).toHaveAttribute('href', 'mailto:help@plan.example');
    expect(server.calls).toEqual([]);
  });

  it('shows the same page when the server does not recognise the link', async () => {
    stubServer({ [`GET ${SURVEY_PATH}`]: failure(404, 'SURVEY_LINK_INVALID') });
    openPage(LINK, { visitor: true });
    expect(await screen.findByText('This link does not work')).toBeVisible();
    expect(screen.queryByText('Something went wrong, please try again')).toBeNull();
  });

  it('says a closed survey is closed, and a completed one completed', async () => {
    stubServer({ [`GET ${SURVEY_PATH}`]: failure(410, 'SURVEY_CLOSED') });
    openPage(LINK, { visitor: true });
    expect(await screen.findByText('This survey is closed')).toBeVisible();
    stubServer({ [`GET ${SURVEY_PATH}`]: { body: { state: 'COMPLETED', questionnaire: null } } });
    openPage(LINK, { visitor: true });
    expect(await screen.findByText('You already completed this survey')).toBeVisible();
  });

  it('runs the survey over the link calls, with the link in each, and thanks the member at the end', async () => {
    const server = stubServer({
      [`GET ${SURVEY_PATH}`]: { body: { state: 'OPEN', questionnaire: survey } },
      [`POST ${SURVEY_PATH}/answers`]: { body: { state: 'OPEN', questionnaire: survey } },
      [`POST ${SURVEY_PATH}/finish`]: { body: { state: 'COMPLETED', questionnaire: null } },
    });
    openPage(LINK, { visitor: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'Plan feedback survey' })).toBeVisible();
    // Nothing answered yet: the questions open at once.
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Golf' }));
    await userEvent.click(screen.getByRole('button', { name: 'Finish' }));
    expect(await screen.findByRole('heading', { name: 'Thank you' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'See your results' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Take it again' })).toBeNull();
    const posts = server.calls.filter((call) => call.method === 'POST');
    expect(posts.map((call) => call.path)).toEqual([`${SURVEY_PATH}/answers`, `${SURVEY_PATH}/finish`]);
    expect(posts[0]!.body).toEqual({
      answers: [
        { question_id: 'notes', values: [] },
        { question_id: 'sports', values: ['GOLF'] },
      ],
    });
    const urls = server.fetch.mock.calls.map(([input]) => addressOf(input));
    expect(urls.every((url) => url.includes('responseId=900') && url.includes('signature=abc.DEF_9'))).toBe(true);
  });

  it('welcomes the member back to answers given before, without a start over (the link has one attempt)', async () => {
    stubServer({
      [`GET ${SURVEY_PATH}`]: {
        body: { state: 'OPEN', questionnaire: { ...survey, answers: [{ questionId: 'notes', values: ['Fine'] }] } },
      },
    });
    openPage(LINK, { visitor: true });
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Start over' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Continue where you left off' }));
    expect(await screen.findByRole('textbox', { name: 'Anything else to tell us? (Optional)' })).toHaveValue('Fine');
  });
});
