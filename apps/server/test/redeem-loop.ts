import { createLedger, type Redemption } from '../src/core/ledger/ledger';
import { openDatabase } from '../src/db/database';
import { systemClock } from '../src/lib/clock';

/**
 * Redeems in a loop, one order per key `<key>-<n>`, writing each n once it is placed: the
 * redemption test kills this process in the middle and then checks what the ledger holds.
 */
const { url, redemption, count } = JSON.parse(process.env.REDEEM_LOOP ?? '{}') as { url: string; redemption: Redemption; count: number };
const database = await openDatabase({ url, pgliteDir: undefined });
const ledger = createLedger(database.db, systemClock);
for (let n = 0; n < count; n++) {
  await ledger.redeem({ ...redemption, idempotencyKey: `${redemption.idempotencyKey}-${n}` });
  process.stdout.write(`${n}\n`);
}
await database.close();
