import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInPortal } from '../test/render';
import { PasswordRules } from './password-rules';

describe('PasswordRules', () => {
  it('marks each rule as met or not while the member types, in words as well as signs', () => {
    renderInPortal(<PasswordRules id="rules" password="harbor2026" />);
    const items = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toEqual([
      '✓ at least 8 characters(done)',
      '○ an uppercase letter(not yet)',
      '✓ a lowercase letter(done)',
      '✓ a number(done)',
      expect.stringMatching(/^○ one of these special characters: .+\(not yet\)$/),
    ]);
  });
});
