import type { FeatureFlag } from '@portal/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clientConfiguration, memberInfo } from '../../test/fixtures';
import { renderInPortal } from '../../test/render';
import { EditAddressPage } from './edit-address-page';
import { CurrentPath, failure, stubServer } from './test/account-harness';

const show = (features: FeatureFlag[] = ['HOME']) =>
  renderInPortal(
    <>
      <EditAddressPage />
      <CurrentPath />
    </>,
    { member: memberInfo(), path: '/account/edit-address', configuration: clientConfiguration({ features }) },
  );

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('address editor', () => {
  it('checks street, city, state and a 5-digit ZIP code before calling the server', async () => {
    const server = stubServer({});
    show();
    await userEvent.type(screen.getByRole('textbox', { name: 'ZIP code' }), '9721');
    await userEvent.click(screen.getByRole('button', { name: 'Save address' }));
    expect(await screen.findByText('The ZIP code must be 5 digits')).toBeInTheDocument();
    expect(screen.getAllByText('This field is required')).toHaveLength(3);
    expect(server.calls).toEqual([]);
  });

  it('saves the address with an empty second line as null, then returns to the account page', async () => {
    const server = stubServer({
      'PUT /v1/web/member/update/address': { body: { saved: true } },
      'POST /v4/web/member/post-member-activity': { body: { saved: true } },
      'GET /v3/web/member/member-info': { body: memberInfo() },
    });
    show();
    await userEvent.type(screen.getByRole('textbox', { name: 'Street address' }), '88 SE Ankeny St');
    await userEvent.type(screen.getByRole('textbox', { name: 'City' }), 'Portland');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'DC');
    await userEvent.type(screen.getByRole('textbox', { name: 'ZIP code' }), '20001');
    await userEvent.click(screen.getByRole('button', { name: 'Save address' }));
    await waitFor(() => expect(screen.getByTestId('current-path')).toHaveTextContent('/account'));
    expect(server.calls[0]?.body).toEqual({
      street_addr1: '88 SE Ankeny St',
      street_addr2: null,
      city: 'Portland',
      state: 'DC',
      zip: '20001',
    });
  });

  it('says to call the health plan instead of showing the form under SUPPRESS_MEMBER_EDIT_ADDRESS', () => {
    show(['SUPPRESS_MEMBER_EDIT_ADDRESS']);
    expect(screen.getByText(/To change your address, please call Harbor Health Plan at/)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Street address' })).toBeNull();
  });

  it("shows the plan's refusal in the member's words and keeps the form", async () => {
    stubServer({ 'PUT /v1/web/member/update/address': failure(403, 'ADDRESS_EDIT_SUPPRESSED') });
    show();
    await userEvent.type(screen.getByRole('textbox', { name: 'Street address' }), '88 SE Ankeny St');
    await userEvent.type(screen.getByRole('textbox', { name: 'City' }), 'Portland');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'OR');
    await userEvent.type(screen.getByRole('textbox', { name: 'ZIP code' }), '97214');
    await userEvent.click(screen.getByRole('button', { name: 'Save address' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please call your health plan to change it.');
    expect(screen.getByRole('textbox', { name: 'City' })).toHaveValue('Portland');
  });
});
