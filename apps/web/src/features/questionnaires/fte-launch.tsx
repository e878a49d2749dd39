import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useClientConfiguration } from '../../lib/api/get-client-configuration';
import { readStored, writeStored } from '../../lib/browser-storage';
import { sessionStore, useSession } from '../../lib/session-store';
import { questionnairesListQuery } from './api/list-questionnaires';

const OFFERED_KEY = 'first-time-experience-offered';
const FTE_PATH = '/questionnaire/FTE';

// A new sign-in is a new session: the offer is made again.
sessionStore.subscribe(() => {
  if (sessionStore.get() === null) writeStored('session', OFFERED_KEY, null);
});

/**
 * The first-time experience's start-up launch (spec 001, launch mode START_UP): under FTE, a member
 * whose FTE is not started or started is taken to it after signing in, once a session; its start
 * screen lets them skip it. Staff viewing a member's portal are not taken anywhere.
 */
export function FirstTimeExperienceLaunch(): null {
  const session = useSession();
  const { features } = useClientConfiguration();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const memberId = session?.memberId;
  const due =
    memberId !== undefined &&
    !session?.impersonation &&
    features.includes('FTE') &&
    readStored('session', OFFERED_KEY) !== String(memberId);
  const list = useQuery({ ...questionnairesListQuery(memberId ?? 0), enabled: due });
  const fte = list.data?.questionnaires.find((questionnaire) => questionnaire.type === 'FTE');
  useEffect(() => {
    if (!due || !list.isSuccess) return;
    writeStored('session', OFFERED_KEY, String(memberId));
    const open = fte !== undefined && (fte.status === 'NOT_STARTED' || fte.status === 'STARTED');
    if (open && pathname !== FTE_PATH) void navigate(FTE_PATH);
  }, [due, list.isSuccess, fte, memberId, pathname, navigate]);
  return null;
}
