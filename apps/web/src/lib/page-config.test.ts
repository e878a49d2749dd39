import { describe, expect, it } from 'vitest';
import { readPageConfig } from './page-config';

function documentWith(content: string | null): Document {
  const page = document.implementation.createHTMLDocument('');
  if (content !== null) {
    const meta = page.createElement('meta');
    meta.name = 'portal-config';
    meta.content = content;
    page.head.append(meta);
  }
  return page;
}

describe('readPageConfig', () => {
  it('reads the API root, client and storage partition the server wrote', () => {
    expect(readPageConfig(documentWith('{"apiRoot":"/portal-api","clientAbbreviation":"MESA","storagePartition":"mesa"}'))).toEqual({
      apiRoot: '/portal-api',
      clientAbbreviation: 'MESA',
      storagePartition: 'mesa',
    });
  });

  it('falls back to /api and no client when the page has none (the development server) or it is broken', () => {
    const defaults = { apiRoot: '/api', clientAbbreviation: null, storagePartition: 'portal' };
    expect(readPageConfig(documentWith(null))).toEqual(defaults);
    expect(readPageConfig(documentWith(''))).toEqual(defaults);
    expect(readPageConfig(documentWith('{not json'))).toEqual(defaults);
    expect(readPageConfig(documentWith('{"apiRoot":42}'))).toEqual(defaults);
  });
});
