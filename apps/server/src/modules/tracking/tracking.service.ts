import { MANUAL_SOURCE, TRACKERS, type Tracker, type TrackerEntry, type TrackerSettings, type TrackerSummary } from '@portal/contract';
import {
  backFillIssueFields,
  checkBackFill,
  checkTrackerEntry,
  entryIssueFields,
  historyWindow,
  todayIn,
  trackerSummary,
} from '@portal/domain';
import type { HouseholdAnswers } from '../../core/household-answers';
import type { MemberKey } from '../../db/member-owned';
import { AppError } from '../../lib/app-error';
import type { ClientRecord } from '../../lib/client-record';
import type { Clock } from '../../lib/clock';
import type { TrackerGoals } from './tracker-goal-ports';
import type { TrackerEntryRow, TrackingRepository } from './tracking.repository';

export interface TrackingDependencies {
  readonly repository: TrackingRepository;
  readonly goals: TrackerGoals;
  readonly clock: Clock;
  readonly householdAnswers: Pick<HouseholdAnswers, 'bytes'>;
}

/** The member in the token and their plan, whose time zone decides what today is. */
export interface Tracking {
  readonly client: ClientRecord;
  readonly member: MemberKey;
}

/** An entry as the member sends it; `value` is the systolic of a blood pressure. */
export interface EntryRequest {
  readonly value: number;
  readonly date: string;
  readonly source: string;
  readonly diastolic?: number | null | undefined;
}

/** A missed day as the member fills it in. */
export type EntryRequestDay = Omit<EntryRequest, 'source'>;

function entryOf(row: TrackerEntryRow): TrackerEntry {
  return {
    date: row.date,
    value: row.value,
    ...(row.diastolic === null ? {} : { diastolic: row.diastolic }),
    source: row.source,
    enteredByHand: row.enteredByHand,
  };
}

function summariesOf(rows: readonly TrackerEntryRow[]): TrackerSummary[] {
  return TRACKERS.map((tracker) =>
    trackerSummary(
      tracker,
      rows.filter((row) => row.tracker === tracker),
    ),
  );
}

export function createTrackingService({ repository, goals, clock, householdAnswers }: TrackingDependencies) {
  const today = (client: ClientRecord): string => todayIn(clock.now(), client.timeZone);
  const history = async ({ client, member }: Tracking, tracker: Tracker): Promise<TrackerEntry[]> => {
    const { firstDay, lastDay } = historyWindow(today(client));
    return (await repository.entriesBetween(member, tracker, firstDay, lastDay)).map(entryOf);
  };

  async function init({
    client,
    member,
  }: Tracking): Promise<{ settings: TrackerSettings[]; summary: TrackerSummary[]; humanApiToken: null }> {
    const incentives = await goals.incentives(client, member);
    const settings = TRACKERS.map((type) => ({ type, incentives: incentives.get(type) ?? [] }));
    // The Connect window's token is asked for when the member presses Connect (PUT human-api-token), not on every visit.
    return { settings, summary: summariesOf(await repository.latestPerSource(member)), humanApiToken: null };
  }

  return {
    /**
     * init's answer as sent, kept while nothing in it changes (it is read on every visit of the
     * trackers and of the home): its readings, coverages and completions move the household's
     * revision, and the goals' days so far are counted up to the plan's today, which the kept
     * answer's key holds.
     */
    initAnswer(tracking: Tracking, serialize: (answer: unknown) => string): Promise<Buffer> {
      const { client, member } = tracking;
      return householdAnswers.bytes({ client, memberId: member.memberId, variant: 'tracking' }, () => init(tracking), serialize);
    },

    async summary({ member }: Tracking): Promise<TrackerSummary[]> {
      return summariesOf(await repository.latestPerSource(member));
    },

    /** Checks the entry by the domain's rules on the plan's today, then adds it or replaces that day's reading from the source. */
    async save({ client, member }: Tracking, tracker: Tracker, request: EntryRequest) {
      const issues = checkTrackerEntry(tracker, request, today(client));
      if (issues.length > 0) {
        const { fields, details } = entryIssueFields(issues);
        throw new AppError('VALIDATION_FAILED', 'The entry is missing a value or holds one the tracker does not take', fields, details);
      }
      const diastolic = tracker === 'bloodPressure' ? (request.diastolic ?? null) : null;
      const entry = { tracker, date: request.date, value: request.value, diastolic, source: request.source };
      const saved = await repository.saveEntry(member, { ...entry, enteredByHand: request.source === MANUAL_SOURCE }, clock.now());
      await goals.complete(client, member, tracker);
      const summary = trackerSummary(tracker, await repository.latestPerSource(member, tracker));
      return { entry: entryOf(saved), summary };
    },

    history,
    /**
     * Back-fills missed days by hand (spec 001 bulk-history): each day is checked as a single
     * entry and must be one of the history's days; one issue refuses them all, named
     * `entries.<index>.<field>`. Saved as MANUAL, so a device's readings of those days stay.
     */
    async backFill(tracking: Tracking, tracker: Tracker, days: readonly EntryRequestDay[]) {
      const { client, member } = tracking;
      const issues = checkBackFill(tracker, days, today(client));
      if (issues.length > 0) {
        const { fields, details } = backFillIssueFields(issues);
        throw new AppError('VALIDATION_FAILED', 'A day is missing a value or holds one the tracker does not take', fields, details);
      }
      const entries = days.map((day) => ({
        tracker,
        date: day.date,
        value: day.value,
        diastolic: tracker === 'bloodPressure' ? (day.diastolic ?? null) : null,
        source: MANUAL_SOURCE,
        enteredByHand: true,
      }));
      await repository.saveEntries(member, entries, clock.now());
      await goals.complete(client, member, tracker);
      const summary = trackerSummary(tracker, await repository.latestPerSource(member, tracker));
      return { entries: await history(tracking, tracker), summary };
    },
  };
}

export type TrackingService = ReturnType<typeof createTrackingService>;
