import { checkRosterRow, todayIn, type RawRosterRow, type RosterRecord, type RosterRowResult } from '@portal/domain';
import type { ClientRecord } from '../../lib/client-record';
import type { Clock } from '../../lib/clock';
import { readRosterFile, type RosterLineProblem } from './roster-file';
import type { RosterRepository } from './roster.repository';

export interface RosterImportSummary {
  /** Lines that brought a member new to the roster. */
  readonly inserted: number;
  /** Lines that matched a member already on the roster, whose record they rewrote. */
  readonly updated: number;
  readonly rejected: number;
  /** Every rejected line, in line order, with its reasons. */
  readonly problems: readonly RosterLineProblem[];
}

/** Rows written per transaction: large enough to be fast, small enough to keep transactions short. */
export const ROSTER_BATCH_SIZE = 2_000;

function memberKey(record: RosterRecord): string {
  return record.clientMemberId;
}

function coverageKey(record: RosterRecord): string {
  return `${record.clientMemberId}\u0000${record.cohortCode}\u0000${record.coverageStart}`;
}

export function createRosterService(repository: RosterRepository, clock: Clock) {
  return {
    /**
     * Imports a health plan's eligibility file. Each good line upserts its member (matched
     * by member number) and coverage; a bad line is reported and skipped; dependents are
     * linked to their subscribers once every member is in.
     */
    async importEligibility(client: ClientRecord, filePath: string): Promise<RosterImportSummary> {
      const clientId = client.configuration.id;
      const today = todayIn(clock.now(), client.timeZone);
      const cohortIds = await repository.cohortIdsByCode(clientId);
      const check = (row: RawRosterRow): RosterRowResult => {
        const result = checkRosterRow(row, today, client.configuration.defaultMedicalPlanTypeCd);
        if (result.ok && !cohortIds.has(result.record.cohortCode)) {
          return {
            ok: false,
            reasons: [`cohort_id '${result.record.cohortCode}' is not a cohort of ${client.configuration.abbreviation}`],
          };
        }
        return result;
      };

      // First pass: the members this file brings, and the subscribers it names.
      const membersInFile = new Set<string>();
      const namedSubscribers = new Set<string>();
      for await (const { row } of readRosterFile(filePath, () => undefined)) {
        const result = check(row);
        if (!result.ok) continue;
        membersInFile.add(result.record.clientMemberId);
        if (result.record.subscriberClientMemberId) namedSubscribers.add(result.record.subscriberClientMemberId);
      }
      const subscribersOnRoster = await repository.existingMemberNumbers(
        clientId,
        [...namedSubscribers].filter((subscriber) => !membersInFile.has(subscriber)),
      );

      const problems: RosterLineProblem[] = [];
      const links: { dependent: string; subscriber: string }[] = [];
      let batch: RosterRecord[] = [];
      let inserted = 0;
      let updated = 0;
      const flush = async (): Promise<void> => {
        if (batch.length === 0) return;
        const members = [...new Map(batch.map((record) => [memberKey(record), record])).values()];
        const coverages = [...new Map(batch.map((record) => [coverageKey(record), record])).values()];
        const saved = await repository.saveBatch(clientId, members, coverages, cohortIds);
        inserted += saved.inserted;
        updated += batch.length - saved.inserted;
        batch = [];
      };

      for await (const { line, row } of readRosterFile(filePath, (problem) => problems.push(problem))) {
        const result = check(row);
        if (!result.ok) {
          problems.push({ line, reasons: result.reasons });
          continue;
        }
        const subscriber = result.record.subscriberClientMemberId;
        if (subscriber !== null && !membersInFile.has(subscriber) && !subscribersOnRoster.has(subscriber)) {
          problems.push({ line, reasons: [`subscriber_client_member_id '${subscriber}' is not on the roster`] });
          continue;
        }
        batch.push(result.record);
        if (subscriber !== null) links.push({ dependent: result.record.clientMemberId, subscriber });
        if (batch.length >= ROSTER_BATCH_SIZE) await flush();
      }
      await flush();
      await repository.linkSubscribers(clientId, links);
      if (inserted > 0) await repository.refreshStatistics();
      problems.sort((a, b) => a.line - b.line);
      return { inserted, updated, rejected: problems.length, problems };
    },
  };
}

export type RosterService = ReturnType<typeof createRosterService>;
