import { Box, Button, Group, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useMemberInfo } from '../../lib/api/get-member-info';
import { READ_ONLY_REASON_ID } from '../../lib/read-only-view';
import { useSession } from '../../lib/session-store';
import { signOut } from '../../lib/sign-out';

/** Spec 000: while staff view a member's portal, a banner names the member and their e-mail. */
export function ImpersonationBanner(): ReactElement | null {
  const { t } = useTranslation();
  const session = useSession();
  const member = useMemberInfo();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  if (!session?.impersonation) return null;
  const leave = async (): Promise<void> => {
    await signOut(queryClient, 'member');
    await navigate(`/staff/members/${member.id}`, { replace: true });
  };
  return (
    <Box component="section" aria-label={t('impersonation.label')} bg="yellow.1" px="md" py="xs">
      <Group justify="space-between" gap="sm">
        <div>
          <Text fw={600}>
            {t('impersonation.banner', { name: `${member.firstName} ${member.lastName}` })}
            {member.email && (
              <Text span fw={400} ms="xs">
                ({member.email})
              </Text>
            )}
          </Text>
          {/* Every disabled write control of the page points here for its reason. */}
          <Text id={READ_ONLY_REASON_ID} size="sm">
            {t('impersonation.readOnly')}
          </Text>
        </div>
        <Button size="xs" variant="filled" color="dark" onClick={() => void leave()}>
          {t('impersonation.leave')}
        </Button>
      </Group>
    </Box>
  );
}
