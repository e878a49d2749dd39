import { createHmac } from 'node:crypto';
import {
  orderStepsTo,
  REWARD_CODE_COLUMNS,
  REWARD_CODE_OPTIONAL_COLUMNS,
  rewardCodeRowSchema,
  type FeedRowIssue,
  type RewardCodeRecord,
} from '@portal/domain';
import type { FeedKind } from '../../feeds/feed-kind';
import type { Clock } from '../../lib/clock';
import { refusedLine, type RefusedLine } from './refused-line';
import type { SecretBox } from '../../lib/secret-box';
import type { CodeTarget, RewardCodesRepository } from './reward-codes.repository';

type Verdict =
  | RefusedLine
  | { readonly kind: 'unchanged' }
  | { readonly kind: 'corrected'; readonly id: number }
  | { readonly kind: 'added'; readonly unitNumber: number };

const refused = refusedLine;

/** What one reward-codes line does to the order it names; `digest` is the code's keyed digest. */
export function rewardCodeVerdict(
  clientId: number,
  abbreviation: string,
  order: CodeTarget | undefined,
  row: RewardCodeRecord,
  digest: string,
  samePin: (sealed: string | null) => boolean,
): Verdict {
  if (!order || order.clientId !== clientId) {
    return refused('order_id', 'UNKNOWN_REFERENCE', `order ${row.orderId} is not an order of ${abbreviation}`);
  }
  if (order.state === 'CANCELLED') return refused('order_id', 'NOT_ALLOWED', `order ${row.orderId} was cancelled: it has no codes`);
  const line = order.lines.get(row.lineNumber);
  if (!line) return refused('line_number', 'UNKNOWN_REFERENCE', `order ${row.orderId} has no line ${row.lineNumber}`);
  if (line.deliveryForm !== 'DIGITAL') {
    return refused('line_number', 'NOT_ALLOWED', `line ${row.lineNumber} of order ${row.orderId} is not a digital item: it has no code`);
  }
  const codes = order.codes.get(row.lineNumber) ?? [];
  const known = codes.find((code) => code.codeDigest === digest);
  if (known)
    return known.expiresOn === row.expiresOn && samePin(known.pinSealed) ? { kind: 'unchanged' } : { kind: 'corrected', id: known.id };
  if (codes.length >= line.quantity) {
    const units = line.quantity === 1 ? 'unit' : 'units';
    return refused(
      'code',
      'OUT_OF_RANGE',
      `line ${row.lineNumber} of order ${row.orderId} has ${line.quantity} ${units}, each with its code already`,
    );
  }
  return { kind: 'added', unitNumber: Math.max(0, ...codes.map((code) => code.unitNumber)) + 1 };
}

/** Whether every digital unit of an order without physical items has its code: then the order was e-mailed. */
function everyUnitCoded(order: CodeTarget): boolean {
  const lines = [...order.lines.entries()];
  // An order with physical items moves with its shipment (the shipments file), not with its codes.
  if (lines.some(([, line]) => line.deliveryForm !== 'DIGITAL')) return false;
  return lines.every(([lineNumber, line]) => (order.codes.get(lineNumber)?.length ?? 0) >= line.quantity);
}

/**
 * The fulfilment house's reward-codes file as a plan-data feed: one line per digital unit, its
 * code and PIN sealed before they are stored and never written to the report. A line whose code
 * the order line holds already changes nothing (or corrects its PIN or expiry). An all-digital
 * order whose every unit has its code moves on to EMAILED, when its state allows.
 */
export function createRewardCodesFeed(repository: RewardCodesRepository, secretBox: SecretBox, clock: Clock): FeedKind<RewardCodeRecord> {
  const digestKey = secretBox.deriveKey('reward-code-digest');
  const digestOf = (code: string) => createHmac('sha256', digestKey).update(code).digest('base64url');
  const seal = (value: string | null) => (value === null ? null : secretBox.seal(value));
  return {
    name: 'reward-codes',
    description: 'reward-codes: one line per digital reward unit, with the code (and PIN) the fulfilment house issued',
    columns: REWARD_CODE_COLUMNS,
    optionalColumns: REWARD_CODE_OPTIONAL_COLUMNS,
    async open(client) {
      const clientId = client.configuration.id;
      const abbreviation = client.configuration.abbreviation;
      return {
        schema: rewardCodeRowSchema(),
        rowKey: (row) => `${row.orderId}:${row.lineNumber}:${digestOf(row.code)}`,
        rowKeyDescription: 'the same order_id, line_number and code',
        async saveBatch(rows) {
          return repository.db.transaction(async (tx) => {
            const orders = await repository.lockCodeTargets(tx, [...new Set(rows.map((row) => row.orderId))]);
            const now = clock.now();
            let added = 0;
            let unchanged = 0;
            const refusals: { index: number; issues: readonly FeedRowIssue[] }[] = [];
            const touched = new Set<CodeTarget>();
            for (const [index, row] of rows.entries()) {
              const order = orders.get(row.orderId);
              const digest = digestOf(row.code);
              const samePin = (sealed: string | null) => (sealed === null ? null : secretBox.open(sealed)) === row.pin;
              const verdict = rewardCodeVerdict(clientId, abbreviation, order, row, digest, samePin);
              if (verdict.kind === 'refused') refusals.push({ index, issues: verdict.issues });
              else if (verdict.kind === 'unchanged') unchanged += 1;
              else if (verdict.kind === 'corrected') await repository.correctCode(tx, verdict.id, seal(row.pin), row.expiresOn);
              else if (order) {
                const code = {
                  clientId,
                  memberId: order.memberId,
                  orderId: order.id,
                  lineNumber: row.lineNumber,
                  unitNumber: verdict.unitNumber,
                  codeSealed: secretBox.seal(row.code),
                  codeDigest: digest,
                  pinSealed: seal(row.pin),
                  expiresOn: row.expiresOn,
                };
                const id = await repository.insertCode(tx, code, now);
                order.codes.set(row.lineNumber, [...(order.codes.get(row.lineNumber) ?? []), { id, ...code }]);
                touched.add(order);
                added += 1;
              }
            }
            for (const order of touched) {
              if (everyUnitCoded(order) && orderStepsTo(order.state, 'EMAILED') !== null) await repository.markEmailed(tx, order.id, now);
            }
            return { added, unchanged, refused: refusals };
          });
        },
        async finish() {},
      };
    },
  };
}
