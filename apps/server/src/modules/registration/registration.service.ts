import type { LanguageCode } from '@portal/contract';
import { normalizeUsername } from '@portal/domain';
import { AppError } from '../../lib/app-error';
import type { ClientRecord } from '../../lib/client-record';
import type { Clock } from '../../lib/clock';
import { hashPassword } from '../../lib/passwords';
import type { RegistrationRepository } from './registration.repository';

export interface RosterAccount {
  readonly clientMemberId: string;
  readonly username: string;
  readonly password: string;
  readonly preferredLanguageCd: LanguageCode;
}

export function createRegistrationService(repository: RegistrationRepository, clock: Clock) {
  return {
    async findMemberId(client: ClientRecord, clientMemberId: string): Promise<number | undefined> {
      return (await repository.findRosterMember(client.configuration.id, clientMemberId))?.id;
    },

    /**
     * Opens an account for a roster member with the contacts the plan has on file. Used to
     * set up accounts by operators (the demo plans); members register through the web.
     * Answers false when the member already has an account.
     */
    async registerWithRosterContacts(client: ClientRecord, account: RosterAccount): Promise<boolean> {
      const clientId = client.configuration.id;
      const member = await repository.findRosterMember(clientId, account.clientMemberId);
      if (!member) throw new AppError('NOT_FOUND', `Member ${account.clientMemberId} is not on the roster`);
      if (member.registeredAt) return false;
      const { rosterStreet1, rosterCity, rosterState, rosterZip } = member;
      return repository.saveRegistration({
        memberId: member.id,
        clientId,
        username: account.username,
        usernameKey: normalizeUsername(account.username),
        passwordHash: await hashPassword(account.password),
        preferredLanguageCd: account.preferredLanguageCd,
        email: member.rosterEmail,
        phones:
          member.rosterPhone && member.rosterPhoneType
            ? [{ type: member.rosterPhoneType, number: member.rosterPhone, primary: true, smsCapable: member.rosterPhoneType === 'cell' }]
            : [],
        address:
          rosterStreet1 && rosterCity && rosterState && rosterZip
            ? { streetAddr1: rosterStreet1, streetAddr2: member.rosterStreet2, city: rosterCity, state: rosterState, zip: rosterZip }
            : null,
        now: clock.now(),
      });
    },
  };
}

export type RegistrationService = ReturnType<typeof createRegistrationService>;
