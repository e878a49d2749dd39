import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useMemberInfo } from '../../lib/api/get-member-info';
import { ContactNumbersEditor } from './components/contact-numbers-editor';
import { EditPageFrame, EditPanel } from './components/edit-page-frame';
import { EmailAddressEditor } from './components/email-address-editor';

/** Spec 000: contact numbers, and the e-mail address as a form of its own. */
export function EditContactPage(): ReactElement {
  const { t } = useTranslation('account');
  const member = useMemberInfo();
  return (
    <EditPageFrame title={t('contact.title')}>
      <EditPanel heading={t('contact.phonesHeading')} headingId="edit-phones">
        <ContactNumbersEditor member={member} />
      </EditPanel>
      <EditPanel heading={t('contact.emailHeading')} headingId="edit-email">
        <EmailAddressEditor current={member.email} />
      </EditPanel>
    </EditPageFrame>
  );
}

export default EditContactPage;
