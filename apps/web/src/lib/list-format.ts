// Apart from format.ts, which the sign-in page loads: only signed-in pages join lists.
/** How a language joins the items of a list, from its translations: "A, B" and "A and B". */
export interface ListJoins {
  readonly next: (rest: string, next: string) => string;
  readonly last: (rest: string, last: string) => string;
}

/**
 * Names or items as one list in the language ("Daniel and Diego"). The platform's list format
 * where the browser has the language's data; Chromium has none for Khmer or Armenian and would
 * answer with the English "and", so those take the words of the translations.
 */
export function formatList(items: readonly string[], languageTag: string, joins: ListJoins): string {
  if (Intl.ListFormat.supportedLocalesOf(languageTag).length > 0) return new Intl.ListFormat(languageTag).format(items);
  const [first = '', ...others] = items;
  return others.reduce((rest, item, index) => (index === others.length - 1 ? joins.last(rest, item) : joins.next(rest, item)), first);
}
