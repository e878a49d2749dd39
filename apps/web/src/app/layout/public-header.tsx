import { Box, Group } from '@mantine/core';
import type { ReactElement } from 'react';
import { LanguageSelector } from './language-selector';
import { ProgrammeLogo } from './programme-logo';

export function PublicHeader(): ReactElement {
  return (
    <Box component="header" px="md" py="sm" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
      <Group justify="space-between" wrap="nowrap">
        <ProgrammeLogo />
        <LanguageSelector />
      </Group>
    </Box>
  );
}
