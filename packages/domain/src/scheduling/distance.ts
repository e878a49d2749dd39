/** A point on the map, in decimal degrees. */
export interface Coordinates {
  readonly latitude: number;
  readonly longitude: number;
}

/** The earth's mean radius in miles (IUGG). */
const EARTH_RADIUS_MILES = 3958.8;

const radians = (degrees: number): number => (degrees * Math.PI) / 180;

/** The great-circle distance between two points (haversine), in miles. */
export function milesBetween(from: Coordinates, to: Coordinates): number {
  const latitudeDelta = radians(to.latitude - from.latitude);
  const longitudeDelta = radians(to.longitude - from.longitude);
  const a =
    Math.sin(latitudeDelta / 2) ** 2 +
    Math.cos(radians(from.latitude)) * Math.cos(radians(to.latitude)) * Math.sin(longitudeDelta / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** A distance as the directory shows it: miles to one decimal. */
export function roundedMiles(miles: number): number {
  return Math.round(miles * 10) / 10;
}
