/** What the server tells the page before any call: the API root and the client it serves. */
export interface PageConfig {
  readonly apiRoot: string;
  readonly clientAbbreviation: string | null;
  readonly storagePartition: string;
}

const DEFAULTS: PageConfig = { apiRoot: '/api', clientAbbreviation: null, storagePartition: 'portal' };

export function readPageConfig(document: Document): PageConfig {
  const content = document.querySelector('meta[name="portal-config"]')?.getAttribute('content') ?? '';
  try {
    const value = (content === '' ? {} : JSON.parse(content)) as Record<string, unknown>;
    return {
      apiRoot: typeof value.apiRoot === 'string' ? value.apiRoot : DEFAULTS.apiRoot,
      clientAbbreviation: typeof value.clientAbbreviation === 'string' ? value.clientAbbreviation : DEFAULTS.clientAbbreviation,
      storagePartition: typeof value.storagePartition === 'string' ? value.storagePartition : DEFAULTS.storagePartition,
    };
  } catch {
    return DEFAULTS;
  }
}

/** Read once: the page configuration does not change while the page lives. */
export const pageConfig: PageConfig = readPageConfig(document);
