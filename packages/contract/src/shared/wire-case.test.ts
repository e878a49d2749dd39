import { describe, expect, it } from 'vitest';
import type { $ZodType } from 'zod/v4/core';
import * as contract from '../index';
import { camelKey, fromWireCase, KEY_CACHE_LIMIT, keyCacheSizes, snakeKey, toWireCase } from './wire-case';

describe('wire case', () => {
  it('turns camelCase keys into snake_case and back', () => {
    expect(snakeKey('enrollmentEmailAddressVerifiedTsTz')).toBe('enrollment_email_address_verified_ts_tz');
    expect(snakeKey('streetAddr1')).toBe('street_addr1');
    expect(camelKey('street_addr1')).toBe('streetAddr1');
    expect(camelKey('member_id')).toBe('memberId');
  });

  it('leaves keys that are data alone: language codes, numbers', () => {
    const value = { supportContacts: { EN: { secondaryPhone: null }, ES: {} }, byId: { 12: 'x' } };
    expect(toWireCase(value)).toEqual({ support_contacts: { EN: { secondary_phone: null }, ES: {} }, by_id: { 12: 'x' } });
    expect(fromWireCase(toWireCase(value))).toEqual(value);
  });

  it('converts nested objects inside arrays, and dotted field paths', () => {
    expect(toWireCase([{ firstName: 'a', list: [{ zipCode: '1' }] }])).toEqual([{ first_name: 'a', list: [{ zip_code: '1' }] }]);
    expect(snakeKey('address.zipCode')).toBe('address.zip_code');
    expect(camelKey('address.zip_code')).toBe('address.zipCode');
  });

  it('remembers a bounded number of keys, however many distinct ones callers send', () => {
    const body = Object.fromEntries(Array.from({ length: KEY_CACHE_LIMIT * 2 }, (_, index) => [`caller_key_${index}`, index]));
    const converted = fromWireCase(body) as Record<string, number>;
    expect(converted[`callerKey${KEY_CACHE_LIMIT * 2 - 1}`]).toBe(KEY_CACHE_LIMIT * 2 - 1);
    expect(keyCacheSizes().camel).toBeLessThanOrEqual(KEY_CACHE_LIMIT);
  });

  it('writes dates as ISO strings and keeps other values as they are', () => {
    expect(toWireCase({ at: new Date('2026-01-05T10:00:00Z'), n: 1, s: 'camelCaseValue', b: false })).toEqual({
      at: '2026-01-05T10:00:00.000Z',
      n: 1,
      s: 'camelCaseValue',
      b: false,
    });
  });
});

type Def = Record<string, unknown> & { type?: string };

/** Every object key a schema can hold, however deep. */
function objectKeys(schema: $ZodType, seen = new Set<$ZodType>()): string[] {
  if (seen.has(schema)) return [];
  seen.add(schema);
  const def = schema._zod.def as unknown as Def;
  const children: $ZodType[] = [];
  const keys: string[] = [];
  if (def.type === 'object') {
    for (const [key, child] of Object.entries(def.shape as Record<string, $ZodType>)) {
      keys.push(key);
      children.push(child);
    }
  }
  for (const field of ['element', 'innerType', 'valueType', 'in', 'out']) {
    if (def[field]) children.push(def[field] as $ZodType);
  }
  return [...keys, ...children.flatMap((child) => objectKeys(child, seen))];
}

describe('every field name of the contract', () => {
  const schemas = Object.values(contract).flatMap((value) => {
    if (value && typeof value === 'object' && 'method' in value && 'path' in value) {
      const call = value as contract.CallDefinition;
      return [call.body, call.response].filter((schema): schema is $ZodType => schema !== undefined);
    }
    return [];
  });

  it('finds the calls to check', () => {
    expect(schemas.length).toBeGreaterThan(8);
  });

  it('survives the trip to the wire and back unchanged', () => {
    const names = new Set(schemas.flatMap((schema) => objectKeys(schema)));
    expect(names.size).toBeGreaterThan(40);
    for (const name of names) expect(camelKey(snakeKey(name)), name).toBe(name);
  });
});
