import { describe, expect, it } from 'vitest';
import { afterRegistrationPath, AUTO_REWARDS_WELCOME_PATH } from './after-registration';

describe('afterRegistrationPath', () => {
  it('offers the automatic rewards set-up only where the plan asks for it and has automatic rewards here', () => {
    const all = ['REWARDS', 'AUTO_REWARDS', 'AUTO_REWARDS_REGISTRATION'] as const;
    expect(afterRegistrationPath(all)).toBe(AUTO_REWARDS_WELCOME_PATH);
    expect(afterRegistrationPath(['REWARDS', 'AUTO_REWARDS'])).toBe('/');
    expect(afterRegistrationPath(['REWARDS', 'AUTO_REWARDS_REGISTRATION'])).toBe('/');
    expect(afterRegistrationPath(['AUTO_REWARDS', 'AUTO_REWARDS_REGISTRATION'])).toBe('/');
    expect(afterRegistrationPath([...all, 'REWARDS_EXTERNAL_REDEMPTION'])).toBe('/');
  });
});
