// The staff console as one chunk, apart from everything members load.
export { StaffAccountsPage } from './staff-accounts-page';
export { StaffAuditPage } from './staff-audit-page';
export { StaffConsolePage } from './staff-console-page';
export { StaffMemberPage } from './staff-member-page';
export { StaffSchedulingPage } from './staff-scheduling-page';
