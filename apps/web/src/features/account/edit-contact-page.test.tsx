import type { MemberInfo } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { flashStore } from '../../lib/flash';
import { memberInfo } from '../../test/fixtures';
import { renderInPortal } from '../../test/render';
import { EditContactPage } from './edit-contact-page';
import { CurrentPath, failure, stubServer } from './test/account-harness';

const MARIA: MemberInfo = memberInfo({ phoneNumbers: [{ id: 1, type: 'cell', number: '5035550188', primary: true }] });

const show = () =>
  renderInPortal(
    <>
      <EditContactPage />
      <CurrentPath />
    </>,
    { member: MARIA, path: '/account/edit-contact' },
  );

const phonesForm = () => screen.getByRole('region', { name: 'Contact numbers' });
const emailForm = () => screen.getByRole('region', { name: 'E-mail address' });

// Keystrokes without a timer between them: typing a number costs one render per key, not a macrotask too.
let user: UserEvent;

beforeEach(() => {
  user = userEvent.setup({ delay: null });
  flashStore.set([]);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('contact numbers editor', () => {
  it('checks the numbers before calling the server', async () => {
    const server = stubServer({});
    show();
    const form = within(phonesForm());
    await user.clear(form.getByRole('textbox', { name: 'Phone number' }));
    // Pasted: the check is what this test is about, not typing key by key (one render per key).
    await user.paste('555-0188');
    await user.click(form.getByRole('textbox', { name: 'Second phone number (optional)' }));
    await user.paste('(503) 555-0101');
    await user.selectOptions(form.getByRole('combobox', { name: 'Type of the second phone number' }), 'cell');
    await user.click(form.getByRole('button', { name: 'Save contact numbers' }));
    expect(await form.findByText('Phone numbers have 10 digits')).toBeInTheDocument();
    expect(form.getByText('The two phone numbers must be of different types')).toBeInTheDocument();
    expect(form.getByRole('textbox', { name: 'Phone number' })).toHaveAttribute('aria-invalid', 'true');
    expect(server.calls).toEqual([]);
  });

  it('saves two numbers, records the profile change, says Saved and returns to the account page', async () => {
    const server = stubServer({
      'PUT /v1/web/member/update/contact-info': { body: { saved: true } },
      'POST /v4/web/member/post-member-activity': { body: { saved: true } },
      'GET /v3/web/member/member-info': { body: MARIA },
    });
    show();
    const form = within(phonesForm());
    await user.type(form.getByRole('textbox', { name: 'Second phone number (optional)' }), '503 555 0102');
    await user.selectOptions(form.getByRole('combobox', { name: 'Type of the second phone number' }), 'work');
    await user.click(form.getByRole('radio', { name: 'The second phone number' }));
    await user.click(form.getByRole('button', { name: 'Save contact numbers' }));
    await waitFor(() => expect(screen.getByTestId('current-path')).toHaveTextContent('/account'));
    expect(server.calls.map(({ method, path, body }) => ({ method, path, body }))).toEqual([
      {
        method: 'PUT',
        path: '/v1/web/member/update/contact-info',
        body: {
          phone_numbers: [
            { type: 'cell', number: '5035550188', primary: false },
            { type: 'work', number: '5035550102', primary: true },
          ],
        },
      },
      { method: 'POST', path: '/v4/web/member/post-member-activity', body: { activity_type: 'PROFILE_UPDATED' } },
      { method: 'GET', path: '/v3/web/member/member-info', body: undefined },
    ]);
    expect(flashStore.get()).toEqual([expect.objectContaining({ kind: 'success', text: 'Saved' })]);
  });

  it("shows the server's field errors on their fields, and keeps what was typed", async () => {
    stubServer({
      'PUT /v1/web/member/update/contact-info': failure(400, 'VALIDATION_FAILED', { 'phoneNumbers.0.number': 'validation.phoneDigits' }),
    });
    show();
    const form = within(phonesForm());
    await user.click(form.getByRole('button', { name: 'Save contact numbers' }));
    expect(await form.findByRole('alert')).toHaveTextContent('Some information is missing or not valid. Please check the form.');
    expect(form.getByText('Phone numbers have 10 digits')).toBeInTheDocument();
    expect(form.getByRole('textbox', { name: 'Phone number' })).toHaveValue('(503) 555-0188');
    expect(screen.getByTestId('current-path')).toHaveTextContent('/account/edit-contact');
  });

  it('still says Saved when only the record of the change fails to arrive', async () => {
    stubServer({
      'PUT /v1/web/member/update/contact-info': { body: { saved: true } },
      'POST /v4/web/member/post-member-activity': failure(500, 'INTERNAL_ERROR'),
      'GET /v3/web/member/member-info': { body: MARIA },
    });
    show();
    await user.click(within(phonesForm()).getByRole('button', { name: 'Save contact numbers' }));
    await waitFor(() => expect(screen.getByTestId('current-path')).toHaveTextContent('/account'));
    expect(flashStore.get()).toEqual([expect.objectContaining({ text: 'Saved' })]);
  });
});

describe('contact numbers of a member whose codes come by text', () => {
  const TEXTED: MemberInfo = { ...MARIA, mfaEnrolled: true, mfaType: 'SMS' };

  it('asks for a code before saving new numbers, and saves them with the elevated token', async () => {
    const server = stubServer({
      'POST /v2/web/member/mfa/elevated-role/request-code': {
        body: { channel: 'SMS', maskedDestination: '***-***-0188', totpSetup: null },
      },
      'PUT /v2/web/member/mfa/elevated-role/verify-code': { body: { elevatedRoleToken: 'elevated-token' } },
      'PUT /v1/web/member/update/contact-info': { body: { saved: true } },
      'POST /v4/web/member/post-member-activity': { body: { saved: true } },
      'GET /v3/web/member/member-info': { body: TEXTED },
    });
    renderInPortal(
      <>
        <EditContactPage />
        <CurrentPath />
      </>,
      { member: TEXTED, path: '/account/edit-contact' },
    );
    const form = within(phonesForm());
    await user.clear(form.getByRole('textbox', { name: 'Phone number' }));
    await user.type(form.getByRole('textbox', { name: 'Phone number' }), '(206) 555-0100');
    await user.click(form.getByRole('button', { name: 'Save contact numbers' }));
    expect(await form.findByText(/Your sign-in codes go to your phone/)).toBeInTheDocument();
    await user.type(form.getByLabelText(/Code/), '123456');
    await user.click(form.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(screen.getByTestId('current-path')).toHaveTextContent('/account'));
    const saved = server.calls.find((call) => call.path === '/v1/web/member/update/contact-info');
    expect(saved?.body).toEqual({ phone_numbers: [{ type: 'cell', number: '2065550100', primary: true }] });
    expect(saved?.headers).toMatchObject({ 'x-elevated-role-token': 'elevated-token' });
  });
});

describe('e-mail address editor', () => {
  it('needs the new address twice, the same', async () => {
    const server = stubServer({});
    show();
    const form = within(emailForm());
    await user.type(form.getByRole('textbox', { name: 'New e-mail address' }), 'maria.new@example.org');
    await user.type(form.getByRole('textbox', { name: 'Confirm the new e-mail address' }), 'maria.old@example.org');
    await user.click(form.getByRole('button', { name: 'Save e-mail address' }));
    expect(await form.findByText('The fields must match')).toBeInTheDocument();
    expect(server.calls).toEqual([]);
  });

  it('asks for a code before replacing the address, saves it with the elevated token, and shows a refusal in the member’s words', async () => {
    const server = stubServer({
      'POST /v2/web/member/mfa/elevated-role/request-code': {
        body: { channel: 'EMAIL', maskedDestination: 'm***@example.org', totpSetup: null },
      },
      'PUT /v2/web/member/mfa/elevated-role/verify-code': { body: { elevatedRoleToken: 'elevated-token' } },
      'PUT /v1/web/member/update/contact-info': failure(403, 'IMPERSONATION_READ_ONLY'),
    });
    show();
    const form = within(emailForm());
    await user.type(form.getByRole('textbox', { name: 'New e-mail address' }), 'maria.new@example.org');
    await user.type(form.getByRole('textbox', { name: 'Confirm the new e-mail address' }), 'maria.new@example.org');
    await user.click(form.getByRole('button', { name: 'Save e-mail address' }));
    expect(await form.findByText('To change your e-mail address, please confirm it is you with this code.')).toBeInTheDocument();
    expect(server.calls.map((call) => call.path)).toEqual(['/v2/web/member/mfa/elevated-role/request-code']);
    await user.type(form.getByLabelText(/Code/), '123456');
    await user.click(form.getByRole('button', { name: 'Verify' }));
    expect(await form.findByRole('alert')).toHaveTextContent("Support staff viewing a member's portal can look, but not make changes.");
    const saved = server.calls.find((call) => call.path === '/v1/web/member/update/contact-info');
    expect(saved?.body).toEqual({ email: 'maria.new@example.org' });
    expect(saved?.headers).toMatchObject({ 'x-elevated-role-token': 'elevated-token' });
  });
});
