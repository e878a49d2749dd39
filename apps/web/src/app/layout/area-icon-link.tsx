import { ActionIcon, Indicator } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AREA_ICONS } from '../../components/icons';
import { messagesQuery } from '../../lib/api/list-messages';
import { useSession } from '../../lib/session-store';
import type { PortalArea } from '../portal-areas';

/** Spec: the inbox icon carries a red dot while unread messages exist. */
function useHasUnreadMessages(enabled: boolean): boolean {
  const session = useSession();
  const messages = useQuery({ ...messagesQuery(session?.memberId ?? 0), enabled: enabled && session !== null });
  return enabled && (messages.data?.messages.some((message) => message.status === 'UNREAD') ?? false);
}

export function AreaIconLink({ area }: { area: PortalArea }): ReactElement {
  const { t } = useTranslation();
  const unread = useHasUnreadMessages(area.key === 'inbox');
  const Icon = area.icon && AREA_ICONS[area.icon];
  const label = unread ? t('areas.inboxUnread') : t(`areas.${area.key}`);
  return (
    <Indicator color="red.8" size={10} offset={6} disabled={!unread} withBorder>
      <ActionIcon component={Link} to={area.path} variant="subtle" size="lg" aria-label={label} title={label}>
        {Icon && <Icon />}
      </ActionIcon>
    </Indicator>
  );
}
