import { PERMISSIONS, VALIDATION, type LanguageCode } from '@portal/contract';
import { requirePermission, type AccessClaims } from '../../lib/access-tokens';
import { AppError } from '../../lib/app-error';
import type { ClientRecord } from '../../lib/client-record';
import type { MemberAccountRepository } from './member-account.repository';

export function createMemberAccountService(repository: MemberAccountRepository) {
  return {
    /** Spec: the preferred language is saved only for a token that may manage the account. */
    async savePreferredLanguage(client: ClientRecord, member: AccessClaims, languageCd: LanguageCode): Promise<LanguageCode> {
      requirePermission(member, PERMISSIONS.manageMemberAccount);
      if (!client.configuration.languages.some((language) => language.code === languageCd)) {
        throw new AppError('VALIDATION_FAILED', `${languageCd} is not offered by this health plan`, { languageCd: VALIDATION.invalid });
      }
      await repository.savePreferredLanguage(member.memberId, client.configuration.id, languageCd);
      return languageCd;
    },
  };
}

export type MemberAccountService = ReturnType<typeof createMemberAccountService>;
