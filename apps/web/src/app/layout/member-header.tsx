import { Box, Burger, Drawer, Group, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useClientConfiguration } from '../../lib/api/get-client-configuration';
import { visibleAreas } from '../portal-areas';
import { AreaIconLink } from './area-icon-link';
import { AreaMenuLink } from './area-menu-link';
import { LanguageSelector } from './language-selector';
import { ProfileMenu } from './profile-menu';
import { ProgrammeLogo } from './programme-logo';

/** Spec: logo home; Home, Rewards, Learn per feature; icon links; inbox; language; profile menu. */
export function MemberHeader(): ReactElement {
  const { t } = useTranslation();
  const { features } = useClientConfiguration();
  const [drawerOpen, drawer] = useDisclosure(false);
  const menuAreas = visibleAreas(features, 'menu');
  const iconAreas = visibleAreas(features, 'icon');
  return (
    <Box component="header" px="md" py="xs" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Group wrap="nowrap" gap="md">
          {menuAreas.length > 0 && (
            <Burger hiddenFrom="sm" opened={drawerOpen} onClick={drawer.toggle} aria-label={t('header.openMenu')} size="sm" />
          )}
          <ProgrammeLogo />
          <Group component="nav" aria-label={t('header.mainNavigation')} gap="xs" visibleFrom="sm">
            {menuAreas.map((area) => (
              <AreaMenuLink key={area.key} area={area} />
            ))}
          </Group>
        </Group>
        <Group wrap="nowrap" gap={4}>
          {iconAreas.map((area) => (
            <AreaIconLink key={area.key} area={area} />
          ))}
          <Box visibleFrom="sm">
            <LanguageSelector />
          </Box>
          <ProfileMenu />
        </Group>
      </Group>
      <Drawer opened={drawerOpen} onClose={drawer.close} title={t('header.menu')} hiddenFrom="sm" size="xs">
        <Stack component="nav" aria-label={t('header.mainNavigation')} gap="xs">
          {menuAreas.map((area) => (
            <AreaMenuLink key={area.key} area={area} onNavigate={drawer.close} />
          ))}
          <LanguageSelector />
        </Stack>
      </Drawer>
    </Box>
  );
}
