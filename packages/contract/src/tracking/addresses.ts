// The tracker calls, by address only: a page that makes them does not load their schemas
// (see shared/call-address.ts).
import { callAddress } from '../shared/call-address';
import type * as bulkHistory from './bulk-history';
import type * as calls from './calls';
import type * as deviceCalls from './device-calls';

export const initTrackingCall = callAddress<typeof calls.initTrackingCall>('GET', '/v1/web/tracking/init-tracking');
export const saveTrackerEntryCall = callAddress<typeof calls.saveTrackerEntryCall>('PUT', '/v1/web/tracking/:tracker');
export const getTrackerHistoryCall = callAddress<typeof calls.getTrackerHistoryCall>('GET', '/v1/web/tracking/history/:tracker');
export const getTrackingSummaryCall = callAddress<typeof calls.getTrackingSummaryCall>('GET', '/v1/web/tracking/summary');
export const bulkHistoryCall = callAddress<typeof bulkHistory.bulkHistoryCall>('PUT', '/v1/web/tracking/bulk-history/:trackerType');

export const getDeviceSourcesCall = callAddress<typeof deviceCalls.getDeviceSourcesCall>('GET', '/v1/web/tracking/devices');
export const importDeviceFileCall = callAddress<typeof deviceCalls.importDeviceFileCall>('POST', '/v1/web/tracking/imports/:format');
export const connectDeviceCall = callAddress<typeof deviceCalls.connectDeviceCall>('POST', '/v1/web/tracking/devices/:provider/connect');
export const syncDeviceCall = callAddress<typeof deviceCalls.syncDeviceCall>('POST', '/v1/web/tracking/devices/:provider/sync');
export const humanApiTokenCall = callAddress<typeof deviceCalls.humanApiTokenCall>('PUT', '/v1/web/tracking/human-api-token');
