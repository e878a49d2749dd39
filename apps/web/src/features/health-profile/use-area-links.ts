import type { NextStepArea } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { useClientConfiguration } from '../../lib/api/get-client-configuration';
import { healthActionsInitQuery } from '../../lib/api/get-health-actions-init';
import { useSession } from '../../lib/session-store';
import { AREA_FLAGS } from './next-steps';

type Area = Exclude<NextStepArea, 'CRISIS_LINE'>;

const FIXED_PATHS: Record<Exclude<Area, 'SCHEDULING'>, string> = { LEARN: '/learn', TRACKING: '/tracking', HELP: '/help-center' };

/**
 * Where each next step's area is for this member, or null when the plan has it off. Scheduling is
 * done through the plan's doctor-visit (PCP_VISIT) action, so it needs that action as well as
 * ONLINE_SCHEDULING; a programme that fails to load just leaves the link out.
 */
export function useAreaLinks(): (area: Area) => string | null {
  const { features } = useClientConfiguration();
  const memberId = useSession()?.memberId ?? 0;
  const scheduling = features.includes('ONLINE_SCHEDULING');
  const init = useQuery({ ...healthActionsInitQuery(memberId), enabled: scheduling });
  const visit = init.data?.healthActions.find((action) => action.type === 'PCP_VISIT');
  return (area) => {
    const flag = AREA_FLAGS[area];
    if (flag !== null && !features.includes(flag)) return null;
    if (area === 'SCHEDULING') return visit ? `/health-actions/${visit.id}/scheduling` : null;
    return FIXED_PATHS[area];
  };
}
