import { PHARMACY_CLAIM_COLUMNS, pharmacyClaimRowSchema, todayIn, type FeedRowIssue, type PrescriptionFill } from '@portal/domain';
import { importFeedFile, type FeedSummary } from '../../feeds/feed-import';
import type { FeedKind } from '../../feeds/feed-kind';
import type { ClientRecord } from '../../lib/client-record';
import type { Clock } from '../../lib/clock';
import type { MemberFill, PrescriptionsRepository } from './prescriptions.repository';

/** Why a fill of a member number the client's roster does not have is refused. */
export function notOnRosterMessage(clientMemberId: string, abbreviation: string): string {
  return `client_member_id '${clientMemberId}' is not on the roster of ${abbreviation}`;
}

/**
 * The plan's pharmacy claims file as a plan-data feed: a line is one fill (decision 0052). Lines
 * are checked by the domain's schema; a member number the client does not have is refused per
 * batch; a fill the member already has adds nothing, so the same file sent again changes nothing.
 */
export function createPharmacyFeed(repository: PrescriptionsRepository, clock: Clock): FeedKind<PrescriptionFill> {
  return {
    name: 'pharmacy',
    description: 'pharmacy: one line per prescription fill (pharmacy claims)',
    columns: PHARMACY_CLAIM_COLUMNS,
    async open(client) {
      const clientId = client.configuration.id;
      const abbreviation = client.configuration.abbreviation;
      return {
        schema: pharmacyClaimRowSchema(todayIn(clock.now(), client.timeZone)),
        rowKey: (fill) => `${fill.clientMemberId}|${fill.sourceId}`,
        rowKeyDescription: 'the same client_member_id, ndc, fill_date and pharmacy',
        async saveBatch(fills) {
          const members = await repository.membersByNumber(clientId, [...new Set(fills.map((fill) => fill.clientMemberId))]);
          const refused: { index: number; issues: readonly FeedRowIssue[] }[] = [];
          const known: MemberFill[] = [];
          for (const [index, fill] of fills.entries()) {
            const memberId = members.get(fill.clientMemberId);
            if (memberId === undefined) {
              const message = notOnRosterMessage(fill.clientMemberId, abbreviation);
              refused.push({ index, issues: [{ column: 'client_member_id', code: 'UNKNOWN_REFERENCE', message }] });
            } else known.push({ ...fill, memberId });
          }
          const added = await repository.saveFills(clientId, 'PHARMACY_FEED', known);
          return { added, unchanged: known.length - added, refused };
        },
        async finish() {},
      };
    },
  };
}

/** A pharmacy claims file read whole through the feed, for the demo plans' invented fills (refused lines are only counted). */
export function createPharmacyFiles(feed: FeedKind<PrescriptionFill>) {
  return {
    importFile: (client: ClientRecord, filePath: string): Promise<FeedSummary> => importFeedFile(feed, client, filePath),
  };
}

export type PharmacyFiles = ReturnType<typeof createPharmacyFiles>;
