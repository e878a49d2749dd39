import type { Coordinates } from './distance';

/**
 * The centres of the ZIP codes of the demo states (Oregon, Washington, Arizona) that the demo
 * members and providers use, from the Census Bureau's ZIP Code Tabulation Areas (rounded to
 * four decimals). A provider line without coordinates is placed at its ZIP's centre; a member is
 * always placed at theirs. A real plan sends coordinates, or grows this table.
 */
export const ZIP_CENTROIDS: Readonly<Record<string, Coordinates>> = {
  '97201': { latitude: 45.5079, longitude: -122.6906 },
  '97202': { latitude: 45.4823, longitude: -122.6437 },
  '97205': { latitude: 45.5206, longitude: -122.6973 },
  '97209': { latitude: 45.5311, longitude: -122.6835 },
  '97210': { latitude: 45.5456, longitude: -122.7336 },
  '97211': { latitude: 45.5787, longitude: -122.6384 },
  '97212': { latitude: 45.5442, longitude: -122.6436 },
  '97214': { latitude: 45.5146, longitude: -122.6424 },
  '97215': { latitude: 45.5149, longitude: -122.6008 },
  '97217': { latitude: 45.5993, longitude: -122.6944 },
  '97227': { latitude: 45.5449, longitude: -122.6744 },
  '97232': { latitude: 45.5288, longitude: -122.6366 },
  '97239': { latitude: 45.4924, longitude: -122.6925 },
  '97401': { latitude: 44.0652, longitude: -123.0803 },
  '97403': { latitude: 44.0383, longitude: -123.0527 },
  '97405': { latitude: 43.9845, longitude: -123.1048 },
  '98402': { latitude: 47.2528, longitude: -122.4432 },
  '98403': { latitude: 47.2667, longitude: -122.4573 },
  '98405': { latitude: 47.2476, longitude: -122.473 },
  '98660': { latitude: 45.6433, longitude: -122.7183 },
  '98661': { latitude: 45.6397, longitude: -122.6254 },
  '98664': { latitude: 45.6196, longitude: -122.5771 },
  '85004': { latitude: 33.4515, longitude: -112.0687 },
  '85006': { latitude: 33.4651, longitude: -112.0479 },
  '85012': { latitude: 33.5067, longitude: -112.0706 },
  '85013': { latitude: 33.5089, longitude: -112.0838 },
  '85014': { latitude: 33.5102, longitude: -112.0557 },
  '85016': { latitude: 33.5061, longitude: -112.0308 },
  '85201': { latitude: 33.4349, longitude: -111.8469 },
  '85203': { latitude: 33.4506, longitude: -111.8061 },
  '85210': { latitude: 33.389, longitude: -111.843 },
  '85281': { latitude: 33.4355, longitude: -111.9254 },
};

/** The first five digits of a ZIP (a ZIP+4 reads as its ZIP). */
export function fiveDigitZip(zip: string): string {
  return zip.trim().slice(0, 5);
}

export function zipCentroid(zip: string): Coordinates | null {
  return ZIP_CENTROIDS[fiveDigitZip(zip)] ?? null;
}
