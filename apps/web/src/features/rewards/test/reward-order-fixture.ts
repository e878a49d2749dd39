import type { RewardOrder } from '@portal/contract';

/** A placed order of one $25 digital grocery card, as the orders call answers it. */
export const digitalOrder = (overrides: Partial<RewardOrder> = {}): RewardOrder => ({
  orderId: 501,
  memberId: 42,
  memberCoverageId: 7,
  currency: 'DOLLARS',
  total: 2500,
  state: 'PLACED',
  placedAt: '2026-11-24T10:00:00Z',
  lines: [
    {
      incentiveProductVariationId: 1,
      type: 'GIFT_CARD',
      name: 'Grocery card $25',
      brand: 'Grocer',
      faceValue: 2500,
      deliveryForm: 'DIGITAL',
      quantity: 1,
      unitAmount: 2500,
    },
  ],
  shippingAddress: null,
  emailTo: 'm***@example.org',
  shipper: null,
  trackingNumber: null,
  trackingUrl: null,
  shippedOn: null,
  deliveredOn: null,
  cancelledAt: null,
  ...overrides,
});
