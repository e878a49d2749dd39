import type { Tracker, TrackerSummary } from '@portal/contract';

/** A kept entry as the summary needs it. */
export interface SummarizedEntry {
  readonly date: string;
  readonly value: number;
  readonly diastolic: number | null;
  readonly source: string;
  readonly savedAt: Date;
}

/** Newest day first; of one day, the one saved last. */
export function byLatest(a: SummarizedEntry, b: SummarizedEntry): number {
  if (a.date !== b.date) return a.date < b.date ? 1 : -1;
  return b.savedAt.getTime() - a.savedAt.getTime();
}

/**
 * A tracker's summary from its entries (any subset that holds each source's latest will do): the
 * latest reading, and every source that has recorded one, the latest source first.
 */
export function trackerSummary(tracker: Tracker, entries: readonly SummarizedEntry[]): TrackerSummary {
  const ordered = [...entries].sort(byLatest);
  const latest = ordered[0];
  const sources = [...new Set(ordered.map((entry) => entry.source))].map((name) => ({ name }));
  if (!latest) return { tracker, latest: null, latestDate: null, latestSystolic: null, latestDiastolic: null, sources };
  const bloodPressure = tracker === 'bloodPressure';
  return {
    tracker,
    latest: latest.value,
    latestDate: latest.date,
    latestSystolic: bloodPressure ? latest.value : null,
    latestDiastolic: bloodPressure ? latest.diastolic : null,
    sources,
  };
}
