import { ORDER_STATES, type OrderState } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { isOrderMoveAllowed, orderStepsTo, shipmentStateOf } from './order-states';

const ALLOWED: readonly (readonly [OrderState, OrderState])[] = [
  ['PLACED', 'SENT_TO_FULFILMENT'],
  ['PLACED', 'CANCELLED'],
  ['SENT_TO_FULFILMENT', 'SHIPPED'],
  ['SENT_TO_FULFILMENT', 'EMAILED'],
  ['SHIPPED', 'DELIVERED'],
  ['EMAILED', 'DELIVERED'],
];

const allowed = (from: OrderState, to: OrderState) => ALLOWED.some(([a, b]) => a === from && b === to);

describe('the moves of a redemption order', () => {
  for (const from of ORDER_STATES) {
    for (const to of ORDER_STATES) {
      it(`${allowed(from, to) ? 'allows' : 'refuses'} ${from} -> ${to}`, () => {
        expect(isOrderMoveAllowed(from, to)).toBe(allowed(from, to));
      });
    }
  }

  it('never moves a cancelled or delivered order again', () => {
    for (const to of ORDER_STATES) {
      expect(isOrderMoveAllowed('CANCELLED', to)).toBe(false);
      expect(isOrderMoveAllowed('DELIVERED', to)).toBe(false);
    }
  });
});

describe('the steps from one state to another', () => {
  it('are none when the order is there already', () => {
    expect(orderStepsTo('SHIPPED', 'SHIPPED')).toEqual([]);
  });

  it('go through fulfilment for an order shipped straight from PLACED', () => {
    expect(orderStepsTo('PLACED', 'SHIPPED')).toEqual(['SENT_TO_FULFILMENT', 'SHIPPED']);
    expect(orderStepsTo('PLACED', 'DELIVERED')).toEqual(['SENT_TO_FULFILMENT', 'SHIPPED', 'DELIVERED']);
    expect(orderStepsTo('SENT_TO_FULFILMENT', 'EMAILED')).toEqual(['EMAILED']);
  });

  it('are each an allowed move', () => {
    for (const from of ORDER_STATES) {
      for (const to of ORDER_STATES) {
        const steps = orderStepsTo(from, to);
        if (steps === null) continue;
        [from, ...steps].slice(0, -1).forEach((state, index) => expect(isOrderMoveAllowed(state, steps[index]!)).toBe(true));
      }
    }
  });

  it('do not exist back, out of CANCELLED, or between SHIPPED and EMAILED', () => {
    expect(orderStepsTo('DELIVERED', 'SHIPPED')).toBeNull();
    expect(orderStepsTo('CANCELLED', 'SHIPPED')).toBeNull();
    expect(orderStepsTo('SENT_TO_FULFILMENT', 'CANCELLED')).toBeNull();
    expect(orderStepsTo('SHIPPED', 'EMAILED')).toBeNull();
  });
});

describe('the state a shipment report leaves', () => {
  it('is DELIVERED with a delivered date, else SHIPPED for physical and EMAILED for digital', () => {
    expect(shipmentStateOf({ physical: true, delivered: false })).toBe('SHIPPED');
    expect(shipmentStateOf({ physical: false, delivered: false })).toBe('EMAILED');
    expect(shipmentStateOf({ physical: true, delivered: true })).toBe('DELIVERED');
    expect(shipmentStateOf({ physical: false, delivered: true })).toBe('DELIVERED');
  });
});
