import './profile-menu.css';
import { Button, Menu } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { PersonIcon } from '../../components/icons';
import { useClientConfiguration } from '../../lib/api/get-client-configuration';
import { memberInfoQuery } from '../../lib/api/get-member-info';
import { useSession } from '../../lib/session-store';
import { signOut } from '../../lib/sign-out';

/** Spec: Account Details; Notification Settings only with LEGACY_ACCOUNT_PAGE; Logout (worded 'Sign out', as everywhere else). */
export function ProfileMenu(): ReactElement {
  const { t } = useTranslation();
  const { features } = useClientConfiguration();
  const session = useSession();
  const member = useQuery({ ...memberInfoQuery(session?.memberId ?? 0), enabled: session !== null });
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const logout = async (): Promise<void> => {
    // Staff leaving a member's portal go back to that member in the console.
    const returnTo = session?.impersonation ? `/staff/members/${session.memberId}` : '/login';
    await signOut(queryClient, 'member');
    await navigate(returnTo, { replace: true });
  };
  return (
    // No focus placeholder: it is not a menu item, and a menu may hold nothing else.
    <Menu position="bottom-end" withinPortal withInitialFocusPlaceholder={false}>
      <Menu.Target>
        <Button
          variant="subtle"
          size="sm"
          leftSection={<PersonIcon />}
          classNames={{ root: 'profile-button', label: 'profile-name', section: 'profile-icon' }}
          aria-label={t('header.profileMenu', { name: member.data?.firstName ?? '' })}
        >
          {member.data?.firstName ?? ''}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item component={Link} to="/account">
          {t('header.accountDetails')}
        </Menu.Item>
        {features.includes('LEGACY_ACCOUNT_PAGE') && (
          <Menu.Item component={Link} to="/notification-settings">
            {t('header.notificationSettings')}
          </Menu.Item>
        )}
        <Menu.Item onClick={() => void logout()}>{t('header.signOut')}</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
