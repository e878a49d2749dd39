// The results, summary and risk pages as one chunk: a member on one of them opens the next.
export { HraResultsPage } from './hra-results-page';
export { HraSummaryPage } from './hra-summary-page';
export { RiskPage } from './risk-page';
export { SurveyResultsPage } from './survey-results-page';
