import { useTranslation } from 'react-i18next';
import { useSession } from './session-store';

/** The element that says why a control is disabled; the staff view's banner shows it on every page. */
export const READ_ONLY_REASON_ID = 'read-only-view-reason';

export interface WriteControlProps {
  readonly disabled?: true;
  readonly 'aria-describedby'?: string;
  readonly title?: string;
}

/**
 * Props for every control that changes the member's account (submit, switch, delete, upload,
 * send a code): while support staff view the portal they are disabled, with the reason as a
 * tooltip and as the control's description, since the server refuses every write from that view
 * (decision 0014). Spread them last, so they win over a control's own `disabled`.
 */
export function useWriteControl(): WriteControlProps {
  const { t } = useTranslation();
  const session = useSession();
  if (!session?.impersonation) return {};
  return { disabled: true, 'aria-describedby': READ_ONLY_REASON_ID, title: t('impersonation.readOnly') };
}
