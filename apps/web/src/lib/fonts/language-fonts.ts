import type { LanguageCode } from '@portal/contract';

/**
 * The web font a language's script needs where the device may have none (Khmer nearly
 * everywhere; Armenian and the Arabic script on some systems), fetched when that language is
 * shown and never for the others, so an English page loads no font at all (decision 0025).
 */
const LANGUAGE_FONTS: Partial<Record<LanguageCode, () => Promise<unknown>>> = {
  KM: () => import('./khmer.css'),
  HY: () => import('./armenian.css'),
  AR: () => import('./arabic.css'),
  FA: () => import('./arabic.css'),
};

export function loadLanguageFont(code: LanguageCode): void {
  // A font that fails to load leaves the system's: the text is still there to read.
  LANGUAGE_FONTS[code]?.().catch(() => undefined);
}
