/**
 * Every path of the route table (app/routes.tsx, built from app/portal-features.ts), with the
 * address the screenshot tests open for it and who opens it. `app/screenshot-routes.test.ts`
 * fails when a route is added without a line here.
 *
 * `{disclaimer}` and `{memberId}` are read from the running portal (the signed-in footer's link;
 * the staff search), since the demo data gives them database ids.
 */
export type Audience = 'guest' | 'member' | 'staff';

export interface ScreenshotRoute {
  /** The path as the route table writes it ('' for the signed-in home, '*' for any other). */
  readonly path: string;
  /** What the tests open; null for an older address that only redirects to another listed here. */
  readonly url: string | null;
  readonly audiences: readonly Audience[];
}

export const SCREENSHOT_ROUTES: readonly ScreenshotRoute[] = [
  { path: '', url: '/', audiences: ['member'] },
  { path: 'health-actions', url: '/health-actions', audiences: ['member'] },
  // One route for an action's views: details here, history and profile-update in health-actions.spec.ts.
  { path: 'health-actions/:healthActionId/:view?', url: '/health-actions/101', audiences: ['member'] },
  // The demo member's results, or the page's own message when they have not finished the HRA or survey yet.
  { path: 'health-actions/hra/results', url: '/health-actions/hra/results', audiences: ['member'] },
  { path: 'health-actions/:healthActionId/results', url: '/health-actions/105/results', audiences: ['member'] },
  { path: 'health-actions/hra/summary', url: '/health-actions/hra/summary', audiences: ['member'] },
  { path: 'hra/summary/:risk', url: '/hra/summary/sleep', audiences: ['member'] },
  // The trackers' landing, and one tracker's page with its entry form, history and reference.
  { path: 'tracking', url: '/tracking', audiences: ['member'] },
  { path: 'tracking/:name', url: '/tracking/bloodPressure', audiences: ['member'] },
  // The inbox, the archive (empty for the demo member) and a message already read, so the
  // inbox looks the same in every language's run.
  { path: 'inbox', url: '/inbox', audiences: ['member'] },
  { path: 'inbox/archive', url: '/inbox/archive', audiences: ['member'] },
  { path: 'inbox/:messageId', url: '/inbox/{readMessage}', audiences: ['member'] },
  // The learning landing, the lists (all of them here; a category, history and search in
  // learning.spec.ts), an article, the exercises and one exercise.
  { path: 'learn', url: '/learn', audiences: ['member'] },
  { path: 'learn/articles/:list?', url: '/learn/articles/all', audiences: ['member'] },
  { path: 'learn/article/detail/:contentId', url: '/learn/article/detail/seven-hours-of-sleep', audiences: ['member'] },
  { path: 'learn/brain-exercises', url: '/learn/brain-exercises', audiences: ['member'] },
  { path: 'learn/brain-exercise/detail/:exerciseCd', url: '/learn/brain-exercise/detail/MEMORY_PAIRS', audiences: ['member'] },
  // The Harbor demo's action that reads this article, before the member starts reading.
  {
    path: 'health-actions/:healthActionId/learn-and-earn/article/:contentId',
    url: '/health-actions/106/learn-and-earn/article/your-yearly-checkup',
    audiences: ['member'],
  },
  // Maria's invented fills of the Harbor demo (seed/prescriptions/harbor-pharmacy.csv).
  { path: 'prescription-record', url: '/prescription-record', audiences: ['member'] },
  // The help center: its landing, a topic, an item opened from the popular questions, an important document.
  { path: 'help-center', url: '/help-center', audiences: ['member'] },
  { path: 'help-center/faq/category/:categoryId', url: '/help-center/faq/category/1', audiences: ['member'] },
  { path: 'help-center/faq/:faqId', url: '/help-center/faq/201?popular', audiences: ['member'] },
  { path: 'help-center/view-document', url: '/help-center/view-document?document=NON_DISCRIMINATION', audiences: ['member'] },
  { path: 'faq', url: null, audiences: [] },
  // The Harbor demo's PCP visit (ANNUAL_CHECKUP): the request form, before Maria has asked for a visit.
  { path: 'health-actions/:healthActionId/scheduling', url: '/health-actions/101/scheduling', audiences: ['member'] },
  { path: 'rewards', url: '/rewards', audiences: ['member'] },
  { path: 'rewards/redeem', url: '/rewards/redeem', audiences: ['member'] },
  // With an empty basket: the page says so (spec 001 section 8, 'Empty cart').
  { path: 'rewards/confirmation', url: '/rewards/confirmation', audiences: ['member'] },
  { path: 'rewards/success', url: '/rewards/success', audiences: ['member'] },
  { path: 'rewards/email-verification', url: '/rewards/email-verification', audiences: ['member'] },
  // Harbor pays in dollars, so this shows where the address sends a dollars plan (/rewards);
  // redemption.spec.ts opens the page itself for Mesa's points.
  { path: 'rewards/how-it-works', url: '/rewards/how-it-works', audiences: ['member'] },
  { path: 'rewards/auto/splash', url: '/rewards/auto/splash', audiences: ['member'] },
  { path: 'rewards/auto/setup', url: '/rewards/auto/setup', audiences: ['member'] },
  // The $10 pharmacy card by e-mail, chosen on the set-up page.
  { path: 'rewards/auto/confirm', url: '/rewards/auto/confirm?item=50021', audiences: ['member'] },
  { path: 'rewards/reward-boxes', url: '/rewards/reward-boxes', audiences: ['member'] },
  // With no box named: the page says none is selected (spec 001 section 8).
  { path: 'rewards/reward-boxes/confirmation', url: '/rewards/reward-boxes/confirmation', audiences: ['member'] },
  { path: 'rewards/reward-boxes/success', url: '/rewards/reward-boxes/success', audiences: ['member'] },
  { path: 'account', url: '/account', audiences: ['member'] },
  { path: 'account/edit-password', url: '/account/edit-password', audiences: ['member'] },
  { path: 'account/edit-contact', url: '/account/edit-contact', audiences: ['member'] },
  { path: 'account/edit-address', url: '/account/edit-address', audiences: ['member'] },
  { path: 'account/edit-ethnography', url: '/account/edit-ethnography', audiences: ['member'] },
  { path: 'notification-settings', url: '/notification-settings', audiences: ['member'] },
  { path: 'account/mfa', url: '/account/mfa', audiences: ['member'] },
  { path: 'mobile-sign-in', url: '/mobile-sign-in', audiences: ['member'] },
  { path: 'login', url: '/login', audiences: ['guest'] },
  { path: 'signin', url: null, audiences: [] },
  { path: 'register', url: '/register', audiences: ['guest'] },
  { path: 'sso/complete', url: '/sso/complete', audiences: ['guest'] },
  { path: 'login-verify-error', url: '/login-verify-error', audiences: ['guest'] },
  { path: 'forgot-username', url: '/forgot-username', audiences: ['guest'] },
  { path: 'forgot-email', url: null, audiences: [] },
  { path: 'account-found', url: '/account-found', audiences: ['guest'] },
  { path: 'forgot-password', url: '/forgot-password', audiences: ['guest'] },
  { path: 'email-sent', url: '/email-sent', audiences: ['guest'] },
  { path: 'reset-password', url: '/reset-password', audiences: ['guest'] },
  { path: 'reset-password-success', url: '/reset-password-success', audiences: ['guest'] },
  { path: 'public/privacy-document/:title', url: '/public/privacy-document/terms-of-use', audiences: ['guest', 'member'] },
  { path: 'disclaimers/:id', url: '/disclaimers/{disclaimer}', audiences: ['member'] },
  { path: 'language-assistance', url: '/language-assistance', audiences: ['guest', 'member'] },
  { path: 'register-sso', url: '/register-sso', audiences: ['guest'] },
  { path: 'subscriptions', url: '/subscriptions?token=unknown', audiences: ['guest'] },
  // An HRA runner on its start screen, and a survey link with no signature (the invalid-link page).
  { path: 'questionnaire/:type', url: '/questionnaire/HRA', audiences: ['member'] },
  { path: 'health-actions/hra', url: '/health-actions/hra', audiences: ['member'] },
  { path: 'survey', url: '/survey?m=1&sid=1&rid=1', audiences: ['guest'] },
  { path: 'staff', url: '/staff', audiences: ['guest', 'staff'] },
  { path: 'staff/members/:memberId', url: '/staff/members/{memberId}', audiences: ['staff'] },
  { path: 'staff/audit', url: '/staff/audit', audiences: ['staff'] },
  { path: 'staff/accounts', url: '/staff/accounts', audiences: ['staff'] },
  // The scheduling desk's queue of Harbor, empty as the demo loads it.
  { path: 'staff/scheduling', url: '/staff/scheduling', audiences: ['staff'] },
  { path: '*', url: '/no-such-page', audiences: ['guest', 'member'] },
];
