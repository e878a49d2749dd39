import type { HealthActionsInit, HealthActionView } from '@portal/contract';

/** What every panel of an action's page reads: the init answer, the action, and the signed-in member. */
export interface ActionPanelProps {
  readonly init: HealthActionsInit;
  readonly action: HealthActionView;
  readonly memberId: number;
}
