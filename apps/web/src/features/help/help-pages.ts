// The help center's pages as one chunk: a member on the landing opens a category or an item next.
export { FaqCategoryPage } from './faq-category-page';
export { FaqItemPage } from './faq-item-page';
export { HelpLandingPage } from './help-landing-page';
export { ViewDocumentPage } from './view-document-page';
