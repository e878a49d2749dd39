import { ActionIcon, Indicator } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { HelpIcon, InboxIcon, PrescriptionIcon, TrackerIcon } from '../../components/icons';
import { messagesQuery } from '../../lib/api/list-messages';
import { useSession } from '../../lib/session-store';
import type { AreaKey, PortalArea } from '../portal-areas';

const ICONS: Partial<Record<AreaKey, () => ReactElement>> = {
  helpCenter: HelpIcon,
  prescriptionRecord: PrescriptionIcon,
  tracking: TrackerIcon,
  inbox: InboxIcon,
};

/** Spec: the inbox icon carries a red dot while unread messages exist. */
function useHasUnreadMessages(enabled: boolean): boolean {
  const session = useSession();
  const messages = useQuery({ ...messagesQuery(session?.memberId ?? 0), enabled: enabled && session !== null });
  return enabled && (messages.data?.messages.some((message) => message.status === 'UNREAD') ?? false);
}

export function AreaIconLink({ area }: { area: PortalArea }): ReactElement {
  const { t } = useTranslation();
  const unread = useHasUnreadMessages(area.key === 'inbox');
  const Icon = ICONS[area.key] ?? HelpIcon;
  const label = unread ? t('areas.inboxUnread') : t(`areas.${area.key}`);
  return (
    <Indicator color="red.8" size={10} offset={6} disabled={!unread} withBorder>
      <ActionIcon component={Link} to={area.path} variant="subtle" size="lg" aria-label={label} title={label}>
        <Icon />
      </ActionIcon>
    </Indicator>
  );
}
