import type { DeviceFileFormat, DeviceProvider } from '@portal/contract';
import { connectDeviceCall, getDeviceSourcesCall, importDeviceFileCall, syncDeviceCall } from '@portal/contract/tracking';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { useSession } from '../../../lib/session-store';
import { openHumanConnect } from './human-connect';
import { trackingKeys } from './tracking-keys';

/** The member's device sources with their last sync, and the providers the plan offers. */
export function useDeviceSources() {
  const session = useSession();
  return useQuery({
    queryKey: trackingKeys.devices(session?.memberId ?? 0),
    queryFn: ({ signal }) => callApi(getDeviceSourcesCall, { signal }),
    enabled: Boolean(session),
  });
}

/**
 * A change of the member's device data: when it has answered, everything of the member's
 * trackers is read again (the sources, the summaries and the histories the readings reached).
 */
function useDeviceChange<Input, Output>(change: (input: Input) => Promise<Output>) {
  const session = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSettled: () => queryClient.invalidateQueries({ queryKey: trackingKeys.member(session?.memberId ?? 0) }),
  });
}

export function useImportDeviceFile() {
  return useDeviceChange(({ format, file }: { format: DeviceFileFormat; file: Blob }) =>
    callApi(importDeviceFileCall, { params: { format }, file }),
  );
}

/**
 * Connects a provider. Human API is connected in its own window first; a member who closes it
 * with nothing connected connects nothing here either (the answer is then null).
 */
export function useConnectDevice() {
  return useDeviceChange(async (provider: DeviceProvider) => {
    if (provider === 'HUMAN_API' && !(await openHumanConnect())) return null;
    return callApi(connectDeviceCall, { params: { provider } });
  });
}

export function useSyncDevice() {
  return useDeviceChange((provider: DeviceProvider) => callApi(syncDeviceCall, { params: { provider } }));
}
