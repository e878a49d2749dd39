import type { LanguageCode } from '@portal/contract';

/**
 * The PostgreSQL text search configuration that stems each language's words. PostgreSQL (and
 * PGlite, built from it) ships these five; the other portal languages have none, so their texts
 * are split into words without stemming (`simple`).
 */
const STEMMED: Partial<Record<LanguageCode, string>> = {
  EN: 'english',
  ES: 'spanish',
  RU: 'russian',
  AR: 'arabic',
  HY: 'armenian',
};

export const textSearchConfiguration = (language: LanguageCode): string => STEMMED[language] ?? 'simple';
