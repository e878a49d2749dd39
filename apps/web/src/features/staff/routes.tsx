import { lazyPage, type FeatureRoutes } from '../../lib/feature-routes';

// The staff console is one chunk, apart from everything members load.
const loadStaffPages = () => import('./staff-pages');

export const staffRoutes: FeatureRoutes = {
  public: [
    { path: 'staff', title: 'staff', page: lazyPage(loadStaffPages, (m) => m.StaffConsolePage) },
    { path: 'staff/members/:memberId', title: 'staffMember', page: lazyPage(loadStaffPages, (m) => m.StaffMemberPage) },
    { path: 'staff/audit', title: 'staffAudit', page: lazyPage(loadStaffPages, (m) => m.StaffAuditPage) },
    { path: 'staff/scheduling', title: 'staffScheduling', page: lazyPage(loadStaffPages, (m) => m.StaffSchedulingPage) },
    { path: 'staff/accounts', title: 'staffAccounts', page: lazyPage(loadStaffPages, (m) => m.StaffAccountsPage) },
  ],
};
