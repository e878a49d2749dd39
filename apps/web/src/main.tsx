import './mantine-styles';
import './styles.css';
import { LANGUAGE_CODES } from '@portal/contract';
import { chooseLanguage } from '@portal/domain';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { stripLeadingHash } from './app/route-effects';
import { configureApiClient } from './lib/api-client';
import { clientConfigurationQuery } from './lib/api/get-client-configuration';
import { applyDocumentLanguage, initI18n } from './lib/i18n';
import { browserLanguages, displayedLanguageStore, languageChoicesStore, languageFromQuery } from './lib/language-store';
import { createQueryClient } from './lib/query-client';
import { createRequestContext } from './lib/request-context';
import { signOut } from './lib/sign-out';

stripLeadingHash(window.location, window.history);

const queryClient = createQueryClient();
configureApiClient({
  context: createRequestContext(queryClient),
  onUnauthorized: () => void signOut(queryClient, 'forced'),
});

// A first guess before the client's languages are known; the root layout settles it.
const forcedByQuery = languageFromQuery(window.location.search);
if (forcedByQuery) languageChoicesStore.set({ ...languageChoicesStore.get(), forced: forcedByQuery });
const choices = languageChoicesStore.get();
const firstLanguage =
  choices.forced ??
  chooseLanguage({ memberPreference: null, candidates: [choices.preLogin, ...browserLanguages()], allowed: LANGUAGE_CODES });
applyDocumentLanguage(firstLanguage);
displayedLanguageStore.set({ code: firstLanguage, loading: false });

// Asked for now, while the language loads, instead of after the first render.
void queryClient.prefetchQuery(clientConfigurationQuery);

// Not a top-level await: that would stop the bundler from merging the shared chunks the sign-in
// page loads into one.
void initI18n(firstLanguage).then(() => {
  // Rendered as a transition, so the first render yields to the browser instead of blocking it.
  startTransition(() => {
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <App queryClient={queryClient} />
      </StrictMode>,
    );
  });
});
