import { lazyPage, type FeatureRoutes } from '../../lib/feature-routes';

const loadPages = () => import('./help-pages');

// Spec 001: `/help-center` and its children, for every plan (the menu entry needs no feature);
// `/faq` and the notice are visitors' pages, in visitor-routes.tsx (decision 0054).
export const helpRoutes: FeatureRoutes = {
  member: [
    { path: 'help-center', title: 'helpCenter', page: lazyPage(loadPages, (m) => m.HelpLandingPage) },
    { path: 'help-center/view-document', title: 'helpDocument', page: lazyPage(loadPages, (m) => m.ViewDocumentPage) },
    { path: 'help-center/faq/category/:categoryId', title: 'helpCategory', page: lazyPage(loadPages, (m) => m.FaqCategoryPage) },
    { path: 'help-center/faq/:faqId', title: 'helpQuestion', page: lazyPage(loadPages, (m) => m.FaqItemPage) },
  ],
  menu: { key: 'helpCenter', path: '/help-center', feature: null, placement: 'icon', icon: 'help' },
};
