// The account recovery pages as one chunk: a member who needs one usually needs the next, and one
// entry in the route table weighs less on the sign-in page than six.
export { AccountFoundPage } from './account-found-page';
export { EmailSentPage } from './email-sent-page';
export { ForgotPasswordPage } from './forgot-password-page';
export { ForgotUsernamePage } from './forgot-username-page';
export { ResetPasswordPage } from './reset-password-page';
export { ResetPasswordSuccessPage } from './reset-password-success-page';
