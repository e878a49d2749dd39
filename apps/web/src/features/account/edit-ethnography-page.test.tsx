import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clientConfiguration, memberInfo } from '../../test/fixtures';
import { renderInPortal } from '../../test/render';
import { EditEthnographyPage } from './edit-ethnography-page';
import { addressOf, CurrentPath, stubServer } from './test/account-harness';

const CONFIGURATION = clientConfiguration({
  races: [
    { code: 'ASIAN', label: { EN: 'Asian' } },
    { code: 'WHITE', label: { EN: 'White' } },
  ],
  ethnicities: [{ code: 'HISPANIC_OR_LATINO', label: { EN: 'Hispanic or Latino' } }],
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('race and ethnicity editor', () => {
  it("offers the client's lists, each with prefer not to say, and sends that as null", async () => {
    const server = stubServer({
      'PUT /v1/web/member/update/ethnography': { body: { saved: true } },
      'POST /v4/web/member/post-member-activity': { body: { saved: true } },
      'GET /v3/web/member/member-info': { body: memberInfo() },
    });
    renderInPortal(
      <>
        <EditEthnographyPage />
        <CurrentPath />
      </>,
      {
        member: memberInfo({ race: 'ASIAN', ethnography: 'HISPANIC_OR_LATINO' }),
        configuration: CONFIGURATION,
        path: '/account/edit-ethnography',
      },
    );
    const race = screen.getByRole('combobox', { name: 'Race' });
    expect(race).toHaveValue('ASIAN');
    expect([...race.querySelectorAll('option')].map((option) => option.textContent)).toEqual(['Prefer not to say', 'Asian', 'White']);
    await userEvent.selectOptions(race, 'WHITE');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Ethnicity' }), 'Prefer not to say');
    await userEvent.click(screen.getByRole('button', { name: 'Save race and ethnicity' }));
    await waitFor(() => expect(screen.getByTestId('current-path')).toHaveTextContent('/account'));
    expect(server.calls[0]?.body).toEqual({ race: 'WHITE', ethnography: null });
  });

  it('returns to the account page while the activity post is still under way', async () => {
    const server = stubServer({
      'PUT /v1/web/member/update/ethnography': { body: { saved: true } },
      'GET /v3/web/member/member-info': { body: memberInfo() },
    });
    // The activity post never answers here: the page must not wait for it.
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>((input, init) =>
        addressOf(input).endsWith('/post-member-activity') ? new Promise<Response>(() => undefined) : server.fetch(input, init),
      ),
    );
    renderInPortal(
      <>
        <EditEthnographyPage />
        <CurrentPath />
      </>,
      { member: memberInfo({ race: 'ASIAN' }), configuration: CONFIGURATION, path: '/account/edit-ethnography' },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save race and ethnicity' }));
    await waitFor(() => expect(screen.getByTestId('current-path')).toHaveTextContent(/^\/account$/));
  });
});
