import { DEFAULT_LANGUAGE, LANGUAGES, type LanguageCode } from '@portal/contract';

export interface LanguageChoiceInput {
  /** The member's saved preference, once member info has loaded. */
  readonly memberPreference: string | null | undefined;
  /** What the visitor picked before signing in, then the browser's languages in order. */
  readonly candidates: readonly (string | null | undefined)[];
  /** The client's allowed languages. */
  readonly allowed: readonly LanguageCode[];
}

function matchExactly(candidate: string, allowed: readonly LanguageCode[]): LanguageCode | undefined {
  const wanted = candidate.toLowerCase();
  return allowed.find((code) => code.toLowerCase() === wanted || LANGUAGES.find((l) => l.code === code)?.tag === wanted);
}

/**
 * Spec 000 section 4: the member's preference; else the pre-sign-in or browser language by
 * exact match, then by its first two letters; else EN.
 */
export function chooseLanguage(input: LanguageChoiceInput): LanguageCode {
  const { memberPreference, allowed } = input;
  if (memberPreference) {
    const saved = matchExactly(memberPreference, allowed);
    if (saved) return saved;
  }
  for (const candidate of input.candidates) {
    if (!candidate) continue;
    const match = matchExactly(candidate, allowed) ?? matchExactly(candidate.slice(0, 2), allowed);
    if (match) return match;
  }
  return DEFAULT_LANGUAGE;
}

/** Spec: language lists put EN first; the rest keep the client's order. */
export function sortLanguages<T extends { readonly code: string }>(languages: readonly T[]): T[] {
  return [...languages].sort((a, b) => Number(b.code === DEFAULT_LANGUAGE) - Number(a.code === DEFAULT_LANGUAGE));
}
