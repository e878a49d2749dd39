import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactElement } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { FullPageLoader } from '../../components/full-page-loader';
import { healthActionsInitQuery } from '../../lib/api/get-health-actions-init';
import { memberInfoQuery } from '../../lib/api/get-member-info';
import { i18next } from '../../lib/i18n';
import { refreshSession } from '../../lib/api/renew-session';
import { loginPathFor } from '../../lib/safe-next-url';
import { awaitsSsoRegistration, expiredSessionStatus, isSignedIn, useSession, type MemberSession } from '../../lib/session-store';
import { signOut } from '../../lib/sign-out';
import { StartupError } from '../startup-error';
import { SessionKeeper } from './session-keeper';

/** A stored session whose token has expired: the refresh token renews it, or the member is signed out. */
function useExpiredSessionRenewal(session: MemberSession | null, status: ReturnType<typeof expiredSessionStatus>): boolean {
  const queryClient = useQueryClient();
  // The token whose renewal has finished, so a new expired token starts a new renewal.
  const [settledToken, setSettledToken] = useState<string | null>(null);
  const renewing = status === 'renewable' && session !== null && settledToken !== session.jwt;
  useEffect(() => {
    if (!renewing) return;
    refreshSession(session)
      .then((renewed) => (renewed ? undefined : signOut(queryClient, 'refresh-failed')))
      .catch(() => signOut(queryClient, 'refresh-failed'))
      .finally(() => setSettledToken(session.jwt));
  }, [renewing, session, queryClient]);
  return renewing;
}

/**
 * Routes that need a member. Without a session the path is kept and the visitor goes to
 * sign in; an expired token is renewed with the refresh token, or the member is signed out.
 * A single sign-on still waiting for registration goes to finish it (spec 000, Startup).
 */
export function RequireMember(): ReactElement {
  const session = useSession();
  const location = useLocation();
  const queryClient = useQueryClient();
  const status = expiredSessionStatus(session);
  const renewing = useExpiredSessionRenewal(session, status);
  const lost = status === 'lost';
  useEffect(() => {
    if (lost) void signOut(queryClient, 'forced');
  }, [lost, queryClient]);
  if (renewing) return <FullPageLoader />;
  if (status === 'current' && awaitsSsoRegistration(session)) return <Navigate to="/register-sso" replace />;
  if (!isSignedIn(session)) return <Navigate to={loginPathFor(location.pathname + location.search + location.hash)} replace />;
  return <SignedIn session={session} />;
}

/**
 * Home waits for the member, their health actions and its texts: asked for together here, they
 * arrive in one round trip instead of two, and the page shows once, whole.
 */
function useHomePrefetch(memberId: number): void {
  const onHome = useLocation().pathname === '/';
  useQuery({ ...healthActionsInitQuery(memberId), enabled: onHome });
  useEffect(() => {
    if (onHome) void i18next.loadNamespaces(['home', 'health-actions']);
  }, [onHome]);
}

function SignedIn({ session }: { session: MemberSession }): ReactElement {
  const member = useQuery(memberInfoQuery(session.memberId));
  useHomePrefetch(session.memberId);
  if (member.isPending) return <FullPageLoader />;
  if (member.isError) return <StartupError onRetry={() => void member.refetch()} />;
  return (
    <>
      {/* A staff view is never renewed nor kept alive: it ends with its 30 minutes. */}
      {!session.impersonation && <SessionKeeper session={session} />}
      <Outlet />
    </>
  );
}
