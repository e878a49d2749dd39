import type { Database } from './db/database';
import type { Clock } from './lib/clock';
import type { SigningKeys } from './lib/signing-keys';
import { createClientsRepository } from './modules/clients/clients.repository';
import { createClientsService } from './modules/clients/clients.service';
import { createMemberAccountRepository } from './modules/member-account/member-account.repository';
import { createMemberAccountService } from './modules/member-account/member-account.service';
import { createMemberInfoRepository } from './modules/member-info/member-info.repository';
import { createMemberInfoService } from './modules/member-info/member-info.service';
import { createMemberSessionRepository } from './modules/member-session/member-session.repository';
import { createMemberSessionService } from './modules/member-session/member-session.service';
import { createMessagesRepository } from './modules/messages/messages.repository';
import { createMessagesService } from './modules/messages/messages.service';
import { createRegistrationRepository } from './modules/registration/registration.repository';
import { createRegistrationService } from './modules/registration/registration.service';
import { createRosterRepository } from './modules/roster/roster.repository';
import { createRosterService } from './modules/roster/roster.service';

/** The composition root: every service over its repository, for the server and the CLI alike. */
export function createServices(db: Database, signingKeys: SigningKeys, clock: Clock) {
  return {
    clients: createClientsService(createClientsRepository(db), clock),
    sessions: createMemberSessionService(createMemberSessionRepository(db), signingKeys, clock),
    memberInfo: createMemberInfoService(createMemberInfoRepository(db), clock),
    account: createMemberAccountService(createMemberAccountRepository(db)),
    messages: createMessagesService(createMessagesRepository(db)),
    registration: createRegistrationService(createRegistrationRepository(db), clock),
    roster: createRosterService(createRosterRepository(db), clock),
  };
}

export type Services = ReturnType<typeof createServices>;
