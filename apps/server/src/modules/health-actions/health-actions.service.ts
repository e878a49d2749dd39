import type { HealthActionsInit, LanguageCode, MemberActionData, MemberAttestation } from '@portal/contract';
import {
  cohortPeriodOn,
  coverageOn,
  todayIn,
  type HealthActionDefinition,
  type HealthActionState,
  type ProgrammeDefinition,
} from '@portal/domain';
import type { HealthActionCompletions } from '../../core/health-action-completions/completions';
import type { HouseholdAnswers } from '../../core/household-answers';
import { toOutcomes } from '../../core/ledger/reward-outcomes';
import type { AccessClaims } from '../../lib/access-tokens';
import { AppError } from '../../lib/app-error';
import type { ClientRecord } from '../../lib/client-record';
import type { Clock } from '../../lib/clock';
import type { MessageDelivery } from '../../messaging/delivery';
import { healthActionsInit, verifiedByClaims, type CompletionReward, type HouseholdRecords } from './health-action-view';
import type { HealthActionsRepository } from './health-actions.repository';
import type { HouseholdMember } from './household-records';

export interface HealthActionsDependencies {
  readonly repository: HealthActionsRepository;
  readonly clients: { programmeFor(clientId: number): Promise<ProgrammeDefinition | null> };
  readonly completions: Pick<HealthActionCompletions, 'record'>;
  readonly delivery: MessageDelivery;
  readonly clock: Clock;
  readonly householdAnswers: Pick<HouseholdAnswers, 'bytes'>;
}

export interface ReasonableAlternativeRequest {
  readonly memberId: number;
  readonly message: string;
  readonly contactPhone?: string;
}

const notOpen = (reason: string): AppError =>
  new AppError('HEALTH_ACTION_NOT_OPEN', 'This health action is not open to you now', undefined, { reason });

/** One member's data for one action, as init answers it. */
function actionData(records: HouseholdRecords, healthActionId: number, memberId: number): MemberActionData {
  const view = healthActionsInit(records).healthActions.find((candidate) => candidate.id === healthActionId)!;
  return view.memberData[String(memberId)]!;
}

