import type { LanguageCode } from '@portal/contract';

/** The query keys of the learning area; everything under `member(id)` is what one member sees of the library. */
export const learnKeys = {
  all: ['learn'] as const,
  member: (memberId: number) => [...learnKeys.all, memberId] as const,
  init: (memberId: number) => [...learnKeys.member(memberId), 'init'] as const,
  search: (memberId: number, keyword: string) => [...learnKeys.member(memberId), 'search', keyword] as const,
  article: (memberId: number, contentId: string, language: LanguageCode) =>
    [...learnKeys.member(memberId), 'article', contentId, language] as const,
};
