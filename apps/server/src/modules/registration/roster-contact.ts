import type { RosterContact } from '@portal/contract';
import type { members } from '../../db/schema';

/** The contacts the plan's roster file gave for a member; a partial address counts as none. */
export function rosterContactOf(member: typeof members.$inferSelect): RosterContact {
  const { rosterEmail, rosterPhone, rosterPhoneType, rosterStreet1, rosterStreet2, rosterCity, rosterState, rosterZip } = member;
  return {
    email: rosterEmail,
    phone: rosterPhone && rosterPhoneType ? { number: rosterPhone, type: rosterPhoneType } : null,
    address:
      rosterStreet1 && rosterCity && rosterState && rosterZip
        ? { streetAddr1: rosterStreet1, streetAddr2: rosterStreet2, city: rosterCity, state: rosterState, zip: rosterZip }
        : null,
  };
}
