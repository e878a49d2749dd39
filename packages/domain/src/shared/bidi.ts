/**
 * Text of another direction inside a sentence (an English name in Arabic) between first-strong
 * isolate marks: it takes its own direction and moves nothing around it.
 */
export function isolated(text: string): string {
  return `\u2068${text}\u2069`;
}
