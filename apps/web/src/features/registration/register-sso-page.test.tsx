import { MantineProvider } from '@mantine/core';
import { PERMISSIONS, toWireCase } from '@portal/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, Route, Routes } from 'react-router';
import { configureApiClient } from '../../lib/api-client';
import { CLIENT_CONFIGURATION_KEY } from '../../lib/api/get-client-configuration';
import { isSignedIn, sessionStore, type MemberSession } from '../../lib/session-store';
import { accessToken, clientConfiguration, memberInfo, visitorContext } from '../../test/fixtures';
import { registerSsoRedirect, RegisterSsoPage } from './register-sso-page';

const NOW = Date.now();
const pending = (overrides: Partial<MemberSession> = {}): MemberSession => ({
  memberId: 42,
  jwt: accessToken({ exp: NOW / 1000 + 600, prm: [PERMISSIONS.ssoRegistrationRequired] }),
  refreshToken: null,
  expiresAt: NOW + 600_000,
  permissions: [PERMISSIONS.ssoRegistrationRequired],
  loginType: 'SSO_SAML_IDP_INIT',
  memberLoginUrl: 'https://plan.example/members',
  ...overrides,
});
const full = pending({ permissions: [PERMISSIONS.manageMemberAccount, PERMISSIONS.manageContactInformation] });

type Answer = { status?: number; body: unknown };

/** Stands in for the server by "METHOD /path"; keeps what each call sent. */
function stubServer(answers: Record<string, Answer | (() => Answer)>) {
  const calls: { route: string; body: unknown; authorization?: string }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input, init) => {
      const address = input instanceof Request ? input.url : input instanceof URL ? input.href : input;
      const route = `${init?.method ?? 'GET'} ${new URL(address, 'http://portal.test').pathname.replace(/^\/api/, '')}`;
      calls.push({ route, body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined });
      const answer = answers[route];
      if (!answer) throw new Error(`unexpected call ${route}`);
      const { status = 200, body } = typeof answer === 'function' ? answer() : answer;
      return new Response(JSON.stringify(toWireCase(body)), { status, headers: { 'content-type': 'application/json' } });
    }),
  );
  configureApiClient({
    context: () => visitorContext(),
    onUnauthorized: () => undefined,
  });
  return calls;
}

function show(session: MemberSession | null) {
  sessionStore.set(session);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(CLIENT_CONFIGURATION_KEY, clientConfiguration());
  render(
    <QueryClientProvider client={queryClient}>
      <MantineProvider env="test">
        <MemoryRouter initialEntries={['/register-sso']}>
          <Routes>
            <Route path="/register-sso" element={<RegisterSsoPage />} />
            <Route path="/" element={<p>home page</p>} />
            <Route path="/login" element={<p>sign-in page</p>} />
          </Routes>
        </MemoryRouter>
      </MantineProvider>
    </QueryClientProvider>,
  );
  return queryClient;
}

const INFO = {
  firstName: 'Daniel',
  ssoContactInfo: { primaryEmail: 'd***@example.org', primaryPhone: '***-***-0143', primarySmsPhone: null },
};
const newJwt = accessToken({ exp: NOW / 1000 + 600, prm: [PERMISSIONS.manageMemberAccount] });

beforeEach(() => sessionStore.set(null));
afterEach(() => vi.unstubAllGlobals());

