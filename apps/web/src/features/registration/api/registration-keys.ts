/** The query keys of registration. */
export const registrationKeys = {
  all: ['registration'] as const,
  ssoRegistrationInfo: (memberId: number) => [...registrationKeys.all, 'sso-info', memberId] as const,
};