export function createHealthActionsService({
  repository,
  clients,
  completions,
  delivery,
  clock,
  householdAnswers,
}: HealthActionsDependencies) {
  async function programmeOf(client: ClientRecord): Promise<ProgrammeDefinition> {
    const programme = await clients.programmeFor(client.configuration.id);
    if (!programme) throw new AppError('PROGRAMME_NOT_FOUND', 'The health plan runs no rewards programme');
    return programme;
  }

  function actionOf(programme: ProgrammeDefinition, healthActionId: number): HealthActionDefinition {
    const action = programme.healthActions.find((candidate) => candidate.id === healthActionId);
    if (!action) throw new AppError('HEALTH_ACTION_NOT_FOUND', 'There is no such health action');
    return action;
  }

  /** Everything the signed-in member's household has done, with the ledger's answers, as the view reads it. */
  async function householdRecords(client: ClientRecord, programme: ProgrammeDefinition, member: AccessClaims): Promise<HouseholdRecords> {
    const clientId = client.configuration.id;
    const { outcomes, ...records } = await repository.records(clientId, member.memberId);
    const answered = toOutcomes(outcomes);
    const rewards = new Map<number, CompletionReward>();
    for (const [id, outcome] of answered) {
      const { issuedAmount, notIssuedAmount, notIssuedReason, issuedAt, expiresOn } = outcome;
      rewards.set(id, { issuedAmount, notIssuedAmount, notIssuedReason, issuedAt, expiresOn });
    }
    return {
      ...records,
      programme,
      timeZone: client.timeZone,
      termPeriodDayCount: client.configuration.termPeriodDayCount,
      now: clock.now(),
      rewards,
    };
  }

  /**
   * One member of the household and their records alone: the signed-in member or one of their
   * own dependents, never anyone else (another member, someone else's dependent and an unknown id
   * get the same answer).
   */
  function memberOf(records: HouseholdRecords, memberId: number): { found: HouseholdMember; own: HouseholdRecords } {
    const found = records.household.find((candidate) => candidate.id === memberId);
    if (!found) throw new AppError('HEALTH_ACTION_MEMBER_NOT_FOUND', 'There is no such member in your household');
    const mine = <T extends { memberId: number }>(rows: readonly T[]): T[] => rows.filter((row) => row.memberId === memberId);
    return {
      found,
      own: {
        ...records,
        household: [found],
        coverages: mine(records.coverages),
        completions: mine(records.completions),
        attestations: mine(records.attestations),
        activities: mine(records.activities),
      },
    };
  }

  async function init(client: ClientRecord, member: AccessClaims): Promise<HealthActionsInit> {
    const records = await householdRecords(client, await programmeOf(client), member);
    if (records.household.length === 0) throw new AppError('UNAUTHENTICATED', 'The signed-in member no longer exists');
    return healthActionsInit(records);
  }

  return {
    /** The household's actions and progress (the route has checked who may ask). */
    init,

    /** init's answer as sent, kept while nothing in it changes (it is read on every visit of the home). */
    initAnswer(client: ClientRecord, member: AccessClaims, serialize: (answer: unknown) => string): Promise<Buffer> {
      return householdAnswers.bytes(
        { client, memberId: member.memberId, variant: 'health-actions' },
        () => init(client, member),
        serialize,
      );
    },

    /**
     * The attestation form (spec 001): the date is required, not after today in the plan's time
     * zone, and not before the action's reference date (the later of the start of the compliance
     * period running today and the start of the member's coverage). On an action the plan's claims
     * confirm, it waits for them; otherwise the member's word completes it.
     */
    async attest(
      client: ClientRecord,
      member: AccessClaims,
      healthActionId: number,
      body: { memberId: number; completionDate: string },
    ): Promise<{ attestation: MemberAttestation; state: HealthActionState }> {
      const programme = await programmeOf(client);
      const { found, own: records } = memberOf(await householdRecords(client, programme, member), body.memberId);
      const action = actionOf(programme, healthActionId);
      if (!action.attestable) throw new AppError('ATTESTATION_NOT_ACCEPTED', 'This health action is not completed by your word');
      const today = todayIn(records.now, client.timeZone);
      if (body.completionDate > today) {
        throw new AppError('ATTESTATION_DATE_IN_FUTURE', 'The date is after today', undefined, { today });
      }
      const coverage = coverageOn(records.coverages, today, programme, records.termPeriodDayCount);
      if (!coverage) throw new AppError('HEALTH_ACTION_NOT_COVERED', 'You have no coverage this health action could be done under');
      const period = cohortPeriodOn(programme, coverage.cohortCode, today);
      if (!period) throw notOpen('NOT_IN_COHORT_PERIOD');
      const referenceDate = period.startDate > coverage.startDate ? period.startDate : coverage.startDate;
      if (body.completionDate < referenceDate) {
        throw new AppError('ATTESTATION_DATE_TOO_EARLY', 'The date is before this health action could count', undefined, { referenceDate });
      }
      const { availability } = actionData(records, action.id, found.id);
      if (!availability.open) throw notOpen(availability.reason);
      const row = await repository.attest(client.configuration.id, found.id, action.id, body.completionDate, member.memberId, clock.now());
      if (!verifiedByClaims(action)) {
        await completions.record({
          clientId: client.configuration.id,
          memberId: found.id,
          healthActionId: action.id,
          completionDate: body.completionDate,
          source: 'ATTESTATION',
          sourceRef: `attestation:${row.id}`,
        });
      }
      const after = actionData(memberOf(await householdRecords(client, programme, member), found.id).own, action.id, found.id);
      const attestation = after.memberAttestations.find((candidate) => candidate.id === row.id)!;
      return { attestation, state: after.state };
    },

    /**
     * A member's request for a reasonable alternative to an action (health-contingent programmes
     * must offer one): recorded, and sent to the plan's support address in the member's language
     * where the plan has one, else in English.
     */
    async requestReasonableAlternative(
      client: ClientRecord,
      member: AccessClaims,
      healthActionId: number,
      body: ReasonableAlternativeRequest,
    ): Promise<{ id: number; submittedAt: string }> {
      const programme = await programmeOf(client);
      const records = await householdRecords(client, programme, member);
      const { found } = memberOf(records, body.memberId);
      const { household } = records;
      const action = actionOf(programme, healthActionId);
      const requester = household.find((candidate) => candidate.id === member.memberId) ?? found;
      const contacts = client.configuration.supportContacts;
      const languageCd = [requester.preferredLanguageCd, 'EN'].find((code) => code !== null && code in contacts) as
        LanguageCode | undefined;
      const contact = languageCd && contacts[languageCd];
      if (!contact) throw new AppError('DELIVERY_UNAVAILABLE', 'The health plan has no support address to send this to');
      const now = clock.now();
      const saved = await repository.transaction(async (tx) => {
        const row = await repository.recordReasonableAlternative(tx, {
          clientId: client.configuration.id,
          memberId: found.id,
          healthActionId: action.id,
          requestedByMemberId: member.memberId,
          message: body.message,
          contactPhone: body.contactPhone ?? null,
          sentTo: contact.email,
          submittedAt: now,
        });
        await delivery.queueSupportRequest(tx, {
          clientId: client.configuration.id,
          memberId: found.id,
          destination: contact.email,
          languageCd,
          values: {
            programme: client.configuration.title,
            requestId: String(row.id),
            action: action.code,
            memberName: `${found.firstName} ${found.lastName}`,
            memberNumber: found.clientMemberId,
            requestedBy: `${requester.firstName} ${requester.lastName}`,
            message: body.message,
            contactPhone: body.contactPhone ?? null,
          },
        });
        return row;
      });
      delivery.sendSoon();
      return { id: saved.id, submittedAt: saved.submittedAt.toISOString() };
    },
  };
}

export type HealthActionsService = ReturnType<typeof createHealthActionsService>;
