import { ROSTER_COLUMNS, ROSTER_GUARDIAN_COLUMNS, rosterRowSchema, todayIn, type RosterRecord } from '@portal/domain';
import { importFeedFile, type FeedReportRow } from '../../feeds/feed-import';
import type { FeedKind } from '../../feeds/feed-kind';
import type { ClientRecord } from '../../lib/client-record';
import type { Clock } from '../../lib/clock';
import { coverageKey, type RosterRepository } from './roster.repository';

const keyOf = (record: RosterRecord): string => coverageKey(record.clientMemberId, record.cohortCode, record.coverageStart);

/**
 * The eligibility roster as a plan-data feed: a line is one member and one coverage. Members
 * are matched by member number, coverages by member, cohort and start date; several lines for
 * a member give several coverages and the member's fields come from the last of them. The file
 * is surveyed first, so a dependent may come before the subscriber it names.
 */
export function createRosterFeed(repository: RosterRepository, clock: Clock): FeedKind<RosterRecord> {
  return {
    name: 'roster',
    description: 'eligibility roster: one line per member and coverage',
    columns: ROSTER_COLUMNS,
    optionalColumns: ROSTER_GUARDIAN_COLUMNS,
    async open(client) {
      const clientId = client.configuration.id;
      const cohortIds = await repository.cohortIdsByCode(clientId);
      const membersInFile = new Set<string>();
      const namedSubscribers = new Set<string>();
      let subscribersOnRoster: ReadonlySet<string> = new Set();
      // Every member the file brings, with the subscriber it names: a line naming one wins over one naming none.
      const subscriberOf = new Map<string, string | null>();
      return {
        schema: rosterRowSchema({
          today: todayIn(clock.now(), client.timeZone),
          defaultMedicalContractCode: client.configuration.defaultMedicalPlanTypeCd,
          clientAbbreviation: client.configuration.abbreviation,
          isCohort: (code) => cohortIds.has(code),
        }),
        rowKey: keyOf,
        rowKeyDescription: 'the same client_member_id, cohort_id and coverage_start',
        survey(record) {
          membersInFile.add(record.clientMemberId);
          if (record.subscriberClientMemberId) namedSubscribers.add(record.subscriberClientMemberId);
        },
        async afterSurvey() {
          const outsideFile = [...namedSubscribers].filter((subscriber) => !membersInFile.has(subscriber));
          subscribersOnRoster = await repository.existingMemberNumbers(clientId, outsideFile);
        },
        crossCheck(record) {
          const subscriber = record.subscriberClientMemberId;
          if (subscriber === null || membersInFile.has(subscriber) || subscribersOnRoster.has(subscriber)) return [];
          const message = `subscriber_client_member_id '${subscriber}' is not on the roster`;
          return [{ column: 'subscriber_client_member_id', code: 'UNKNOWN_REFERENCE', message }];
        },
        async saveBatch(records) {
          for (const record of records) {
            const named = record.subscriberClientMemberId;
            if (named !== null || !subscriberOf.get(record.clientMemberId)) subscriberOf.set(record.clientMemberId, named);
          }
          const members = [...new Map(records.map((record) => [record.clientMemberId, record])).values()];
          const saved = await repository.saveBatch(clientId, members, records, cohortIds);
          const unchanged = records.filter(
            (record) => !saved.changedMembers.has(record.clientMemberId) && !saved.changedCoverages.has(keyOf(record)),
          ).length;
          return { added: saved.inserted, unchanged };
        },
        async finish({ added }) {
          const links = [...subscriberOf].map(([dependent, subscriber]) => ({ dependent, subscriber }));
          await repository.linkSubscribers(clientId, links);
          if (added > 0) await repository.refreshStatistics();
        },
      };
    },
  };
}

export interface RosterLineProblem {
  readonly line: number;
  readonly reasons: string[];
}

export interface RosterImportSummary {
  /** Lines that brought a member new to the roster. */
  readonly inserted: number;
  /** Lines that matched a member already on the roster (whether or not anything differed). */
  readonly updated: number;
  readonly rejected: number;
  /** Every rejected line, in line order, with its reasons. */
  readonly problems: readonly RosterLineProblem[];
}

export function createRosterService(repository: RosterRepository, clock: Clock) {
  const feed: FeedKind<RosterRecord> = createRosterFeed(repository, clock);
  return {
    /** The roster as a kind of plan-data feed. */
    feed,

    /**
     * Imports a health plan's eligibility file through the feed framework and answers in the
     * terms of `import eligibility` (the demo data and older scripts read them).
     */
    async importEligibility(client: ClientRecord, filePath: string): Promise<RosterImportSummary> {
      const issues: FeedReportRow[] = [];
      const summary = await importFeedFile(feed, client, filePath, { onIssue: (issue) => void issues.push(issue) });
      const byLine = new Map<number, string[]>();
      for (const issue of issues) byLine.set(issue.row, [...(byLine.get(issue.row) ?? []), issue.message]);
      const problems = [...byLine].map(([line, reasons]) => ({ line, reasons })).sort((a, b) => a.line - b.line);
      return {
        inserted: summary.added,
        updated: summary.imported + summary.unchanged - summary.added,
        rejected: summary.rejected,
        problems,
      };
    },
  };
}

export type RosterService = ReturnType<typeof createRosterService>;
