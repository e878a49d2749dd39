export declare const BASE_LANGUAGE: string;
export declare const OTHER_LANGUAGES: readonly string[];
export declare const LANGUAGES: readonly string[];
export declare function toFhirQuestionnaire(
  structure: unknown,
  texts: Record<string, Record<string, string> | undefined>,
  options?: { draft?: boolean },
): { document: Record<string, unknown> | null; problems: string[]; missing: string[] };
