import { TextInput, UnstyledButton, type TextInputProps } from '@mantine/core';
import { useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';

/** An eye, struck through while the password shows. */
function VisibilityIcon({ showing }: { showing: boolean }): ReactElement {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
      {showing && <path d="M4 4l16 16" />}
    </svg>
  );
}

/**
 * A password input whose text the member can show and hide. It is a text input with a toggle
 * button rather than the kit's PasswordInput, which would bring its icon-button family onto the
 * sign-in page (3 KB of its first load); the toggle says whether it is pressed.
 */
export function PasswordField(props: Omit<TextInputProps, 'type' | 'rightSection'>): ReactElement {
  const { t } = useTranslation();
  const [showing, setShowing] = useState(false);
  return (
    <TextInput
      {...props}
      type={showing ? 'text' : 'password'}
      rightSectionPointerEvents="all"
      rightSection={
        <UnstyledButton
          className="password-toggle"
          aria-label={t('password.showOrHide')}
          aria-pressed={showing}
          onClick={() => setShowing((current) => !current)}
        >
          <VisibilityIcon showing={showing} />
        </UnstyledButton>
      }
    />
  );
}
