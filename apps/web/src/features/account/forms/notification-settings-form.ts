import type { CommunicationPreferences, ContactMethod } from '@portal/contract';

/** A member who has never chosen starts with nothing switched on and e-mail preferred. */
export const UNCHOSEN_PREFERENCES: CommunicationPreferences = {
  email: false,
  sms: false,
  phone: false,
  mail: false,
  preferredMethod: 'EMAIL',
};

/** Spec 000: text messages (the switch and the method) only when the client has SMS_OPT_IN. */
export function contactMethods(smsAllowed: boolean): ContactMethod[] {
  return smsAllowed ? ['EMAIL', 'SMS', 'CALL', 'MAIL'] : ['EMAIL', 'CALL', 'MAIL'];
}

/**
 * The settings the form starts from. Without SMS_OPT_IN a text-message choice saved earlier
 * cannot be shown or kept, so it is read as off, and e-mail is preferred instead.
 */
export function notificationSettingsFromMember(saved: CommunicationPreferences | null, smsAllowed: boolean): CommunicationPreferences {
  const preferences = saved ?? UNCHOSEN_PREFERENCES;
  if (smsAllowed) return preferences;
  return { ...preferences, sms: false, preferredMethod: preferences.preferredMethod === 'SMS' ? 'EMAIL' : preferences.preferredMethod };
}
