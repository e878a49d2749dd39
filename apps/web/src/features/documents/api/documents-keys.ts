/** The query keys of the documents area. */
export const documentsKeys = {
  all: ['documents'] as const,
  disclaimer: (id: number) => [...documentsKeys.all, 'disclaimer', id] as const,
  publicDocument: (title: string) => [...documentsKeys.all, 'public-document', title] as const,
};
