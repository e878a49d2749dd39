import fs from 'node:fs/promises';
import type { ClientRecord } from '../../lib/client-record';
import { UsageError } from '../../lib/operator-error';
import type { AreaCommand } from '../area-module';
import { NotABundleError, type MedicationBundleImport, type PrescriptionsService } from './prescriptions.service';

type PrescriptionsCommand = AreaCommand<{
  prescriptions: PrescriptionsService;
  clients: { findClient(abbreviation: string): Promise<ClientRecord | undefined> };
}>;

/** Refused resources shown on the terminal, the first ones. */
const SHOWN_REFUSALS = 20;

export function describeBundleImport(result: MedicationBundleImport): string {
  const lines = result.refused.slice(0, SHOWN_REFUSALS).map(({ resource, reason }) => `${resource}: ${reason}`);
  if (result.refused.length > SHOWN_REFUSALS) lines.push(`… and ${result.refused.length - SHOWN_REFUSALS} more refused`);
  lines.push(
    `${result.received} medication resources read, ${result.added} fills added, ${result.alreadyKept} already kept, ` +
      `${result.refused.length} refused`,
  );
  return lines.join('\n');
}

async function readJson(file: string): Promise<unknown> {
  const text = await fs.readFile(file, 'utf8').catch(() => {
    throw new UsageError(`${file} cannot be read`);
  });
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new UsageError(`${file} is not JSON`);
  }
}

const importBundle: PrescriptionsCommand = {
  usage: [
    'prescriptions import --client <ABBR> --file <bundle.json>',
    "                                              a FHIR R4 bundle of the plan's MedicationDispense and",
    '                                              MedicationRequest resources, each fill to the member',
    '                                              its Patient names; read twice, it adds nothing',
  ].join('\n'),
  run: async ({ prescriptions, clients }, _args, options) => {
    if (!options.client || !options.file) throw new UsageError('prescriptions import needs --client <ABBR> and --file <bundle.json>');
    const client = await clients.findClient(options.client.toUpperCase());
    if (!client) throw new UsageError(`There is no client ${options.client}`);
    const document = await readJson(options.file);
    const result = await prescriptions.importBundle(client, document).catch((error: unknown) => {
      throw error instanceof NotABundleError ? new UsageError(`${options.file}: ${error.message}`) : error;
    });
    process.stdout.write(`${describeBundleImport(result)}\n`);
    return 0;
  },
};

export const prescriptionsCommands = { 'prescriptions import': importBundle };
