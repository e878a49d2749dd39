import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { showFlash } from '../../lib/flash';
import { recordProfileUpdated } from './api/post-member-activity';

/**
 * A change to the member's profile (contact numbers, e-mail, address, race and ethnicity):
 * saved, recorded as PROFILE_UPDATED, member-info read again, 'Saved', back to the account page.
 * On failure the form stays as the member typed it.
 */
export function useProfileChange<Values>(save: (values: Values) => Promise<unknown>) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { t } = useTranslation('account');
  return useMutation({
    mutationFn: async (values: Values) => {
      await save(values);
      // The change is saved by now: a record of it that fails to arrive must not tell the
      // member it was not.
      await recordProfileUpdated().catch(() => undefined);
    },
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['member-info'] });
      showFlash('success', t('saved'));
      await navigate('/account');
    },
  });
}
