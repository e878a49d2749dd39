import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useStaffSession } from '../../lib/staff-session-store';
import { MemberSearch } from './components/member-search';
import { StaffFrame } from './components/staff-frame';
import { StaffSignInForm } from './components/staff-sign-in-form';

/** `/staff`: support staff sign in, then find a member. */
export function StaffConsolePage(): ReactElement {
  const { t } = useTranslation('staff');
  const staff = useStaffSession();
  if (!staff) return <StaffSignInForm />;
  return (
    <StaffFrame staff={staff} title={t('search.title')}>
      <MemberSearch />
    </StaffFrame>
  );
}
