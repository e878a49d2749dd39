/** The query keys of the health-profile area: the member's questionnaires, one attempt's results, their risks. */
export const healthProfileKeys = {
  all: ['health-profile'] as const,
  questionnaires: (memberId: number) => [...healthProfileKeys.all, 'questionnaires', memberId] as const,
  questionnaire: (memberId: number, type: string) => [...healthProfileKeys.all, 'questionnaire', memberId, type] as const,
  results: (memberId: number, responseId: number) => [...healthProfileKeys.all, 'results', memberId, responseId] as const,
  risks: (memberId: number) => [...healthProfileKeys.all, 'risks', memberId] as const,
};
