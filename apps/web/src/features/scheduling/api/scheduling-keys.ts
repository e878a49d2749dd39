import type { ProviderGenderPreference } from '@portal/contract';

/** The query keys of the scheduling area, under one member. */
export const schedulingKeys = {
  all: ['scheduling'] as const,
  member: (memberId: number) => [...schedulingKeys.all, memberId] as const,
  providers: (memberId: number, distance: number, gender: ProviderGenderPreference) =>
    [...schedulingKeys.member(memberId), 'providers', distance, gender] as const,
  pcps: (memberId: number) => [...schedulingKeys.member(memberId), 'pcps'] as const,
  appointments: (memberId: number) => [...schedulingKeys.member(memberId), 'appointments'] as const,
};
