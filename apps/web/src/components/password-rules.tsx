import { List, Text } from '@mantine/core';
import { checkPassword, PASSWORD_MIN_LENGTH, PASSWORD_SPECIAL_CHARACTERS } from '@portal/domain';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';

/** Spec 000 section 5's password rules, each marked as met or not while the member types. */
export function PasswordRules({ password, id }: { password: string; id: string }): ReactElement {
  const { t } = useTranslation();
  const check = checkPassword(password);
  const rules = [
    { met: check.length, text: t('password.length', { count: PASSWORD_MIN_LENGTH }) },
    { met: check.uppercase, text: t('password.uppercase') },
    { met: check.lowercase, text: t('password.lowercase') },
    { met: check.number, text: t('password.number') },
    { met: check.special, text: t('password.special', { characters: PASSWORD_SPECIAL_CHARACTERS }) },
  ];
  return (
    <div id={id}>
      <Text size="sm">{t('password.rulesHeading')}</Text>
      <List size="sm" spacing={2}>
        {rules.map((rule) => (
          <List.Item key={rule.text}>
            {rule.met ? `✓ ${rule.text}` : `○ ${rule.text}`}
            <span className="visually-hidden">{rule.met ? t('password.met') : t('password.notMet')}</span>
          </List.Item>
        ))}
      </List>
    </div>
  );
}
