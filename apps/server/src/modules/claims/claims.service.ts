import {
  actionsByClaimCode,
  actionsVerifiedByClaim,
  CLAIM_COLUMNS,
  claimRowCheck,
  claimRowSchema,
  todayIn,
  type ClaimRecord,
  type ClaimVerifiedAction,
  type ProgrammeDefinition,
} from '@portal/domain';
import type { CompletionEvidence, HealthActionCompletions } from '../../core/health-action-completions/completions';
import { FeedFileError } from '../../feeds/feed-file-error';
import type { FeedImport, FeedKind } from '../../feeds/feed-kind';
import type pg from 'pg';
import type { Clock } from '../../lib/clock';
import type { ClaimMember, ClaimsRepository } from './claims.repository';
import { notOnRosterMessage } from './claims.refusals';
import { importStagedClaims } from './claims.staging';

export interface ClaimsFeedDependencies {
  readonly programmeFor: (clientId: number) => Promise<ProgrammeDefinition | null>;
  readonly completions: Pick<HealthActionCompletions, 'recordMany'>;
  /** On PostgreSQL, the pool whose connections take a whole file by COPY (decision 0032); null on PGlite, which reads line by line. */
  readonly copyPool: pg.Pool | null;
}

/** The completions one claim verifies: the actions its codes verify, for care inside one of the member's coverages. */
export function completionsOf(
  clientId: number,
  actionsById: ReadonlyMap<number, ClaimVerifiedAction>,
  claim: ClaimRecord,
  member: ClaimMember,
): CompletionEvidence[] {
  const actions = claim.healthActionIds.flatMap((id) => actionsById.get(id) ?? []);
  const evidence = { serviceDate: claim.serviceDate, codes: [...claim.procedureCodes, ...claim.diagnosisCodes] };
  const verified = new Set(member.coverages.flatMap((coverage) => actionsVerifiedByClaim(actions, evidence, coverage)));
  return [...verified].map((healthActionId) => ({
    clientId,
    memberId: member.memberId,
    healthActionId,
    completionDate: claim.serviceDate,
    source: 'CLAIM',
    sourceRef: claim.claimId,
  }));
}

/**
 * The claims file as a plan-data feed: a line is one claim. Lines are checked against the
 * client's programme (a claim that verifies no action is refused); claims of members not on the
 * roster are refused per batch. A claim the client does not have yet first records the
 * completions it verifies, then is saved: an import stopped in between records them again,
 * which the completions answer as already recorded, and a claim id saved is never read again.
 */
export function createClaimsFeed(repository: ClaimsRepository, clock: Clock, dependencies: ClaimsFeedDependencies): FeedKind<ClaimRecord> {
  return {
    name: 'claims',
    description: 'claims: one line per claim, its codes separated by |',
    columns: CLAIM_COLUMNS,
    async open(client) {
      const clientId = client.configuration.id;
      const abbreviation = client.configuration.abbreviation;
      const programme = await dependencies.programmeFor(clientId);
      if (!programme) throw new FeedFileError(`${abbreviation} has no programme: its claims would verify nothing`);
      const actionsById = new Map(programme.healthActions.map((action) => [action.id, action]));
      const rowContext = { today: todayIn(clock.now(), client.timeZone), actionsByCode: actionsByClaimCode(programme.healthActions) };
      const rowKeyDescription = 'the same claim_id';
      const copyPool = dependencies.copyPool;
      const wholeFile: Pick<FeedImport<ClaimRecord>, 'importFile'> = copyPool
        ? {
            importFile: (filePath, refuse, progress) => {
              const check = claimRowCheck(rowContext);
              return importStagedClaims(copyPool, filePath, {
                clientId,
                abbreviation,
                rowKeyDescription,
                check,
                refuse,
                progress,
                async recordCompletions(candidates) {
                  // The few claims that may complete something are checked again by the domain, which gives their actions.
                  const completions = candidates.flatMap(({ raw, memberId, coverages }) => {
                    const checked = check(raw);
                    return checked.ok ? completionsOf(clientId, actionsById, checked.record, { memberId, coverages }) : [];
                  });
                  if (completions.length > 0) await dependencies.completions.recordMany(completions);
                },
              });
            },
          }
        : {};
      return {
        ...wholeFile,
        schema: claimRowSchema(rowContext),
        rowKey: (claim) => claim.claimId,
        rowKeyDescription,
        async saveBatch(claims) {
          const { members, savedClaimIds } = await repository.batchContext(
            clientId,
            [...new Set(claims.map((claim) => claim.clientMemberId))],
            claims.map((claim) => claim.claimId),
          );
          const refused = claims.flatMap((claim, index) => {
            if (members.has(claim.clientMemberId)) return [];
            const message = notOnRosterMessage(claim.clientMemberId, abbreviation);
            return [{ index, issues: [{ column: 'client_member_id', code: 'UNKNOWN_REFERENCE' as const, message }] }];
          });
          const known = claims.flatMap((claim) => {
            const member = members.get(claim.clientMemberId);
            return member ? [{ claim, member }] : [];
          });
          const fresh = known.filter(({ claim }) => !savedClaimIds.has(claim.claimId));
          const completions = fresh.flatMap(({ claim, member }) => completionsOf(clientId, actionsById, claim, member));
          if (completions.length > 0) await dependencies.completions.recordMany(completions);
          const added =
            fresh.length === 0
              ? 0
              : await repository.saveClaims(
                  clientId,
                  fresh.map(({ claim, member }) => ({ ...claim, memberId: member.memberId })),
                );
          return { added, unchanged: known.length - added, refused };
        },
        async finish({ added }) {
          if (added > 0) await repository.refreshStatistics();
        },
      };
    },
  };
}
