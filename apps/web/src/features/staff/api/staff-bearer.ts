import { staffSessionStore } from '../../../lib/staff-session-store';

/** The staff member's own token: console calls never carry a member's. */
export function staffBearer(): string {
  const session = staffSessionStore.get();
  if (!session) throw new Error('The staff console needs a signed-in staff member');
  return session.jwt;
}
