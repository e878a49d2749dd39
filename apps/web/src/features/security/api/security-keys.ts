/** The query keys of the security area. */
export const securityKeys = {
  all: ['security'] as const,
  mfaSettings: (memberId: number) => [...securityKeys.all, 'mfa-settings', memberId] as const,
};
