import type { LanguageCode } from '@portal/contract';

/** Spec: legal documents have Spanish variants named with a `-es` suffix. */
export function documentSlug(slug: string, language: LanguageCode): string {
  return `${slug}${language === 'ES' ? '-es' : ''}`;
}

export function documentPath(slug: string, language: LanguageCode): string {
  return `/public/privacy-document/${documentSlug(slug, language)}`;
}
