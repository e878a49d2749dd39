import type {
  DeviceImportResult,
  DeviceProvider,
  DeviceRefusal,
  DeviceSource,
  DeviceSourceError,
  DeviceSourceState,
  DeviceSourceStatus,
} from '@portal/contract';
import { datedReadings, todayIn, type ConvertedReadings, type DatedReading, type DeviceReading } from '@portal/domain';
import type { MemberKey } from '../../db/member-owned';
import { AppError } from '../../lib/app-error';
import type { ClientRecord } from '../../lib/client-record';
import type { Clock } from '../../lib/clock';
import type { TrackerGoals } from './tracker-goal-ports';
import type { DeviceReadingsRepository, ReadingDay } from './device-readings.repository';
import { ProviderNotConnectedError, type DeviceProviderAdapter, type ProviderSync } from './device-providers';
import { HumanApiError, humanApiSessionToken, type HumanApiSettings } from './human-api';

export interface DeviceImportsDependencies {
  readonly repository: DeviceReadingsRepository;
  /** Days a device brings count toward a tracker's goal as hand entries do (decision 0047). */
  readonly goals: Pick<TrackerGoals, 'complete'>;
  readonly clock: Clock;
  /** The providers the operator configured (decision 0044). */
  readonly providers: readonly DeviceProviderAdapter[];
  /** The operator's Human API account; without one, no public token is handed out. */
  readonly humanApi?: HumanApiSettings | undefined;
}

const NO_COUNTS = { received: 0, added: 0, refused: 0 };

/** A connected provider is synced again once a day, by the job (decision 0049). */
const SYNC_EVERY_MS = 24 * 60 * 60 * 1000;
/** Members synced per provider in one job round (every 15 minutes): 19,200 a day. */
const SYNC_BATCH = 200;

/** The first of each source id: a file that repeats a reading brings it once. */
function firstOfEach(readings: readonly DatedReading[]): DatedReading[] {
  const seen = new Set<string>();
  return readings.filter((reading) => !seen.has(reading.sourceId) && seen.add(reading.sourceId));
}

function daysOf(readings: readonly DatedReading[]): ReadingDay[] {
  const days = new Map<string, ReadingDay>();
  for (const { tracker, date } of readings) days.set(`${tracker} ${date}`, { tracker, date });
  return [...days.values()];
}

/**
 * Device readings into the portal: kept once each by member, source and source id, the source's
 * daily tracker entries computed again for the days that got new readings, and what the import
 * did recorded as the source's status. Files come from members and the operator; providers are
 * connected and synced through the same import, so a second sync adds nothing.
 */
