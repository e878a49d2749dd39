import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { memberInfoKeys } from '../../lib/api/member-info-keys';
import { showFlash } from '../../lib/flash';
import { recordProfileUpdated } from './api/post-member-activity';

/**
 * A change to the member's profile (contact numbers, e-mail, address, race and ethnicity):
 * saved, member-info read again, 'Saved', back to the account page. PROFILE_UPDATED is recorded
 * beside the reload, not before it: the change is saved by then, so nothing waits for the record,
 * and a record that fails to arrive must not tell the member the change was not saved.
 * On failure the form stays as the member typed it.
 */
export function useProfileChange<Values>(save: (values: Values) => Promise<unknown>) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { t } = useTranslation('account');
  return useMutation({
    mutationFn: save,
    onSuccess: async () => {
      void recordProfileUpdated().catch(() => undefined);
      await queryClient.invalidateQueries({ queryKey: memberInfoKeys.all });
      showFlash('success', t('saved'));
      await navigate('/account');
    },
  });
}
