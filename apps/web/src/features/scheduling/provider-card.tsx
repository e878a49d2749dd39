import { Checkbox, Group, Paper, Stack, Text } from '@mantine/core';
import type { Provider } from '@portal/contract';
import { formattedUsPhone, providerAddressLine, providerName } from '@portal/domain';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../lib/format';
import { useWriteControl } from '../../lib/read-only-view';
import { useLanguageTag } from './use-language-tag';

/** One doctor of the directory, with the checkbox that chooses them. */
export function ProviderCard(props: {
  readonly provider: Provider;
  readonly checked: boolean;
  readonly disabled: boolean;
  readonly onToggle: () => void;
}): ReactElement {
  const { t } = useTranslation('scheduling');
  const tag = useLanguageTag();
  const { provider } = props;
  const name = providerName(provider);
  const writeControl = useWriteControl();
  return (
    <Paper withBorder p="sm" component="li">
      <Group align="flex-start" wrap="nowrap" gap="sm">
        <Checkbox
          mt={4}
          checked={props.checked}
          disabled={props.disabled && !props.checked}
          onChange={props.onToggle}
          aria-label={t('doctors.choose', { name })}
          {...writeControl}
        />
        <Stack gap={2}>
          {/* Directory text is English: isolated, an address keeps its order inside a right-to-left page. */}
          <Text fw={700}>
            <bdi>{name}</bdi>
          </Text>
          {provider.hospital && (
            <Text size="sm">
              <bdi>{provider.hospital}</bdi>
            </Text>
          )}
          <Text size="sm">
            <bdi>{providerAddressLine(provider, false)}</bdi>
          </Text>
          <Text size="sm">
            <span dir="ltr">{formattedUsPhone(provider.phoneNumber)}</span>
            {provider.distance !== null && ` · ${t('doctors.distance', { distance: formatNumber(provider.distance, tag, 1) })}`}
          </Text>
        </Stack>
      </Group>
    </Paper>
  );
}
