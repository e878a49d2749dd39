import { lazyPage, type FeatureRoutes } from '../../lib/feature-routes';

const loadPages = () => import('./inbox-pages');

// Spec 001: `/inbox` with its children list, archive and a message. `archive` is named before the
// message's id, and an id is digits only, so the two never meet.
export const inboxRoutes: FeatureRoutes = {
  member: [
    { path: 'inbox', title: 'inbox', page: lazyPage(loadPages, (m) => m.InboxPage) },
    { path: 'inbox/archive', title: 'inboxArchive', page: lazyPage(loadPages, (m) => m.ArchivePage) },
    { path: 'inbox/:messageId', title: 'inboxMessage', page: lazyPage(loadPages, (m) => m.MessagePage) },
  ],
  menu: { key: 'inbox', path: '/inbox', feature: null, placement: 'icon', icon: 'inbox' },
};