export function createDeviceImports({ repository, goals, clock, providers, humanApi }: DeviceImportsDependencies) {
  async function recordStatus(
    member: MemberKey,
    source: DeviceSource,
    state: DeviceSourceState,
    counts: { received: number; added: number; refused: number },
    lastError: DeviceSourceError | null,
  ) {
    const status = { source, state, lastSyncAt: clock.now().toISOString(), ...counts, lastError };
    await repository.saveStatus(member, status);
    return status;
  }

  /** One member's readings from one source; refusals found before (another member's, say) are reported with the rest. */
  async function importReadings(
    client: ClientRecord,
    member: MemberKey,
    source: DeviceSource,
    readings: readonly DeviceReading[],
    refusedBefore: readonly DeviceRefusal[],
  ): Promise<DeviceImportResult> {
    const now = clock.now();
    const { dated, refusals } = datedReadings(readings, client.timeZone, todayIn(now, client.timeZone));
    const kept = firstOfEach(dated);
    const added = await repository.addReadings(member, source, kept, now);
    // Readings already kept change no day, so the days are those of any reading that may be new.
    if (added > 0) {
      const days = daysOf(kept);
      await repository.recomputeDays(member, source, days, now);
      for (const tracker of new Set(days.map((day) => day.tracker))) await goals.complete(client, member, tracker);
    }
    const refused = [...refusedBefore, ...refusals];
    const result = { received: readings.length + refusedBefore.length, added, duplicates: dated.length - added, refused };
    await recordStatus(member, source, 'CONNECTED', { received: result.received, added, refused: refused.length }, null);
    return result;
  }

  function offeredProvider(name: DeviceProvider): DeviceProviderAdapter {
    const provider = providers.find((candidate) => candidate.name === name);
    if (!provider) throw new AppError('NOT_FOUND', `The plan offers no ${name} connection`);
    return provider;
  }

  /** Fetches the provider's readings now; an expired connection marks the source EXPIRED, a failing provider ERROR. */
  async function sync(client: ClientRecord, member: MemberKey, name: DeviceProvider) {
    const provider = offeredProvider(name);
    if (!(await repository.statuses(member)).some((status) => status.source === name)) {
      throw new AppError('NOT_FOUND', `The member has not connected ${name}`);
    }
    let synced: ProviderSync;
    try {
      synced = await provider.sync(client, member);
    } catch (error) {
      await recordStatus(member, name, 'ERROR', NO_COUNTS, 'PROVIDER_UNAVAILABLE');
      throw new AppError('SERVICE_UNAVAILABLE', `${name} did not answer: ${(error as Error).message}`);
    }
    if ('expired' in synced) {
      const source = await recordStatus(member, name, 'EXPIRED', NO_COUNTS, 'CONNECTION_EXPIRED');
      return { result: { received: 0, added: 0, duplicates: 0, refused: [] }, source };
    }
    const result = await importReadings(client, member, name, synced.readings, synced.refusals ?? []);
    const source = (await repository.statuses(member)).find((status) => status.source === name)!;
    return { result, source };
  }

  return {
    recordStatus,
    importReadings,
    sync,

    /**
     * The scheduled sync (every job round): each provider's members last synced more than a day
     * ago, up to `SYNC_BATCH` of them a round, the longest waiting first. A member's failure is
     * recorded on their source and the round goes on. Safe on several instances: a reading is
     * kept once by its source id. Answers how many members were synced.
     */
    async syncDue(clientOf: (clientId: number) => Promise<ClientRecord | undefined>): Promise<number> {
      let synced = 0;
      const dayAgo = new Date(clock.now().getTime() - SYNC_EVERY_MS);
      for (const provider of providers) {
        for (const member of await repository.dueForSync(provider.name, dayAgo, SYNC_BATCH)) {
          const client = await clientOf(member.clientId);
          if (!client) continue;
          try {
            await sync(client, member, provider.name);
            synced += 1;
          } catch (error) {
            if (!(error instanceof AppError)) throw error;
          }
        }
      }
      return synced;
    },

    /** The token of the member's Human API Connect window; a clear refusal when the operator has no Human API account. */
    async humanApiToken(member: MemberKey): Promise<string> {
      if (!humanApi) throw new AppError('NOT_FOUND', 'This portal has no Human API account configured');
      const email = await repository.emailOf(member);
      if (!email) throw new AppError('NOT_FOUND', 'Human API needs the member to have an e-mail address');
      try {
        return await humanApiSessionToken(humanApi, member, email);
      } catch (error) {
        if (error instanceof HumanApiError || error instanceof TypeError || (error as Error).name === 'TimeoutError') {
          throw new AppError('SERVICE_UNAVAILABLE', `Human API gave no token: ${(error as Error).message}`);
        }
        throw error;
      }
    },

    /** What each of the member's sources last did. */
    sources: (member: MemberKey) => repository.statuses(member),

    /**
     * A member's own file: a reading whose subject names another member number is refused as
     * OTHER_MEMBER; one naming no subject is the member's.
     */
    async importMemberFile(client: ClientRecord, member: MemberKey, source: DeviceSource, converted: ConvertedReadings) {
      const memberNumber = await repository.memberNumberOf(member);
      const isOwn = (reading: DeviceReading) => reading.subject === undefined || reading.subject === memberNumber;
      const own = converted.readings.filter(isOwn);
      const others = converted.readings
        .filter((reading) => !isOwn(reading))
        .map((reading): DeviceRefusal => ({ sourceId: reading.sourceId, reason: 'OTHER_MEMBER' }));
      return importReadings(client, member, source, own, [...converted.refusals, ...others]);
    },

    /**
     * The operator's file for a whole plan: each reading goes to the member its subject names;
     * readings naming no member or a number the plan does not have are refused as UNKNOWN_MEMBER.
     */
    async importPlanFile(client: ClientRecord, source: DeviceSource, converted: ConvertedReadings): Promise<DeviceImportResult> {
      const numbers = [...new Set(converted.readings.flatMap((reading) => (reading.subject === undefined ? [] : [reading.subject])))];
      const known = await repository.membersNumbered(client.configuration.id, numbers);
      const byMember = new Map<string, DeviceReading[]>();
      const unknown: DeviceRefusal[] = [];
      for (const reading of converted.readings) {
        if (reading.subject === undefined || !known.has(reading.subject))
          unknown.push({ sourceId: reading.sourceId, reason: 'UNKNOWN_MEMBER' });
        else {
          const readings = byMember.get(reading.subject);
          if (readings) readings.push(reading);
          else byMember.set(reading.subject, [reading]);
        }
      }
      const total: DeviceImportResult = {
        received: converted.refusals.length + unknown.length,
        added: 0,
        duplicates: 0,
        refused: [...converted.refusals, ...unknown],
      };
      for (const [number, readings] of byMember) {
        const result = await importReadings(client, known.get(number)!, source, readings, []);
        total.received += result.received;
        total.added += result.added;
        total.duplicates += result.duplicates;
        total.refused.push(...result.refused);
      }
      return total;
    },

    /** The providers members may connect. */
    offered: (): DeviceProvider[] => providers.map((provider) => provider.name),

    async connect(client: ClientRecord, member: MemberKey, name: DeviceProvider): Promise<DeviceSourceStatus> {
      try {
        await offeredProvider(name).connect(client, member);
      } catch (error) {
        if (error instanceof ProviderNotConnectedError) throw new AppError('NOT_FOUND', error.message);
        if (error instanceof AppError) throw error;
        throw new AppError('SERVICE_UNAVAILABLE', `${name} did not answer: ${(error as Error).message}`);
      }
      return recordStatus(member, name, 'CONNECTED', NO_COUNTS, null);
    },
  };
}

export type DeviceImports = ReturnType<typeof createDeviceImports>;
