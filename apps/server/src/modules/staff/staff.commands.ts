import { UsageError } from '../../lib/operator-error';
import type { AreaCommand } from '../area-module';
import type { StaffService } from './staff.service';

type StaffCommand = AreaCommand<{ staff: StaffService }>;

const COMMAND_LINE = { method: 'CLI', path: 'npm run portal -- staff' } as const;

const createStaff: StaffCommand = {
  usage: [
    'staff create --username <name> --name "<display name>" --role ADMIN|SUPPORT',
    '                                              create a staff account; prints its password and',
    '                                              authenticator secret, once',
  ].join('\n'),
  run: async ({ staff }, _args, { username, name, role }) => {
    if (!username || !name || (role !== 'ADMIN' && role !== 'SUPPORT')) {
      throw new UsageError('staff create needs --username, --name and --role ADMIN or SUPPORT');
    }
    const created = await staff.createAccount({ username, displayName: name, role }, COMMAND_LINE, null);
    process.stdout.write(
      [
        `Staff account ${created.account.username} (${created.account.role}) created.`,
        `Password: ${created.password}`,
        `Authenticator secret: ${created.totpSecret}`,
        `Authenticator link: ${created.otpauthUri}`,
        'Give these to the staff member privately; they are not shown again.',
        '',
      ].join('\n'),
    );
    return 0;
  },
};

const staffSwitch = (disabled: boolean, usage: string): StaffCommand => ({
  usage,
  run: async ({ staff }, _args, { username }) => {
    if (!username) throw new UsageError(`staff ${disabled ? 'disable' : 'enable'} needs --username`);
    const account = await staff.setDisabledFromCommandLine(username, disabled, COMMAND_LINE);
    process.stdout.write(`Staff account ${account.username} is ${account.disabled ? 'disabled' : 'enabled'}.\n`);
    return 0;
  },
});

export const staffCommands = {
  'staff create': createStaff,
  'staff disable': staffSwitch(true, 'staff disable --username <name>               disable a staff account (ends its sessions)'),
  'staff enable': staffSwitch(false, 'staff enable --username <name>                enable it again'),
};
