import * as z from 'zod/mini';
import { timestampSchema } from '../shared/common';
import { defineCall } from '../shared/define-call';

/**
 * Where device readings come from: a member's upload in one of three file formats, or a device
 * provider the operator configured. Each is a tracker entry source beside MANUAL.
 */
export const DEVICE_SOURCES = ['FHIR_IMPORT', 'APPLE_HEALTH', 'OPEN_MHEALTH', 'HUMAN_API', 'DEMO_DEVICE'] as const;
export const deviceSourceSchema = z.enum(DEVICE_SOURCES);
export type DeviceSource = z.infer<typeof deviceSourceSchema>;

/** The files a member may upload, by their path name, and the source each one's readings keep. */
export const DEVICE_FILE_FORMATS = {
  'fhir-bundle': 'FHIR_IMPORT',
  'apple-health': 'APPLE_HEALTH',
  'open-mhealth': 'OPEN_MHEALTH',
} as const satisfies Record<string, DeviceSource>;
export type DeviceFileFormat = keyof typeof DEVICE_FILE_FORMATS;
export const deviceFileFormatSchema = z.enum(Object.keys(DEVICE_FILE_FORMATS) as [DeviceFileFormat, ...DeviceFileFormat[]]);

/** The providers a member connects rather than uploads to. */
export const DEVICE_PROVIDERS = ['HUMAN_API', 'DEMO_DEVICE'] as const;
export const deviceProviderSchema = z.enum(DEVICE_PROVIDERS);
export type DeviceProvider = z.infer<typeof deviceProviderSchema>;

/** Why one reading of a file or a sync was not kept. */
export const DEVICE_REFUSAL_REASONS = [
  /** A tracker's reading in a unit the tracker does not take. */
  'UNIT_NOT_ACCEPTED',
  /** Outside the tracker's plausible range (the same ranges as a hand entry). */
  'OUT_OF_RANGE',
  'MISSING_VALUE',
  /** No time or day, or one that is no real instant. */
  'MISSING_TIME',
  /** A day after the plan's today. */
  'IN_THE_FUTURE',
  /** A blood pressure without both its systolic and its diastolic, or with the diastolic not below the systolic. */
  'INCOMPLETE_BLOOD_PRESSURE',
  /** A member's upload naming another member as the reading's subject. */
  'OTHER_MEMBER',
  /** An operator's file naming no member, or a member number the plan does not have. */
  'UNKNOWN_MEMBER',
] as const;
export const deviceRefusalReasonSchema = z.enum(DEVICE_REFUSAL_REASONS);
export type DeviceRefusalReason = z.infer<typeof deviceRefusalReasonSchema>;

export const deviceRefusalSchema = z.object({ sourceId: z.string(), reason: deviceRefusalReasonSchema });
export type DeviceRefusal = z.infer<typeof deviceRefusalSchema>;

/** What an import or a sync did: readings received, new ones kept, ones already kept, and those refused. */
export const deviceImportResultSchema = z.object({
  received: z.int(),
  added: z.int(),
  duplicates: z.int(),
  refused: z.array(deviceRefusalSchema),
});
export type DeviceImportResult = z.infer<typeof deviceImportResultSchema>;

/** A source's state: readings arrive, or its connection expired and the member must reconnect, or its last sync failed. */
export const DEVICE_SOURCE_STATES = ['CONNECTED', 'EXPIRED', 'ERROR'] as const;
export const deviceSourceStateSchema = z.enum(DEVICE_SOURCE_STATES);
export type DeviceSourceState = z.infer<typeof deviceSourceStateSchema>;

/** Why a source's last sync failed, in words the web gives each. */
export const DEVICE_SOURCE_ERRORS = ['CONNECTION_EXPIRED', 'PROVIDER_UNAVAILABLE', 'FILE_UNREADABLE'] as const;
export const deviceSourceErrorSchema = z.enum(DEVICE_SOURCE_ERRORS);
export type DeviceSourceError = z.infer<typeof deviceSourceErrorSchema>;

export const deviceSourceStatusSchema = z.object({
  source: deviceSourceSchema,
  state: deviceSourceStateSchema,
  lastSyncAt: timestampSchema,
  /** Of the last sync or import. */
  received: z.int(),
  added: z.int(),
  refused: z.int(),
  lastError: z.nullable(deviceSourceErrorSchema),
});
export type DeviceSourceStatus = z.infer<typeof deviceSourceStatusSchema>;

/** The largest file a member may upload: an Apple Health export is read as it streams; the JSON formats are read whole. */
export const DEVICE_XML_UPLOAD_LIMIT_BYTES = 512 * 1024 * 1024;
export const DEVICE_JSON_UPLOAD_LIMIT_BYTES = 32 * 1024 * 1024;

export const getDeviceSourcesCall = defineCall({
  method: 'GET',
  path: '/v1/web/tracking/devices',
  summary: "The member's device sources with their last sync, and the providers the plan offers",
  access: 'member',
  feature: 'TRACKING',
  response: z.object({ sources: z.array(deviceSourceStatusSchema), providers: z.array(deviceProviderSchema) }),
});

export const importDeviceFileCall = defineCall({
  method: 'POST',
  path: '/v1/web/tracking/imports/:format',
  summary:
    "Imports the member's own device file (the file as the body, application/octet-stream); readings already kept are not added again",
  access: 'member',
  feature: 'TRACKING',
  params: z.object({ format: deviceFileFormatSchema }),
  response: deviceImportResultSchema,
});

const providerParams = z.object({ provider: deviceProviderSchema });

export const connectDeviceCall = defineCall({
  method: 'POST',
  path: '/v1/web/tracking/devices/:provider/connect',
  summary: 'Connects a device provider the plan offers (the demo device needs no account)',
  access: 'member',
  feature: 'TRACKING',
  params: providerParams,
  response: z.object({ source: deviceSourceStatusSchema }),
});

export const syncDeviceCall = defineCall({
  method: 'POST',
  path: '/v1/web/tracking/devices/:provider/sync',
  summary: "Fetches a connected provider's new readings now",
  access: 'member',
  feature: 'TRACKING',
  params: providerParams,
  response: z.object({ result: deviceImportResultSchema, source: deviceSourceStatusSchema }),
});

export const humanApiTokenCall = defineCall({
  method: 'PUT',
  path: '/v1/web/tracking/human-api-token',
  summary: "A public token for the member's Human API connect window, from the operator's Human API account",
  access: 'member',
  feature: 'TRACKING',
  response: z.object({ publicToken: z.string() }),
});
