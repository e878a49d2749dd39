import { describe, expect, it } from 'vitest';
import { canChangeMessageStatus, type MessageStatus } from './message-status';

const ALL: MessageStatus[] = ['UNREAD', 'READ', 'DELETE'];

describe('canChangeMessageStatus', () => {
  it('allows opening, archiving and unarchiving', () => {
    expect(canChangeMessageStatus('UNREAD', 'READ')).toBe(true);
    expect(canChangeMessageStatus('READ', 'DELETE')).toBe(true);
    expect(canChangeMessageStatus('DELETE', 'READ')).toBe(true);
  });

  it('refuses every other move, staying put included', () => {
    const allowed = new Set(['UNREAD>READ', 'READ>DELETE', 'DELETE>READ']);
    for (const from of ALL) {
      for (const to of ALL) {
        if (!allowed.has(`${from}>${to}`)) expect(canChangeMessageStatus(from, to), `${from} to ${to}`).toBe(false);
      }
    }
  });
});
