import { todayIn } from '@portal/domain';
import { sql } from 'drizzle-orm';
import { prepareStatement, type Database } from '../db/database';
import type { ClientRecord } from '../lib/client-record';
import type { Clock } from '../lib/clock';

/** What one process keeps of answers, in bytes: about a thousand households' pages. */
export const KEPT_ANSWER_BYTES = 64 * 2 ** 20;

/**
 * The revision of the member's household (no row yet is revision 0); no row at all when the
 * member is not the client's, so that nothing is kept for a member who no longer exists.
 */
const HOUSEHOLD_REVISION = sql`
  select coalesce(r.revision, 0)::text as revision
  from members m left join household_revisions r on r.household_id = coalesce(m.subscriber_id, m.id)
  where m.id = ${sql.placeholder('memberId')} and m.client_id = ${sql.placeholder('clientId')}`;

export interface HouseholdAnswerRequest {
  readonly client: ClientRecord;
  readonly memberId: number;
  /** Which answer: the call, and anything else of the request its answer depends on. */
  readonly variant: string;
}

/**
 * The answers a member's household reads on every visit (health-actions/init, rewards/init),
 * kept as the bytes sent, by household revision (decision 0035). A kept answer is sent again only
 * while nothing it was built from has changed: the household's revision (moved by the database in
 * the transaction of every change), the plan's day, and the client's definition as this process
 * loaded it. A revision is read before the answer is built, so an answer is never kept under a
 * revision newer than what it shows.
 */
export function createHouseholdAnswers(db: Database, clock: Clock, keptBytes = KEPT_ANSWER_BYTES) {
  const readRevision = prepareStatement<{ revision: string }>(db, 'household_revision', HOUSEHOLD_REVISION);
  // Least recently sent first: a Map keeps insertion order, and a hit is moved to the end.
  const kept = new Map<string, Buffer>();
  let keptTotal = 0;
  // A client's definition as loaded: a reload is a new record, and answers of the old one age out.
  const generations = new WeakMap<ClientRecord, number>();
  let lastGeneration = 0;

  const generationOf = (client: ClientRecord): number => {
    let generation = generations.get(client);
    if (generation === undefined) {
      generation = ++lastGeneration;
      generations.set(client, generation);
    }
    return generation;
  };

  function keep(key: string, body: Buffer): void {
    if (body.length > keptBytes / 16) return;
    kept.set(key, body);
    keptTotal += body.length;
    for (const [oldest, oldBody] of kept) {
      if (keptTotal <= keptBytes) break;
      kept.delete(oldest);
      keptTotal -= oldBody.length;
    }
  }

  return {
    /** The household's answer as sent: the kept bytes when still current, else `build()`'s, serialised as the route does, and kept. */
    async bytes(request: HouseholdAnswerRequest, build: () => Promise<unknown>, serialize: (answer: unknown) => string): Promise<Buffer> {
      const { client, memberId, variant } = request;
      const [row] = await readRevision({ memberId, clientId: client.configuration.id });
      const key = row && [generationOf(client), memberId, variant, todayIn(clock.now(), client.timeZone), row.revision].join('|');
      const hit = key === undefined ? undefined : kept.get(key);
      if (hit) {
        kept.delete(key!);
        kept.set(key!, hit);
        return hit;
      }
      const body = Buffer.from(serialize(await build()));
      if (key !== undefined) keep(key, body);
      return body;
    },

    /** How many answers and bytes are kept (for tests and diagnostics). */
    size: () => ({ answers: kept.size, bytes: keptTotal }),
  };
}

export type HouseholdAnswers = ReturnType<typeof createHouseholdAnswers>;
