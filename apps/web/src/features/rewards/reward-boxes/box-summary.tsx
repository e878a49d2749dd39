import { Group, Image, Stack, Text, Title } from '@mantine/core';
import type { RewardBox } from '@portal/contract';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';

/** A box as the member sees it: its picture, name, what is in it and what it takes from the balance. */
export function BoxSummary({ box, price, headingLevel }: { box: RewardBox; price: string; headingLevel: 2 | 3 }): ReactElement {
  const { t } = useTranslation('rewards');
  return (
    <Group align="flex-start" wrap="nowrap">
      {/* The name beside it says what the picture shows. */}
      <Image src={box.imageUrl} alt="" w={120} h={75} fit="contain" />
      <Stack gap={4}>
        <Title order={headingLevel} size="h4">
          {box.name}
        </Title>
        <Text size="sm">{box.description}</Text>
        <Text fw={600}>{t('redeem.price', { price })}</Text>
      </Stack>
    </Group>
  );
}
