import {
  actionsByClaimCode,
  actionsVerifiedByClaim,
  CLAIM_COLUMNS,
  claimEvidenceOf,
  claimRowSchema,
  todayIn,
  type ClaimRecord,
  type ProgrammeDefinition,
} from '@portal/domain';
import { FeedFileError } from '../../feeds/feed-file-error';
import type { FeedKind } from '../../feeds/feed-kind';
import type { Clock } from '../../lib/clock';
import type { ClaimMember, ClaimsRepository, UncheckedClaim } from './claims.repository';

/** A completion a claim verifies, as the completions service records it (source CLAIM, the claim id as its reference). */
export interface ClaimCompletion {
  readonly clientId: number;
  readonly memberId: number;
  readonly healthActionId: number;
  readonly completionDate: string;
  readonly source: 'CLAIM';
  readonly sourceRef: string;
}

export interface ClaimsFeedDependencies {
  readonly programmeFor: (clientId: number) => Promise<ProgrammeDefinition | null>;
  /** Records many completions in one transaction, idempotent by member, action, source and reference. */
  readonly recordCompletions: (completions: readonly ClaimCompletion[]) => Promise<unknown>;
}

/** The completions one claim verifies: an action its codes verify, under any coverage the care falls in. */
function completionsOf(
  clientId: number,
  programme: ProgrammeDefinition,
  claim: UncheckedClaim,
  member: ClaimMember | undefined,
): ClaimCompletion[] {
  const evidence = claimEvidenceOf(claim.serviceDate, claim.procedureCodes, claim.diagnosisCodes);
  const actionIds = new Set(
    (member?.coverages ?? []).flatMap((coverage) => actionsVerifiedByClaim(programme.healthActions, evidence, coverage)),
  );
  return [...actionIds].map((healthActionId) => ({
    clientId,
    memberId: claim.memberId,
    healthActionId,
    completionDate: claim.serviceDate,
    source: 'CLAIM',
    sourceRef: claim.claimId,
  }));
}

/**
 * The claims file as a plan-data feed: a line is one claim. Lines are checked against the
 * client's programme (a claim that verifies no action is refused), claims of members not on the
 * roster are refused per batch, a claim id is saved once per client, and each new claim that
 * falls in one of the member's coverages records the completions it verifies.
 */
export function createClaimsFeed(repository: ClaimsRepository, clock: Clock, dependencies: ClaimsFeedDependencies): FeedKind<ClaimRecord> {
  return {
    name: 'claims',
    description: 'claims: one line per claim, its codes separated by |',
    columns: CLAIM_COLUMNS,
    async open(client) {
      const clientId = client.configuration.id;
      const programme = await dependencies.programmeFor(clientId);
      if (!programme) throw new FeedFileError(`${client.configuration.abbreviation} has no programme: its claims would verify nothing`);
      return {
        schema: claimRowSchema({
          today: todayIn(clock.now(), client.timeZone),
          actionsByCode: actionsByClaimCode(programme.healthActions),
        }),
        rowKey: (claim) => claim.claimId,
        rowKeyDescription: 'the same claim_id',
        async saveBatch(claims) {
          const members = await repository.membersByNumber(clientId, [...new Set(claims.map((claim) => claim.clientMemberId))]);
          const refused = claims.flatMap((claim, index) => {
            if (members.has(claim.clientMemberId)) return [];
            const message = `client_member_id '${claim.clientMemberId}' is not on the roster of ${client.configuration.abbreviation}`;
            return [{ index, issues: [{ column: 'client_member_id', code: 'UNKNOWN_REFERENCE' as const, message }] }];
          });
          const known = claims.flatMap((claim) => {
            const member = members.get(claim.clientMemberId);
            return member ? [{ ...claim, memberId: member.memberId }] : [];
          });
          const unchecked = known.length === 0 ? [] : await repository.saveClaims(clientId, known);
          const membersById = new Map([...members.values()].map((member) => [member.memberId, member]));
          const completions = unchecked.flatMap((claim) => completionsOf(clientId, programme, claim, membersById.get(claim.memberId)));
          if (completions.length > 0) await dependencies.recordCompletions(completions);
          await repository.markChecked(unchecked.map((claim) => claim.id));
          return { added: unchecked.filter((claim) => claim.inserted).length, unchanged: known.length - unchecked.length, refused };
        },
        async finish({ added }) {
          if (added > 0) await repository.refreshStatistics();
        },
      };
    },
  };
}
