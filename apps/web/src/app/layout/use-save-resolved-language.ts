import { PERMISSIONS } from '@portal/contract';
import { useEffect } from 'react';
import { useMemberInfo } from '../../lib/api/get-member-info';
import { useSavePreferredLanguage } from '../../lib/api/save-preferred-language';
import { useDisplayedLanguage } from '../../lib/language-store';
import { useSession } from '../../lib/session-store';

/**
 * Spec 000 section 4: a member without a saved language gets the one the portal chose for
 * them saved as their preference, when their token may manage the account.
 */
export function useSaveResolvedLanguage(): void {
  const session = useSession();
  const member = useMemberInfo();
  const displayed = useDisplayedLanguage();
  const save = useSavePreferredLanguage(member.id);
  const mayManage = session?.permissions.includes(PERMISSIONS.manageMemberAccount) ?? false;
  const shouldSave = mayManage && member.preferredLanguageCd === null && !displayed.loading && save.isIdle;
  const { mutate } = save;
  useEffect(() => {
    if (shouldSave) mutate(displayed.code);
  }, [shouldSave, displayed.code, mutate]);
}
