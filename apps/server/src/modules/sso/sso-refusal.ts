/**
 * Why a single sign-on was refused. `no-member`: the identity matches nobody on the plan's
 * roster who may use the portal; `failed`: anything else (a bad response, a replay, a
 * provider that could not be reached). The page shows the member one message for each.
 */
export class SsoRefusal extends Error {
  constructor(
    readonly reason: 'no-member' | 'failed',
    message: string,
  ) {
    super(message);
  }
}
