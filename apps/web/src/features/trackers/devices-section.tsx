import { Button, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { DEVICE_PROVIDERS, type DeviceProvider, type DeviceSource, type DeviceSourceStatus } from '@portal/contract';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../components/error-alert';
import { LoadProblem } from '../../components/load-problem';
import { formatDateTime, formatNumber } from '../../lib/format';
import { useWriteControl } from '../../lib/read-only-view';
import { useConnectDevice, useDeviceSources, useSyncDevice } from './api/device-sources';
import { DeviceFileImport } from './device-file-import';
import { DeviceResult } from './device-result';
import { sourceName } from './reading';

function isProvider(source: DeviceSource): source is DeviceProvider {
  return (DEVICE_PROVIDERS as readonly string[]).includes(source);
}

/**
 * "Devices and imports" on `/tracking`: each source's last sync, what arrived and what went
 * wrong; the plan's device connections (Reconnect when one expired, Sync now otherwise); and the
 * member's own file import.
 */
export function DevicesSection({ tag }: { tag: string }): ReactElement {
  const { t } = useTranslation('tracking');
  const devices = useDeviceSources();
  const connect = useConnectDevice();
  const sync = useSyncDevice();
  const writeControl = useWriteControl();
  const busy = connect.isPending || sync.isPending;

  let body: ReactElement;
  if (devices.isError) {
    body = (
      <LoadProblem
        title={t('devices.problem')}
        text={t('problem.text')}
        tryAgain={t('problem.tryAgain')}
        retry={() => void devices.refetch()}
        headingOrder={3}
      />
    );
  } else if (!devices.data) {
    body = <Loader size="sm" aria-label={t('devices.loading')} />;
  } else {
    const { sources, providers } = devices.data;
    const unconnected = providers.filter((provider) => !sources.some((source) => source.source === provider));
    body = (
      <>
        {sources.length === 0 ? (
          <Text c="dimmed">{t('devices.none')}</Text>
        ) : (
          <Table.ScrollContainer minWidth={560}>
            <Table withTableBorder>
              <Table.Caption>{t('devices.caption')}</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('devices.columns.source')}</Table.Th>
                  <Table.Th scope="col">{t('devices.columns.state')}</Table.Th>
                  <Table.Th scope="col">{t('devices.columns.lastSync')}</Table.Th>
                  <Table.Th scope="col">{t('devices.columns.arrived')}</Table.Th>
                  <Table.Th scope="col">{t('devices.columns.action')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {sources.map((source) => (
                  <SourceRow
                    key={source.source}
                    source={source}
                    tag={tag}
                    action={
                      isProvider(source.source) && providers.includes(source.source) ? (
                        <ProviderAction
                          source={source.source}
                          expired={source.state === 'EXPIRED'}
                          disabled={busy}
                          onConnect={(provider) => connect.mutate(provider)}
                          onSync={(provider) => sync.mutate(provider)}
                        />
                      ) : null
                    }
                  />
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        {unconnected.length > 0 && (
          <Group gap="sm">
            {unconnected.map((provider) => (
              <Button key={provider} disabled={busy} onClick={() => connect.mutate(provider)} {...writeControl}>
                {t('devices.connect', { source: sourceName(t, provider) })}
              </Button>
            ))}
          </Group>
        )}
        {unconnected.includes('HUMAN_API') && <Text size="sm">{t('devices.humanApiHint')}</Text>}
        {unconnected.includes('DEMO_DEVICE') && <Text size="sm">{t('devices.demoHint')}</Text>}
        {connect.data === null && <Text role="status">{t('devices.humanApiNothingConnected')}</Text>}
        {sync.data && <DeviceResult result={sync.data.result} tag={tag} />}
        <ErrorAlert error={connect.error ?? sync.error} />
      </>
    );
  }

  return (
    <Stack component="section" gap="md" aria-labelledby="devices-title">
      <div>
        <Title order={2} id="devices-title">
          {t('devices.title')}
        </Title>
        <Text>{t('devices.intro')}</Text>
      </div>
      {body}
      <DeviceFileImport tag={tag} />
    </Stack>
  );
}

/** A connected provider's button: Reconnect when its connection expired, Sync now otherwise. */
function ProviderAction(props: {
  source: DeviceProvider;
  expired: boolean;
  disabled: boolean;
  onConnect: (provider: DeviceProvider) => void;
  onSync: (provider: DeviceProvider) => void;
}): ReactElement {
  const { t } = useTranslation('tracking');
  const writeControl = useWriteControl();
  const { source, expired } = props;
  return (
    <Button
      size="xs"
      variant={expired ? 'filled' : 'light'}
      disabled={props.disabled}
      onClick={() => (expired ? props.onConnect(source) : props.onSync(source))}
      {...writeControl}
    >
      {t(expired ? 'devices.reconnect' : 'devices.sync', { source: sourceName(t, source) })}
    </Button>
  );
}

/** One source: its name, its state with what went wrong, its last sync and what that brought. */
function SourceRow({ source, tag, action }: { source: DeviceSourceStatus; tag: string; action: ReactElement | null }): ReactElement {
  const { t } = useTranslation('tracking');
  return (
    <Table.Tr>
      <Table.Th scope="row">{sourceName(t, source.source)}</Table.Th>
      <Table.Td>
        <Text fw={700} c={source.state === 'CONNECTED' ? undefined : 'red.9'}>
          {t(`devices.states.${source.state}`)}
        </Text>
        {source.lastError && <Text size="sm">{t(`devices.errors.${source.lastError}`)}</Text>}
      </Table.Td>
      <Table.Td>{formatDateTime(source.lastSyncAt, tag)}</Table.Td>
      <Table.Td>
        {t('devices.arrived', {
          received: formatNumber(source.received, tag),
          added: formatNumber(source.added, tag),
          refused: formatNumber(source.refused, tag),
        })}
      </Table.Td>
      <Table.Td>{action}</Table.Td>
    </Table.Tr>
  );
}
