import { lazyPage, type FeatureRoutes } from '../../lib/feature-routes';

// The account pages are one chunk: a member on the account page usually opens an editor next.
const loadAccountPages = () => import('./account-pages');
const LegacyAccountGuard = lazyPage(loadAccountPages, (m) => m.LegacyAccountGuard);

export const accountRoutes: FeatureRoutes = {
  member: [
    { path: 'account', title: 'account', page: lazyPage(loadAccountPages, (m) => m.AccountPage) },
    { path: 'account/edit-password', title: 'editPassword', page: lazyPage(loadAccountPages, (m) => m.EditPasswordPage) },
    {
      path: 'account/edit-contact',
      title: 'editContact',
      page: lazyPage(loadAccountPages, (m) => m.EditContactPage),
      guard: LegacyAccountGuard,
    },
    {
      path: 'account/edit-address',
      title: 'editAddress',
      page: lazyPage(loadAccountPages, (m) => m.EditAddressPage),
      guard: LegacyAccountGuard,
    },
    {
      path: 'account/edit-ethnography',
      title: 'editEthnography',
      page: lazyPage(loadAccountPages, (m) => m.EditEthnographyPage),
      guard: LegacyAccountGuard,
    },
    {
      path: 'notification-settings',
      title: 'notificationSettings',
      page: lazyPage(loadAccountPages, (m) => m.NotificationSettingsPage),
    },
  ],
};