describe('who /register-sso is for', () => {
  it('is for a single sign-on waiting for registration; others go home or to sign in', () => {
    expect(registerSsoRedirect(pending(), NOW)).toBeNull();
    expect(registerSsoRedirect(null, NOW)).toBe('/login');
    expect(registerSsoRedirect(full, NOW)).toBe('/');
    expect(registerSsoRedirect(pending({ impersonation: { id: 'v', clientAbbreviation: 'HARBOR' } }), NOW)).toBe('/');
    expect(registerSsoRedirect(pending({ expiresAt: NOW - 1 }), NOW)).toBe('/login');
  });

  it('does not count a session waiting for SSO registration as signed in', () => {
    expect(isSignedIn(pending(), NOW)).toBe(false);
    expect(isSignedIn(full, NOW)).toBe(true);
  });

  it('sends a full session home and a visitor to sign in, without calling the server', async () => {
    const calls = stubServer({});
    show(full);
    expect(await screen.findByText('home page')).toBeInTheDocument();
    show(null);
    expect(await screen.findByText('sign-in page')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });
});

describe('registering after single sign-on', () => {
  it('takes the preferences, sends the code to a contact on file, verifies it, registers and goes home signed in', async () => {
    const calls = stubServer({
      'GET /v4/web/member/sso/registration-info': { body: INFO },
      'POST /v4/web/member/sso/mfa/registration-code': { body: { channel: 'VOICE', maskedDestination: '***-***-0143', totpSetup: null } },
      'PUT /v4/web/member/sso/mfa/verify-registration-code': { body: {} },
      'POST /v5/web/member/register-sso': { body: { memberId: 42, jwt: newJwt, refreshToken: 'refresh-1' } },
      'GET /v3/web/member/member-info': { body: memberInfo({ id: 42, firstName: 'Daniel' }) },
    });
    show(pending());
    expect(await screen.findByText(/Welcome, Daniel/)).toBeInTheDocument();
    expect(screen.getByText('Step 1 of 3')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'No' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));

    expect(await screen.findByText('Step 2 of 3')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'E-mail d***@example.org' })).toBeChecked();
    expect(screen.getByRole('radio', { name: /^Text message \(SMS\)/ })).toBeDisabled();
    await userEvent.click(screen.getByRole('radio', { name: 'Voice call ***-***-0143' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));

    expect(await screen.findByText(/We sent a code to \*\*\*-\*\*\*-0143/)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/^Code/), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify and create my account' }));

    expect(await screen.findByText('home page')).toBeInTheDocument();
    expect(calls.map((call) => call.route)).toEqual([
      'GET /v4/web/member/sso/registration-info',
      'POST /v4/web/member/sso/mfa/registration-code',
      'PUT /v4/web/member/sso/mfa/verify-registration-code',
      'POST /v5/web/member/register-sso',
      'GET /v3/web/member/member-info',
    ]);
    // The browser names a channel, never an address.
    expect(calls[1]!.body).toEqual({ mfa_preference: 'VOICE' });
    expect(calls[2]!.body).toEqual({ totp: '123456' });
    expect(calls[3]!.body).toEqual({
      communication_preferences: { email: true, sms: false, phone: true, mail: true, preferred_method: 'EMAIL' },
      sms_opt_in: false,
    });
    const session = sessionStore.get()!;
    expect(session).toMatchObject({ memberId: 42, jwt: newJwt, refreshToken: 'refresh-1', loginType: 'SSO_SAML_IDP_INIT' });
    expect(session.memberLoginUrl).toBe('https://plan.example/members');
    expect(isSignedIn(session)).toBe(true);
  }, 20_000);

  it('shows a wrong code and stays on the step, still waiting for registration', async () => {
    const calls = stubServer({
      'GET /v4/web/member/sso/registration-info': { body: INFO },
      'POST /v4/web/member/sso/mfa/registration-code': {
        body: { channel: 'EMAIL', maskedDestination: 'd***@example.org', totpSetup: null },
      },
      'PUT /v4/web/member/sso/mfa/verify-registration-code': {
        status: 400,
        body: { error: { code: 'MFA_INVALID_CODE', message: 'wrong' } },
      },
    });
    show(pending());
    await userEvent.click(await screen.findByRole('radio', { name: 'Yes' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Next' }));
    await userEvent.type(await screen.findByLabelText(/^Code/), '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Verify and create my account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The code is not correct');
    expect(calls.map((call) => call.route)).not.toContain('POST /v5/web/member/register-sso');
    await waitFor(() => expect(sessionStore.get()?.permissions).toEqual([PERMISSIONS.ssoRegistrationRequired]));
  }, 20_000);
});
