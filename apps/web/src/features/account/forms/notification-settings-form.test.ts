import { describe, expect, it } from 'vitest';
import { UNCHOSEN_PREFERENCES, contactMethods, notificationSettingsFromMember } from './notification-settings-form';

describe('notification settings form', () => {
  it('offers text messages as a method only under SMS_OPT_IN', () => {
    expect(contactMethods(true)).toEqual(['EMAIL', 'SMS', 'CALL', 'MAIL']);
    expect(contactMethods(false)).toEqual(['EMAIL', 'CALL', 'MAIL']);
  });

  it('starts a member who never chose with everything off and e-mail preferred', () => {
    expect(notificationSettingsFromMember(null, true)).toEqual(UNCHOSEN_PREFERENCES);
  });

  it('keeps a saved choice, but drops text messages where the client does not offer them', () => {
    const saved = { email: true, sms: true, phone: false, mail: true, preferredMethod: 'SMS' as const };
    expect(notificationSettingsFromMember(saved, true)).toEqual(saved);
    expect(notificationSettingsFromMember(saved, false)).toEqual({ ...saved, sms: false, preferredMethod: 'EMAIL' });
    expect(notificationSettingsFromMember({ ...saved, preferredMethod: 'MAIL' }, false).preferredMethod).toBe('MAIL');
  });
});
