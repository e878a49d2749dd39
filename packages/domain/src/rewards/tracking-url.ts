/**
 * The carriers whose tracking pages the portal links to, by the names fulfilment houses write
 * (case and spacing aside). Another carrier's number is shown without a link.
 */
const CARRIER_PAGES: Readonly<Record<string, (trackingNumber: string) => string>> = {
  USPS: (number) => `https://tools.usps.com/go/TrackConfirmAction?tLabels=${number}`,
  UPS: (number) => `https://www.ups.com/track?tracknum=${number}`,
  FEDEX: (number) => `https://www.fedex.com/fedextrack/?trknbr=${number}`,
};

/** The carrier's own page for a shipment, or null when the carrier or the number is unknown or malformed. */
export function trackingUrl(shipper: string | null, trackingNumber: string | null): string | null {
  if (shipper === null || trackingNumber === null) return null;
  const page = CARRIER_PAGES[shipper.replace(/[\s.-]/g, '').toUpperCase()];
  const number = trackingNumber.replace(/\s/g, '');
  if (!page || !/^[A-Za-z0-9]{6,40}$/.test(number)) return null;
  return page(encodeURIComponent(number));
}
