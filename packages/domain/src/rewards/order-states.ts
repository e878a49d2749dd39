import type { OrderState } from '@portal/contract';

/**
 * The moves a redemption order may make (issue 18). An order is cancelled (and refunded) only
 * while it is still PLACED: once the fulfilment house has it, stopping it is the house's matter.
 * A physical order is SHIPPED, a digital one EMAILED; either ends DELIVERED.
 */
const NEXT_STATES: Readonly<Record<OrderState, readonly OrderState[]>> = {
  PLACED: ['SENT_TO_FULFILMENT', 'CANCELLED'],
  SENT_TO_FULFILMENT: ['SHIPPED', 'EMAILED'],
  SHIPPED: ['DELIVERED'],
  EMAILED: ['DELIVERED'],
  DELIVERED: [],
  CANCELLED: [],
};

/** Whether an order in `from` may move to `to` in one step. */
export function isOrderMoveAllowed(from: OrderState, to: OrderState): boolean {
  return NEXT_STATES[from].includes(to);
}

/**
 * The steps that take an order from `from` to `to`, each allowed (`[]` when it is there already),
 * or null when `to` cannot be reached: a shipments file may report an order the export never
 * sent, or one already delivered, and both go through the same moves.
 */
export function orderStepsTo(from: OrderState, to: OrderState): readonly OrderState[] | null {
  if (from === to) return [];
  for (const next of NEXT_STATES[from]) {
    const rest = orderStepsTo(next, to);
    if (rest !== null) return [next, ...rest];
  }
  return null;
}

/** The state a shipment report leaves an order in: delivered when it says so, else shipped or e-mailed by its form. */
export function shipmentStateOf(shipment: { readonly physical: boolean; readonly delivered: boolean }): OrderState {
  if (shipment.delivered) return 'DELIVERED';
  return shipment.physical ? 'SHIPPED' : 'EMAILED';
}
