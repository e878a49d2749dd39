import { DEVICE_SOURCES, TRACKERS, type DeviceSource, type Tracker } from '@portal/contract';
import type { TFunction } from 'i18next';

// Home shows readings too, so their wording lives in lib; the pages keep importing it from here.
export { readingText, sleepHours, type Reading } from '../../lib/tracker-reading';

/** The tracker a path names, or null for a name that is none. */
export function trackerNamed(name: string | undefined): Tracker | null {
  return TRACKERS.find((tracker) => tracker === name) ?? null;
}

/** A device source's name in the member's language; a source the web does not know keeps its own name. */
export function sourceName(t: TFunction<'tracking'>, source: string): string {
  return (DEVICE_SOURCES as readonly string[]).includes(source) ? t(`sources.${source as DeviceSource}`) : source;
}
