import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { languageChoicesStore, languageFromQuery } from '../lib/language-store';
import { useDataTitle } from '../lib/page-title';
import { captureTrackingParameters } from '../lib/tracking';
import { useRouteTitleKey } from './route-title';

/** Spec: the title is 'Title | programme title'. */
export function pageTitle(title: string | undefined, programmeTitle: string): string {
  return title ? `${title} | ${programmeTitle}` : programmeTitle;
}

function useDocumentTitle(programmeTitle: string): void {
  const { t } = useTranslation();
  const titleKey = useRouteTitleKey();
  const dataTitle = useDataTitle();
  const title = dataTitle ?? (titleKey ? t(`titles.${titleKey}` as 'titles.home') : undefined);
  useEffect(() => {
    document.title = pageTitle(title, programmeTitle);
  }, [title, programmeTitle]);
}

/** After navigation: to the hash's element if there is one, else to the top; focus follows, for screen readers. */
function useScrollOnNavigate(): void {
  const location = useLocation();
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    const target = location.hash ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
    (target ?? document.getElementById('main-content'))?.focus({ preventScroll: true });
  }, [location.pathname, location.hash]);
}

/** `?lang=` forces the language; `utm_*` parameters are kept for the calls' headers. */
function useQueryParameters(): void {
  const { search } = useLocation();
  useEffect(() => {
    captureTrackingParameters(search);
    const forced = languageFromQuery(search);
    if (forced) languageChoicesStore.set({ ...languageChoicesStore.get(), forced });
  }, [search]);
}

export function useRouteEffects(programmeTitle: string): void {
  useDocumentTitle(programmeTitle);
  useScrollOnNavigate();
  useQueryParameters();
}

/** Spec: a leading hash in the address (`/#/login`) is stripped before routing. */
export function stripLeadingHash(location: Location, history: History): void {
  if (location.hash.startsWith('#/')) history.replaceState(history.state, '', location.hash.slice(1));
}
