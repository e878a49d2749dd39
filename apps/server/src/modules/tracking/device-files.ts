import fs from 'node:fs';
import type { DeviceFileFormat } from '@portal/contract';
import { fhirBundleReadings, isFhirBundle, openMhealthReadings, type ConvertedReadings } from '@portal/domain';
import { AppleHealthExportError, readAppleHealthExport } from './apple-health-export';

/** A device file the format cannot read: not JSON or XML, or not the format's document. */
export class DeviceFileError extends Error {
  override name = 'DeviceFileError';
}

async function readJson(filePath: string): Promise<unknown> {
  try {
    return JSON.parse(await fs.promises.readFile(filePath, 'utf8')) as unknown;
  } catch {
    throw new DeviceFileError('The file is not JSON');
  }
}

/** The readings of a device file in one of the three formats a member or the operator may import. */
export async function readDeviceFile(format: DeviceFileFormat, filePath: string): Promise<ConvertedReadings> {
  switch (format) {
    case 'fhir-bundle': {
      const document = await readJson(filePath);
      if (!isFhirBundle(document)) throw new DeviceFileError('The file is not a FHIR Bundle');
      return fhirBundleReadings(document);
    }
    case 'open-mhealth':
      return openMhealthReadings(await readJson(filePath));
    case 'apple-health':
      return readAppleHealthExport(filePath).catch((error: unknown) => {
        throw error instanceof AppleHealthExportError ? new DeviceFileError(error.message) : error;
      });
  }
}
