import { Button, Stack } from '@mantine/core';
import { QUESTIONNAIRE_TYPES, type QuestionnaireType } from '@portal/contract';
import { mayReload } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { FullPageLoader } from '../../components/full-page-loader';
import { useClientConfiguration } from '../../lib/api/get-client-configuration';
import { ApiError } from '../../lib/api-client';
import { useDisplayedLanguage } from '../../lib/language-store';
import { usePageTitle } from '../../lib/page-title';
import { useSession } from '../../lib/session-store';
import { questionnaireQuery } from './api/get-questionnaire';
import { FailureAlert } from './components/failure-alert';
import { QuestionnaireRunner } from './components/questionnaire-runner';
import { useMemberCalls } from './member-calls';
import { leavePathOf, resultsPathOf, typeSwitchedOn } from './questionnaire-paths';
import { QuestionnaireNotFound } from './questionnaire-not-found';

const isNotFound = (error: unknown): boolean => error instanceof ApiError && error.code === 'QUESTIONNAIRE_NOT_FOUND';

/** The member's questionnaire of one type, loaded again first when what the page holds is too old (the domain's mayReload). */
function MemberQuestionnaire({ type, memberId }: { type: QuestionnaireType; memberId: number }): ReactElement {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const query = useQuery(questionnaireQuery(memberId, type));
  const calls = useMemberCalls(type, query.isFetching);
  const [reloading, setReloading] = useState(
    () => query.data !== undefined && mayReload({ loadedAt: query.dataUpdatedAt, loading: query.isFetching, now: Date.now() }),
  );
  useEffect(() => {
    if (reloading) void query.refetch().finally(() => setReloading(false));
    // Asked once, as the page opens: a reload later would replace the page under the member.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  // A language picked on screen is saved as the member's, which the questionnaire is written in:
  // load its words again, and the runner keeps the page and the answers given.
  const language = useDisplayedLanguage().code;
  const shownIn = useRef(language);
  useEffect(() => {
    if (shownIn.current === language) return;
    shownIn.current = language;
    void query.refetch();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [language]);
  usePageTitle(query.data?.title);
  if (isNotFound(query.error)) return <QuestionnaireNotFound hra={type === 'HRA'} />;
  if (query.isError && !query.data) {
    return (
      <Stack align="flex-start">
        <FailureAlert />
        <Button variant="light" onClick={() => void query.refetch()}>
          {t('actions.tryAgain')}
        </Button>
      </Stack>
    );
  }
  if (!query.data || reloading) return <FullPageLoader />;
  return (
    <QuestionnaireRunner
      key={query.data.id}
      questionnaire={query.data}
      calls={calls}
      resultsPath={resultsPathOf(query.data)}
      leaveTo={leavePathOf(query.data)}
      onSkip={type === 'FTE' ? () => void navigate('/', { replace: true }) : undefined}
    />
  );
}

function SignedInQuestionnaire({ type }: { type: string | undefined }): ReactElement {
  const session = useSession();
  const { features } = useClientConfiguration();
  const known = QUESTIONNAIRE_TYPES.find((candidate) => candidate === type);
  if (!known || !typeSwitchedOn(known, features) || !session) return <QuestionnaireNotFound hra={type === 'HRA'} />;
  return <MemberQuestionnaire key={known} type={known} memberId={session.memberId} />;
}

/** `/questionnaire/:type`: any questionnaire of the plan, on its own. */
export function QuestionnairePage(): ReactElement {
  const { type } = useParams();
  return <SignedInQuestionnaire type={type} />;
}

/** `/health-actions/hra`: the health risk assessment (the route needs HRA). */
export function HraPage(): ReactElement {
  return <SignedInQuestionnaire type="HRA" />;
}
