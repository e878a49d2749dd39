import { lazy, Suspense, type ReactElement } from 'react';
import { useClientConfiguration } from '../../lib/api/get-client-configuration';
import { useMemberInfo } from '../../lib/api/get-member-info';
import { useSession } from '../../lib/session-store';
import { pendingAgreements } from './pending-agreements';

// Most visits have nothing pending: the modals' code loads only when one is due.
const UpdatedAgreementsModal = lazy(() => import('./components/updated-agreements-modal'));
const WelcomeModal = lazy(() => import('./components/welcome-modal'));

/**
 * Asks for the agreements due today: privacy and terms first, then the welcome. Staff viewing a
 * member's portal cannot accept for them, so nothing is asked during a view.
 */
export function AgreementsPrompt(): ReactElement | null {
  const session = useSession();
  const member = useMemberInfo();
  const configuration = useClientConfiguration();
  if (session?.impersonation) return null;
  const { policies, welcome, acceptedBefore } = pendingAgreements(member);
  let modal: ReactElement | null = null;
  if (policies.length > 0) modal = <UpdatedAgreementsModal memberId={member.id} policies={policies} updated={acceptedBefore} />;
  else if (welcome) modal = <WelcomeModal member={member} configuration={configuration} welcome={welcome} />;
  return modal && <Suspense fallback={null}>{modal}</Suspense>;
}
