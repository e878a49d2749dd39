import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, type ReactElement } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { FullPageLoader } from '../../components/full-page-loader';
import { memberInfoQuery } from '../../lib/api/get-member-info';
import { loginPathFor } from '../../lib/safe-next-url';
import { isSignedIn, useSession, type MemberSession } from '../../lib/session-store';
import { signOut } from '../../lib/sign-out';
import { StartupError } from '../startup-error';
import { useSessionExpiry } from './use-session-expiry';

/**
 * Routes that need a member. Without a session the path is kept and the visitor goes to
 * sign in; a stored token that has expired signs out with 'Session Expired!'.
 */
export function RequireMember(): ReactElement {
  const session = useSession();
  const location = useLocation();
  const queryClient = useQueryClient();
  const expired = session !== null && !isSignedIn(session);
  useEffect(() => {
    if (expired) void signOut(queryClient, 'forced');
  }, [expired, queryClient]);
  if (!isSignedIn(session)) return <Navigate to={loginPathFor(location.pathname + location.search + location.hash)} replace />;
  return <SignedIn session={session} />;
}

function SignedIn({ session }: { session: MemberSession }): ReactElement {
  const member = useQuery(memberInfoQuery(session.memberId));
  useSessionExpiry(session);
  if (member.isPending) return <FullPageLoader />;
  if (member.isError) return <StartupError onRetry={() => void member.refetch()} />;
  return <Outlet />;
}
