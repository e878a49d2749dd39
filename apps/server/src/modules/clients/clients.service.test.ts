import { describe, expect, it } from 'vitest';
import { documentLocator } from './clients.service';

describe('documentLocator', () => {
  it('reads a -es suffix as the Spanish text of the document', () => {
    expect(documentLocator('terms-of-use-es')).toEqual({ slug: 'terms-of-use', languageCd: 'ES' });
    expect(documentLocator('privacy-policy')).toEqual({ slug: 'privacy-policy', languageCd: 'EN' });
    expect(documentLocator('non-discrimination-es')).toEqual({ slug: 'non-discrimination', languageCd: 'ES' });
  });
});
