import type { FeatureRoutes } from '../../lib/feature-routes';

// The header offers the area before its pages exist (decision 0008); its issue adds them here.
export const prescriptionsRoutes: FeatureRoutes = {
  menu: {
    key: 'prescriptionRecord',
    path: '/prescription-record',
    feature: 'PRESCRIPTION_RECORD',
    placement: 'icon',
    icon: 'prescription',
  },
};
