import type { FeatureFlag } from '@portal/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Route, Routes } from 'react-router';
import { clientConfiguration, memberInfo } from '../../test/fixtures';
import { renderInPortal } from '../../test/render';
import { LegacyAccountGuard } from './legacy-account-guard';

/** The account routes as the route table nests them. */
function AccountRoutes(): React.ReactElement {
  return (
    <Routes>
      <Route path="/account" element={<p>account details</p>} />
      <Route path="/account/edit-password" element={<p>password editor</p>} />
      <Route element={<LegacyAccountGuard />}>
        <Route path="/account/edit-contact" element={<p>contact editor</p>} />
        <Route path="/account/edit-address" element={<p>address editor</p>} />
        <Route path="/account/edit-ethnography" element={<p>ethnography editor</p>} />
      </Route>
    </Routes>
  );
}

const open = (path: string, features: FeatureFlag[]) =>
  renderInPortal(<AccountRoutes />, { path, member: memberInfo(), configuration: clientConfiguration({ features }) });

describe('account editors under LEGACY_ACCOUNT_PAGE', () => {
  it.each([
    ['/account/edit-contact', 'contact editor'],
    ['/account/edit-address', 'address editor'],
    ['/account/edit-ethnography', 'ethnography editor'],
  ])('%s opens without the feature', (path, page) => {
    open(path, ['HOME']);
    expect(screen.getByText(page)).toBeInTheDocument();
  });

  it.each(['/account/edit-contact', '/account/edit-address', '/account/edit-ethnography'])('%s goes back to /account with it', (path) => {
    open(path, ['LEGACY_ACCOUNT_PAGE']);
    expect(screen.getByText('account details')).toBeInTheDocument();
  });

  it('keeps the password editor with it', () => {
    open('/account/edit-password', ['LEGACY_ACCOUNT_PAGE', 'SUPPRESS_MEMBER_EDIT_ADDRESS']);
    expect(screen.getByText('password editor')).toBeInTheDocument();
  });
});
