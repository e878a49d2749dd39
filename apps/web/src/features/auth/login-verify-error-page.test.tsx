import { render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { CLIENT_CONFIGURATION_KEY } from '../../lib/api/get-client-configuration';
import { clientConfiguration } from '../../test/fixtures';
import { LoginVerifyErrorPage } from './login-verify-error-page';
import { MFA_LOCKED_STATE } from './sign-in-outcome';

function open(entry: { pathname: string; search?: string; state?: unknown }): void {
  const queryClient = new QueryClient();
  queryClient.setQueryData(CLIENT_CONFIGURATION_KEY, clientConfiguration());
  render(
    <QueryClientProvider client={queryClient}>
      <MantineProvider env="test">
        <MemoryRouter initialEntries={[entry]}>
          <LoginVerifyErrorPage />
        </MemoryRouter>
      </MantineProvider>
    </QueryClientProvider>,
  );
}

describe('LoginVerifyErrorPage', () => {
  it('says the account is locked when the sign-in page sent the member here after a lock', () => {
    open({ pathname: '/login-verify-error', state: MFA_LOCKED_STATE });
    expect(screen.getByRole('alert')).toHaveTextContent('Your account is locked for 10 minutes');
  });

  it('claims no lock when opened directly', () => {
    open({ pathname: '/login-verify-error' });
    expect(screen.getByRole('alert')).toHaveTextContent('Your sign-in could not be verified. Please sign in again.');
    expect(screen.getByRole('alert')).not.toHaveTextContent(/locked/);
  });

  it('still explains a refused single sign-on', () => {
    open({ pathname: '/login-verify-error', search: '?sso=failed' });
    expect(screen.getByRole('alert')).toHaveTextContent('Single sign-on did not complete');
  });
});
