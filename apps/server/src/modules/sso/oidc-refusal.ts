import * as openid from 'openid-client';
import { SsoRefusal } from './sso-refusal';

/**
 * A refused OIDC step as the logs should name it: the provider's OAuth error code, or which
 * check failed (the underlying message names the claim, never its value). Anything else is
 * left as it is.
 */
export function oidcRefusal(error: unknown): unknown {
  if (error instanceof openid.AuthorizationResponseError || error instanceof openid.ResponseBodyError) {
    return new SsoRefusal('failed', `The provider answered ${error.error}`);
  }
  if (error instanceof openid.ClientError) {
    const cause = error.cause instanceof Error && error.cause.message !== error.message ? `: ${error.cause.message}` : '';
    return new SsoRefusal('failed', `${error.message}${cause}`);
  }
  return error;
}
