import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { flashStore } from '../../../lib/flash';
import { renderInPortal } from '../../../test/render';
import { stubServer } from '../../account/test/account-harness';
import { RecoveryCodeForm } from './recovery-code-form';

const ADDRESS = 'PUT /v1/web/member/mfa/verify-recovery-code';

afterEach(() => {
  vi.unstubAllGlobals();
  flashStore.set([]);
});

const show = (onVerified = vi.fn(), onLocked = vi.fn()) => {
  renderInPortal(<RecoveryCodeForm onVerified={onVerified} onLocked={onLocked} onBack={() => undefined} />);
  return { onVerified, onLocked };
};

describe('RecoveryCodeForm', () => {
  it('refuses what cannot be a recovery code before calling the server', async () => {
    const server = stubServer({});
    show();
    await userEvent.type(screen.getByLabelText(/Recovery code/), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(/Enter a recovery code as you saved it/)).toBeInTheDocument();
    expect(server.calls).toEqual([]);
  });

  it('signs in with a code and says when few codes are left', async () => {
    const server = stubServer({ [ADDRESS]: { body: { jwt: 'a.b.c', refreshToken: 'r', recoveryCodesLeft: 2 } } });
    const { onVerified } = show();
    await userEvent.type(screen.getByLabelText(/Recovery code/), 'abcde-12345');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(onVerified).toHaveBeenCalled());
    expect(server.calls[0]?.body).toEqual({ recovery_code: 'abcde-12345' });
    expect(flashStore.get()).toEqual([
      expect.objectContaining({ kind: 'warning', text: expect.stringContaining('Recovery codes left: 2') }),
    ]);
  });

  it('hands a lock to the page', async () => {
    stubServer({ [ADDRESS]: { status: 423, body: { error: { code: 'MFA_LOCKED', message: 'locked' } } } });
    const { onLocked, onVerified } = show();
    await userEvent.type(screen.getByLabelText(/Recovery code/), 'abcde-12345');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(onLocked).toHaveBeenCalled());
    expect(onVerified).not.toHaveBeenCalled();
  });
});
