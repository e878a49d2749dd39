import { Anchor, Group, Text } from '@mantine/core';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useClientConfiguration } from '../../lib/api/get-client-configuration';

/** The programme's name, linking home. */
export function ProgrammeLogo(): ReactElement {
  const { t } = useTranslation();
  const configuration = useClientConfiguration();
  return (
    <Anchor component={Link} to="/" underline="never" aria-label={t('header.homeLink', { programme: configuration.title })}>
      <Group gap={8} wrap="nowrap">
        <img src="/favicon.svg" alt="" width={28} height={28} />
        <Text fw={700} c="blue.9" size="lg" visibleFrom="xs">
          {configuration.title}
        </Text>
      </Group>
    </Anchor>
  );
}
