/** An inbox message's status (spec 001 "Inbox"): DELETE means archived, not removed. */
export type MessageStatus = 'UNREAD' | 'READ' | 'DELETE';

/**
 * Spec 001 "Inbox message": opening moves UNREAD to READ, archiving READ to DELETE, unarchiving
 * DELETE back to READ. Nothing else: a message is never marked unread again, and an unread one is
 * opened before it is archived.
 */
const ALLOWED_MOVES: Readonly<Record<MessageStatus, readonly MessageStatus[]>> = {
  UNREAD: ['READ'],
  READ: ['DELETE'],
  DELETE: ['READ'],
};

export function canChangeMessageStatus(from: MessageStatus, to: MessageStatus): boolean {
  return ALLOWED_MOVES[from].includes(to);
}

/** Archived messages live on the archive page; the others, read or not, in the inbox. */
export const isArchived = (status: MessageStatus): boolean => status === 'DELETE';
