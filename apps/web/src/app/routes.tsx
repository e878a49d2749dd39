import { lazy, type ComponentType, type ReactElement } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { LoginPage } from '../features/auth/login-page';
import { GuestOnly } from './guards/guest-only';
import { RequireFeature } from './guards/require-feature';
import { PublicLayout } from './layout/public-layout';
import { NotFoundPage } from './not-found-page';
import { RootLayout } from './root-layout';
import { RouteErrorBoundary } from './route-error-boundary';
import { RouteTitle } from './route-title';

/** An alias keeps the query string and hash of the address it stands for. */
function Alias({ to }: { to: string }): ReactElement {
  const { search, hash } = useLocation();
  return <Navigate to={`${to}${search}${hash}`} replace />;
}

/** A page whose code loads when it is first shown (the root layout's Suspense shows the spinner). */
function page<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): ComponentType {
  return lazy(() => load().then((module) => ({ default: pick(module) })));
}

// The signed-in area is one chunk, kept off the sign-in page; its guard, layout and home share it.
const loadMemberArea = () => import('./member-area');
const MemberGuard = page(loadMemberArea, (m) => m.MemberGuard);
const MemberLayout = page(loadMemberArea, (m) => m.MemberLayout);
const MemberHome = page(loadMemberArea, (m) => m.MemberHome);
const MfaSettingsPage = page(
  () => import('../features/security/mfa-settings-page'),
  (m) => m.MfaSettingsPage,
);
const MobileSignInPage = page(
  () => import('../features/security/mobile-sign-in-page'),
  (m) => m.MobileSignInPage,
);
const loadAccountPages = () => import('../features/account/account-pages');
const AccountPage = page(loadAccountPages, (m) => m.AccountPage);
const LegacyAccountGuard = page(loadAccountPages, (m) => m.LegacyAccountGuard);
const EditContactPage = page(loadAccountPages, (m) => m.EditContactPage);
const EditPasswordPage = page(loadAccountPages, (m) => m.EditPasswordPage);
const EditAddressPage = page(loadAccountPages, (m) => m.EditAddressPage);
const EditEthnographyPage = page(loadAccountPages, (m) => m.EditEthnographyPage);
const NotificationSettingsPage = page(loadAccountPages, (m) => m.NotificationSettingsPage);
const RegistrationPage = page(
  () => import('../features/registration/registration-page'),
  (m) => m.RegistrationPage,
);
const RegisterSsoPage = page(
  () => import('../features/registration/register-sso-page'),
  (m) => m.RegisterSsoPage,
);
const loadSignInOutcomes = () => import('../features/auth/sign-in-outcome-pages');
const SsoCompletePage = page(loadSignInOutcomes, (m) => m.SsoCompletePage);
const LoginVerifyErrorPage = page(loadSignInOutcomes, (m) => m.LoginVerifyErrorPage);
const loadRecoveryPages = () => import('../features/recovery/recovery-pages');
const ForgotUsernamePage = page(loadRecoveryPages, (m) => m.ForgotUsernamePage);
const AccountFoundPage = page(loadRecoveryPages, (m) => m.AccountFoundPage);
const ForgotPasswordPage = page(loadRecoveryPages, (m) => m.ForgotPasswordPage);
const EmailSentPage = page(loadRecoveryPages, (m) => m.EmailSentPage);
const ResetPasswordPage = page(loadRecoveryPages, (m) => m.ResetPasswordPage);
const ResetPasswordSuccessPage = page(loadRecoveryPages, (m) => m.ResetPasswordSuccessPage);
const PrivacyDocumentPage = page(
  () => import('../features/documents/privacy-document-page'),
  (m) => m.PrivacyDocumentPage,
);
const DisclaimerPage = page(
  () => import('../features/documents/disclaimer-page'),
  (m) => m.DisclaimerPage,
);
const SubscriptionsPage = page(
  () => import('../features/subscriptions/subscriptions-page'),
  (m) => m.SubscriptionsPage,
);

