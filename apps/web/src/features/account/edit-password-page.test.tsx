import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { flashStore } from '../../lib/flash';
import { memberInfo } from '../../test/fixtures';
import { renderInPortal } from '../../test/render';
import { EditPasswordPage } from './edit-password-page';
import { CurrentPath, failure, stubServer } from './test/account-harness';

const show = () =>
  renderInPortal(
    <>
      <EditPasswordPage />
      <CurrentPath />
    </>,
    { member: memberInfo(), path: '/account/edit-password' },
  );

async function fill(oldPassword: string, newPassword: string, confirmPassword = newPassword): Promise<void> {
  await userEvent.type(screen.getByLabelText(/^Current password/), oldPassword);
  await userEvent.type(screen.getByLabelText(/^New password/), newPassword);
  await userEvent.type(screen.getByLabelText(/^Confirm the new password/), confirmPassword);
  await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
}

beforeEach(() => {
  flashStore.set([]);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('password editor', () => {
  it('checks the rules and the confirmation before calling the server', async () => {
    const server = stubServer({});
    show();
    await fill('Harbor!2026', 'weakpass', 'other');
    expect(await screen.findByText('Password does not meet requirements')).toBeInTheDocument();
    expect(screen.getByText('The fields must match')).toBeInTheDocument();
    expect(server.calls).toEqual([]);
  });

  it("shows 'Invalid old password' beside the current password", async () => {
    stubServer({ 'PUT /v1/web/member/update/password': failure(400, 'INVALID_OLD_PASSWORD', { oldPassword: 'validation.invalid' }) });
    show();
    await fill('Wrong!2026', 'Better#2027');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid old password');
    expect(screen.getByLabelText(/^Current password/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getAllByText('Invalid old password')).toHaveLength(2);
    expect(screen.getByLabelText(/^New password/)).toHaveValue('Better#2027');
  });

  it("shows the server's rules refusal beside the new password", async () => {
    stubServer({
      'PUT /v1/web/member/update/password': failure(400, 'PASSWORD_RULES_NOT_MET', { newPassword: 'validation.passwordRules' }),
    });
    show();
    await fill('Harbor!2026', 'Better#2027');
    expect(await screen.findByRole('alert')).toHaveTextContent('Password does not meet requirements');
    expect(screen.getByLabelText(/^New password/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('changes the password, says Saved and returns to the account page', async () => {
    const server = stubServer({ 'PUT /v1/web/member/update/password': { body: { saved: true } } });
    show();
    await fill('Harbor!2026', 'Better#2027');
    await waitFor(() => expect(screen.getByTestId('current-path')).toHaveTextContent('/account'));
    expect(server.calls.map((call) => call.body)).toEqual([{ old_password: 'Harbor!2026', new_password: 'Better#2027' }]);
    expect(flashStore.get()).toEqual([expect.objectContaining({ kind: 'success', text: 'Saved' })]);
  });
});
