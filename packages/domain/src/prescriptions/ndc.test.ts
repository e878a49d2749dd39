import { describe, expect, it } from 'vitest';
import { normalizedNdc } from './ndc';

describe('an NDC', () => {
  it('keeps the three ten-digit hyphenated forms and 5-4-2 as eleven digits, the short segment padded', () => {
    expect(normalizedNdc('0002-3227-30')).toBe('00002322730');
    expect(normalizedNdc('50090-347-01')).toBe('50090034701');
    expect(normalizedNdc('68180-0517-1')).toBe('68180051701');
    expect(normalizedNdc('00093-7146-56')).toBe('00093714656');
  });

  it('keeps bare digits as written', () => {
    expect(normalizedNdc(' 0002322730 ')).toBe('0002322730');
    expect(normalizedNdc('00093714656')).toBe('00093714656');
  });

  it('refuses other lengths, letters and misplaced hyphens', () => {
    for (const code of ['', '123456789', '123456789012', '0002-3227-3X', '000-3227-300', '00093-71465-6', '1-2-3', 'abc']) {
      expect(normalizedNdc(code)).toBeNull();
    }
  });
});
