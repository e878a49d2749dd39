import { TRACKERS, type Tracker } from '@portal/contract';

// Home shows readings too, so their wording lives in lib; the pages keep importing it from here.
export { readingText, sleepHours, type Reading } from '../../lib/tracker-reading';

/** The tracker a path names, or null for a name that is none. */
export function trackerNamed(name: string | undefined): Tracker | null {
  return TRACKERS.find((tracker) => tracker === name) ?? null;
}
