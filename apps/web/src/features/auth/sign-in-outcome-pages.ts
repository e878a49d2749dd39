// Where a sign-in ends outside the sign-in page (a refused or locked sign-in, a completed single
// sign-on) as one chunk: one entry in the route table weighs less on the sign-in page than two.
export { LoginVerifyErrorPage } from './login-verify-error-page';
export { SsoCompletePage } from './sso-complete-page';
