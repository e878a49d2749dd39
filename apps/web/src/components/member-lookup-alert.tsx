import { Anchor } from '@mantine/core';
import { DEFAULT_LANGUAGE } from '@portal/contract';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../lib/api-client';
import { useClientConfiguration } from '../lib/api/get-client-configuration';
import { languageTag } from '../lib/i18n';
import { useDisplayedLanguage } from '../lib/language-store';
import { ErrorAlert } from './error-alert';
import { Notice } from './notice';

/**
 * A US plan's coverage dates are Gregorian in every language (Persian would otherwise show
 * the Solar Hijri calendar); the digits stay the language's own.
 */
export function coverageEndDate(date: string, tag: string): string {
  return new Intl.DateTimeFormat(tag, { dateStyle: 'long', calendar: 'gregory', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));
}

/**
 * The failure of a call that looks a member up by name, birth date and member number
 * (registration, forgot username or password). A member whose coverage has ended is told
 * when it ended and whom to call, instead of being sent to a step that cannot succeed.
 */
export function MemberLookupAlert({ error }: { error: unknown }): ReactElement | null {
  const endedOn = error instanceof ApiError && error.code === 'COVERAGE_ENDED' ? error.details.endedOn : undefined;
  if (!endedOn) return <ErrorAlert error={error} />;
  return <CoverageEndedNotice endedOn={endedOn} />;
}

function CoverageEndedNotice({ endedOn }: { endedOn: string }): ReactElement {
  const { t } = useTranslation();
  const { name, supportContacts } = useClientConfiguration();
  const { code } = useDisplayedLanguage();
  const phone = (supportContacts[code] ?? supportContacts[DEFAULT_LANGUAGE])?.phone;
  // The translation marks the number as <phone>…</phone>, wherever its language puts it.
  const [before = '', number = '', after = ''] = phone ? t('coverageEnded.callWithPhone', { plan: name, phone }).split(/<\/?phone>/) : [];
  return (
    <Notice tone="error" role="alert" title={t('coverageEnded.title')}>
      <p>{t('errors.COVERAGE_ENDED', { date: coverageEndDate(endedOn, languageTag(code)) })}</p>
      <p>
        {phone ? (
          <>
            {before}
            {/* The notice's own text colour, underlined: the link colour lacks contrast on its tint. */}
            <Anchor href={`tel:${phone.replace(/[^\d+]/g, '')}`} dir="ltr" c="inherit" underline="always">
              {number}
            </Anchor>
            {after}
          </>
        ) : (
          t('coverageEnded.callWithoutPhone', { plan: name })
        )}
      </p>
    </Notice>
  );
}
