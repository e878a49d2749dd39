/** The query keys of the member's messages (the header's inbox dot reads them). */
export const messagesKeys = {
  all: ['messages'] as const,
  of: (memberId: number) => [...messagesKeys.all, memberId] as const,
};
