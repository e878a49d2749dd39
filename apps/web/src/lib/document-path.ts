import type { LanguageCode } from '@portal/contract';

/** Spec: legal documents have Spanish variants named with a `-es` suffix. */
export function documentPath(slug: string, language: LanguageCode): string {
  return `/public/privacy-document/${slug}${language === 'ES' ? '-es' : ''}`;
}
