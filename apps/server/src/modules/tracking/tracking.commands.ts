import { DEVICE_FILE_FORMATS, type DeviceFileFormat, type DeviceImportResult } from '@portal/contract';
import type { ClientRecord } from '../../lib/client-record';
import { UsageError } from '../../lib/operator-error';
import type { DeviceImports } from './device-imports.service';
import { DeviceFileError, readDeviceFile } from './device-files';

/** Refused readings shown on the terminal, the first ones. */
const SHOWN_REFUSALS = 20;

const isFormat = (format: string): format is DeviceFileFormat => Object.hasOwn(DEVICE_FILE_FORMATS, format);

export function describeImport(result: DeviceImportResult): string {
  const lines = result.refused.slice(0, SHOWN_REFUSALS).map(({ sourceId, reason }) => `${sourceId}: ${reason}`);
  if (result.refused.length > SHOWN_REFUSALS) lines.push(`… and ${result.refused.length - SHOWN_REFUSALS} more refused`);
  lines.push(
    `${result.received} readings received, ${result.added} added, ${result.duplicates} already kept, ${result.refused.length} refused`,
  );
  return lines.join('\n');
}

/** `tracking import --client <ABBR> --format <format> --file <file>`: a plan's device file, each reading to the member it names. */
export async function importDevicesCommand(
  {
    deviceImports,
    clients,
  }: { readonly deviceImports: DeviceImports; readonly clients: { findClient(abbreviation: string): Promise<ClientRecord | undefined> } },
  options: { client?: string; format?: string; file?: string },
  write: (text: string) => void = (text) => process.stdout.write(text),
): Promise<number> {
  const formats = Object.keys(DEVICE_FILE_FORMATS).join(', ');
  const { client: abbreviation, format, file } = options;
  if (!abbreviation || !format || !file) throw new UsageError(`tracking import needs --client <ABBR>, --format (${formats}) and --file`);
  if (!isFormat(format)) throw new UsageError(`There is no device file format ${format}; the formats are: ${formats}`);
  const client = await clients.findClient(abbreviation.toUpperCase());
  if (!client) throw new UsageError(`There is no client ${abbreviation}`);
  const converted = await readDeviceFile(format, file).catch((error: unknown) => {
    throw error instanceof DeviceFileError ? new UsageError(`${file}: ${error.message}`) : error;
  });
  write(`${describeImport(await deviceImports.importPlanFile(client, DEVICE_FILE_FORMATS[format], converted))}\n`);
  return 0;
}