// The staff console is its own area: members never load it.
const loadStaffPages = () => import('../features/staff/staff-pages');
const StaffConsolePage = page(loadStaffPages, (m) => m.StaffConsolePage);
const StaffMemberPage = page(loadStaffPages, (m) => m.StaffMemberPage);
const StaffAuditPage = page(loadStaffPages, (m) => m.StaffAuditPage);
const StaffAccountsPage = page(loadStaffPages, (m) => m.StaffAccountsPage);

/** A page of the route table with its title key (in `common`'s `titles`). */
function titled(titleKey: string, Page: ComponentType): ReactElement {
  return (
    <RouteTitle titleKey={titleKey}>
      <Page />
    </RouteTitle>
  );
}

/**
 * The route table. Declarative routes rather than the data router: the portal loads its data
 * with TanStack Query, and the data router's code would weigh on the sign-in page (decision 0013).
 */
export function AppRoutes(): ReactElement {
  const { pathname } = useLocation();
  return (
    <RouteErrorBoundary address={pathname}>
      <Routes>
        <Route element={<RootLayout />}>
          <Route element={<MemberGuard />}>
            <Route element={<MemberLayout />}>
              <Route path="account" element={titled('account', AccountPage)} />
              <Route path="account/edit-password" element={titled('editPassword', EditPasswordPage)} />
              <Route element={<LegacyAccountGuard />}>
                <Route path="account/edit-contact" element={titled('editContact', EditContactPage)} />
                <Route path="account/edit-address" element={titled('editAddress', EditAddressPage)} />
                <Route path="account/edit-ethnography" element={titled('editEthnography', EditEthnographyPage)} />
              </Route>
              <Route path="notification-settings" element={titled('notificationSettings', NotificationSettingsPage)} />
              <Route path="account/mfa" element={titled('mfaSettings', MfaSettingsPage)} />
              <Route element={<RequireFeature feature="AUTHORIZATION_CODE_AUTH" redirectTo="/" />}>
                <Route path="mobile-sign-in" element={titled('mobileSignIn', MobileSignInPage)} />
              </Route>
              <Route index element={titled('home', MemberHome)} />
            </Route>
          </Route>
          <Route element={<PublicLayout />}>
            <Route element={<GuestOnly />}>
              {/* Part of the first load: most visits start here. */}
              <Route path="login" element={titled('login', LoginPage)} />
              <Route path="signin" element={<Alias to="/login" />} />
              <Route path="register" element={titled('register', RegistrationPage)} />
            </Route>
            <Route path="sso/complete" element={titled('ssoComplete', SsoCompletePage)} />
            {/* Its own guard: only a single sign-on waiting for registration (see the page). */}
            <Route path="register-sso" element={titled('registerSso', RegisterSsoPage)} />
            <Route path="login-verify-error" element={titled('loginVerifyError', LoginVerifyErrorPage)} />
            <Route path="forgot-username" element={titled('forgotUsername', ForgotUsernamePage)} />
            <Route path="forgot-email" element={<Alias to="/forgot-username" />} />
            <Route path="account-found" element={titled('accountFound', AccountFoundPage)} />
            <Route path="forgot-password" element={titled('forgotPassword', ForgotPasswordPage)} />
            <Route path="email-sent" element={titled('emailSent', EmailSentPage)} />
            <Route path="reset-password" element={titled('resetPassword', ResetPasswordPage)} />
            <Route path="reset-password-success" element={titled('resetPasswordSuccess', ResetPasswordSuccessPage)} />
            <Route path="public/privacy-document/:title" element={titled('document', PrivacyDocumentPage)} />
            <Route path="disclaimers/:id" element={titled('disclaimer', DisclaimerPage)} />
            <Route path="subscriptions" element={titled('subscriptions', SubscriptionsPage)} />
            <Route path="staff" element={titled('staff', StaffConsolePage)} />
            <Route path="staff/members/:memberId" element={titled('staffMember', StaffMemberPage)} />
            <Route path="staff/audit" element={titled('staffAudit', StaffAuditPage)} />
            <Route path="staff/accounts" element={titled('staffAccounts', StaffAccountsPage)} />
            <Route path="*" element={titled('notFound', NotFoundPage)} />
          </Route>
        </Route>
      </Routes>
    </RouteErrorBoundary>
  );
}
