import { Suspense, type ReactElement } from 'react';
import { Route, Routes } from 'react-router';
import { clientConfiguration, memberInfo } from '../../../test/fixtures';
import { renderInPortal } from '../../../test/render';
import { CurrentPath } from '../../account/test/account-harness';
import { HraPage, QuestionnairePage } from '../member-questionnaire';
import { SurveyPage } from '../survey-page';

/** The questionnaire pages at their addresses, a member signed in unless `visitor`. */
export function openPage(path: string, options: { features?: string[]; visitor?: boolean } = {}): ReturnType<typeof renderInPortal> {
  const features = (options.features ?? ['HOME', 'HRA', 'FTE']) as ReturnType<typeof clientConfiguration>['features'];
  const ui: ReactElement = (
    <Suspense fallback={<p>loading</p>}>
      <Routes>
        <Route path="/questionnaire/:type" element={<QuestionnairePage />} />
        <Route path="/health-actions/hra" element={<HraPage />} />
        <Route path="/survey" element={<SurveyPage />} />
        <Route path="*" element={<CurrentPath />} />
      </Routes>
    </Suspense>
  );
  return renderInPortal(ui, {
    path,
    member: options.visitor ? undefined : memberInfo(),
    configuration: clientConfiguration({ features }),
  });
}
