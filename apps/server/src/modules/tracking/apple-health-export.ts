import fs from 'node:fs';
import {
  APPLE_BLOOD_PRESSURE,
  appleHealthBloodPressureReading,
  appleHealthRecordReading,
  collectReading,
  type AppleHealthRecord,
  type ConvertedReadings,
} from '@portal/domain';
import { SaxesParser, type SaxesTagPlain } from 'saxes';

/** An export.xml that is no XML, or not Apple Health's. */
export class AppleHealthExportError extends Error {
  override name = 'AppleHealthExportError';
}

function recordOf(tag: SaxesTagPlain): AppleHealthRecord {
  const { type = '', unit, value, startDate, endDate, sourceName } = tag.attributes;
  return {
    type,
    ...(unit === undefined ? {} : { unit }),
    ...(value === undefined ? {} : { value }),
    ...(startDate === undefined ? {} : { startDate }),
    ...(endDate === undefined ? {} : { endDate }),
    ...(sourceName === undefined ? {} : { sourceName }),
  };
}

/**
 * Reads an Apple Health export.xml as it streams (an export can be hundreds of megabytes): each
 * `<Record>` of a tracker, and each blood pressure `<Correlation>` with the two records inside it.
 * The records Apple also repeats inside a correlation are read as the correlation's only.
 */
export async function readAppleHealthExport(filePath: string): Promise<ConvertedReadings> {
  const converted: ConvertedReadings = { readings: [], refusals: [] };
  const parser = new SaxesParser();
  let sawHealthData = false;
  let correlation: { tag: AppleHealthRecord; records: AppleHealthRecord[] } | null = null;
  parser.on('opentag', (tag) => {
    if (tag.name === 'HealthData') sawHealthData = true;
    else if (tag.name === 'Correlation' && tag.attributes.type === APPLE_BLOOD_PRESSURE) correlation = { tag: recordOf(tag), records: [] };
    else if (tag.name === 'Record') {
      if (correlation) correlation.records.push(recordOf(tag));
      else collectReading(converted, appleHealthRecordReading(recordOf(tag)));
    }
  });
  parser.on('closetag', (tag) => {
    if (tag.name === 'Correlation' && correlation) {
      collectReading(converted, appleHealthBloodPressureReading(correlation.tag, correlation.records));
      correlation = null;
    }
  });
  try {
    for await (const chunk of fs.createReadStream(filePath, { encoding: 'utf8' })) parser.write(chunk as string);
    parser.close();
  } catch (error) {
    throw new AppleHealthExportError(`The file is not XML: ${(error as Error).message}`);
  }
  if (!sawHealthData) throw new AppleHealthExportError('The file is not an Apple Health export (no <HealthData>)');
  return converted;
}
