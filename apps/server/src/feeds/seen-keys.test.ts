import { describe, expect, it } from 'vitest';
import { SeenKeys } from './seen-keys';

describe('the keys a file has shown', () => {
  it('answers true for every key that came before, also after growing, and false for nearly every new one', () => {
    const seen = new SeenKeys();
    const keys = Array.from({ length: 200_000 }, (_, index) => `CLM${String(index).padStart(10, '0')}`);
    const firstTime = keys.filter((key) => seen.add(key)).length;
    // A true answer for a new key is a collision of 32-bit hashes: a few in 200,000.
    expect(firstTime).toBeLessThan(20);
    expect(keys.every((key) => seen.add(key))).toBe(true);
    expect(seen.add('')).toBe(false);
    expect(seen.add('')).toBe(true);
  });
});
