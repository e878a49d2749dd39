import type { LanguageCode } from '@portal/contract';

/** The query keys of the help center; the FAQ is one member's plan's, in the language shown. */
export const helpKeys = {
  all: ['help'] as const,
  faq: (memberId: number, language: LanguageCode) => [...helpKeys.all, memberId, 'faq', language] as const,
  document: (slug: string) => [...helpKeys.all, 'document', slug] as const,
};
