/** The query keys of signing in. */
export const authKeys = {
  all: ['auth'] as const,
  /** One exchange per hand-off: a second mount shares it instead of spending the code twice. */
  ssoSession: (handoff: string | null) => [...authKeys.all, 'sso-session', handoff] as const,
};
