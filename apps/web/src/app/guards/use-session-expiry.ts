import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { MemberSession } from '../../lib/session-store';
import { signOut } from '../../lib/sign-out';

/** A token this close to expiry counts as expired: a call made with it would fail on the way. */
export const TOKEN_EXPIRY_MARGIN_MS = 30_000;

/** Signs out with 'Session Expired!' when the access token runs out while a page is open. */
export function useSessionExpiry(session: MemberSession): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const remaining = session.expiresAt - TOKEN_EXPIRY_MARGIN_MS - Date.now();
    const timer = window.setTimeout(() => void signOut(queryClient, 'forced'), Math.max(0, remaining));
    return () => window.clearTimeout(timer);
  }, [session.expiresAt, queryClient]);
}
