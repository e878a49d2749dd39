import { describe, expect, it } from 'vitest';
import { requestDigest } from './redemption-digest';

const account = { memberId: 1, memberCoverageId: 2 };
const item = { incentiveProductVariationId: 50021, quantity: 1, deliveryForm: 'DIGITAL' as const };

describe('the redemption request digest', () => {
  it('is the same for requests that mean the same: keys in any order, an optional id missing or null', () => {
    const digest = requestDigest({ account, items: [item] });
    expect(requestDigest({ items: [{ ...item, shippingId: null }], account: { memberCoverageId: 2, memberId: 1 } })).toBe(digest);
    expect(requestDigest({ account, items: [{ ...item, healthActionCompletionId: undefined }] })).toBe(digest);
    expect(digest).toMatch(/^[0-9a-f]{64}$/);
  });

  it('differs for another basket, quantity, coverage or order of lines', () => {
    const digest = requestDigest({ account, items: [item, { ...item, incentiveProductVariationId: 50011 }] });
    expect(requestDigest({ account, items: [{ ...item, incentiveProductVariationId: 50011 }, item] })).not.toBe(digest);
    expect(requestDigest({ account, items: [item] })).not.toBe(digest);
    expect(requestDigest({ account, items: [{ ...item, quantity: 2 }] })).not.toBe(requestDigest({ account, items: [item] }));
    expect(requestDigest({ account: { ...account, memberCoverageId: 3 }, items: [item] })).not.toBe(
      requestDigest({ account, items: [item] }),
    );
  });
});
