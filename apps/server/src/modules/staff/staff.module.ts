import staffAuthPlugin from '../../plugins/staff-auth';
import { defineModule } from '../area-module';
import { createAuditLog } from './audit-log';
import { staffCommands } from './staff.commands';
import { createStaffRepository } from './staff.repository';
import { staffRoutes } from './staff.routes';
import { createStaffService } from './staff.service';

export const staffModule = defineModule({
  name: 'staff',
  services: ({ db, directory, limiter, passwords, secretBox, keys, clock }) => {
    const audit = createAuditLog(db);
    return {
      audit,
      staff: createStaffService({
        db,
        repository: createStaffRepository(db),
        directory,
        audit,
        limiter,
        passwords,
        secretBox,
        keys,
        clock,
      }),
    };
  },
  // Staff tokens and impersonation are checked on every call, before the member's.
  plugins: async (api, { staff, audit, keys, clock }) => {
    await api.register(staffAuthPlugin, {
      authenticate: (token) => staff.authenticate(token),
      impersonationAccess: (claims) => staff.impersonationAccess(claims),
      recordAudit: (entry, now) => audit.record(entry, now),
      keys,
      clock,
    });
  },
  routes: async (api, { staff, audit }) => {
    await api.register(staffRoutes, { staff, audit });
  },
  commands: staffCommands,
});
