import { describe, expect, it } from 'vitest';
import { trackingUrl } from './tracking-url';

describe('trackingUrl', () => {
  it('links USPS, UPS and FedEx numbers to the carrier, whatever the case or spacing of its name', () => {
    expect(trackingUrl('USPS', '9400 1000 0000 0000 0000 00')).toBe(
      'https://tools.usps.com/go/TrackConfirmAction?tLabels=9400100000000000000000',
    );
    expect(trackingUrl('ups', '1Z999AA10123456784')).toBe('https://www.ups.com/track?tracknum=1Z999AA10123456784');
    expect(trackingUrl('Fed Ex', '123456789012')).toBe('https://www.fedex.com/fedextrack/?trknbr=123456789012');
    expect(trackingUrl('FedEx', '123456789012')).toBe('https://www.fedex.com/fedextrack/?trknbr=123456789012');
  });

  it('links nothing for another carrier, a missing number, or a number that is not one', () => {
    expect(trackingUrl('DHL', '1234567890')).toBeNull();
    expect(trackingUrl(null, '1234567890')).toBeNull();
    expect(trackingUrl('UPS', null)).toBeNull();
    expect(trackingUrl('UPS', '1Z<script>')).toBeNull();
  });
});
