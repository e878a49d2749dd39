// The account pages as one chunk: a member on the account page usually opens an editor next, and
// one entry in the route table weighs less on the sign-in page than seven.
export { AccountPage } from './account-page';
export { EditAddressPage } from './edit-address-page';
export { EditContactPage } from './edit-contact-page';
export { EditEthnographyPage } from './edit-ethnography-page';
export { EditPasswordPage } from './edit-password-page';
export { LegacyAccountGuard } from './legacy-account-guard';
export { NotificationSettingsPage } from './notification-settings-page';
