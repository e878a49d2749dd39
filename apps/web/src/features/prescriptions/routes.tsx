import { lazyPage, type FeatureRoutes } from '../../lib/feature-routes';

const loadPages = () => import('./prescriptions-pages');

// Spec 001: the prescription record needs PRESCRIPTION_RECORD; a plan without it goes home.
export const prescriptionsRoutes: FeatureRoutes = {
  member: [
    {
      path: 'prescription-record',
      title: 'prescriptionRecord',
      page: lazyPage(loadPages, (m) => m.PrescriptionRecordPage),
      needs: { feature: 'PRESCRIPTION_RECORD', otherwise: '/' },
    },
  ],
  menu: {
    key: 'prescriptionRecord',
    path: '/prescription-record',
    feature: 'PRESCRIPTION_RECORD',
    placement: 'icon',
    icon: 'prescription',
  },
};
