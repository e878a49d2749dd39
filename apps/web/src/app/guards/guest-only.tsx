import type { ReactElement } from 'react';
import { Navigate, Outlet, useSearchParams } from 'react-router';
import { safeNextUrl } from '../../lib/safe-next-url';
import { isSignedIn, useSession } from '../../lib/session-store';

/** Sign-in pages: a member who is already signed in goes back where they were headed, or home. */
export function GuestOnly(): ReactElement {
  const session = useSession();
  const [searchParams] = useSearchParams();
  if (isSignedIn(session)) return <Navigate to={safeNextUrl(searchParams.get('nextUrl'))} replace />;
  return <Outlet />;
}
