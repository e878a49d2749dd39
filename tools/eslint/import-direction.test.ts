import path from 'node:path';
import { RuleTester, type Rule } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, it } from 'vitest';
import { importDirectionRule } from './import-direction.mjs';

RuleTester.describe = describe;
RuleTester.it = it;

const root = path.resolve(import.meta.dirname, '../..');
const file = (relative: string): string => path.join(root, relative);
const tester = new RuleTester({ languageOptions: { ecmaVersion: 2022, sourceType: 'module', parser: tseslint.parser } });

tester.run('import-direction', importDirectionRule as unknown as Rule.RuleModule, {
  valid: [
    { filename: file('apps/web/src/app/routes.tsx'), code: "import x from '../features/auth/login-page';" },
    {
      filename: file('apps/web/src/features/auth/login-page.tsx'),
      code: "import x from '../../lib/api-client'; import y from './components/login-form';",
    },
    { filename: file('apps/web/src/components/icons.tsx'), code: "import x from '../lib/flash';" },
    { filename: file('apps/web/src/lib/api-client.ts'), code: "import { loginCall } from '@portal/contract'; import { z } from 'zod';" },
    {
      filename: file('apps/server/src/modules/clients/clients.routes.ts'),
      code: "import x from './clients.service'; import y from '../../plugins/tenant';",
    },
    {
      filename: file('apps/server/src/modules/clients/clients.service.ts'),
      code: "import x from './clients.repository'; import y from '../../lib/app-error';",
    },
    { filename: file('apps/server/src/modules/clients/clients.repository.ts'), code: "import x from '../../db/schema';" },
    { filename: file('apps/server/src/app.ts'), code: "import { AREA_MODULES } from './modules';" },
    { filename: file('apps/server/src/modules/index.ts'), code: "import x from './staff/staff.module'; import y from './sso/sso.module';" },
    {
      filename: file('apps/server/src/modules/staff/staff.module.ts'),
      code: "import a from '../area-module'; import b from './staff.routes'; import c from './staff.service'; import d from './staff.commands'; import e from '../../plugins/staff-auth';",
    },
    { filename: file('apps/server/src/demo/demo-data.ts'), code: "import type x from '../modules/roster/roster.service';" },
    { filename: file('packages/contract/src/staff/calls.ts'), code: "import x from '../shared/common'; import y from './errors';" },
    {
      filename: file('packages/contract/src/staff/addresses.ts'),
      code: "import x from '../shared/call-address'; import type y from './calls';",
    },
    { filename: file('packages/contract/src/index.ts'), code: "export * from './staff/calls'; export * from './shared/common';" },
    { filename: file('packages/contract/src/errors.ts'), code: "import { SSO_ERRORS } from './sso/errors';" },
    {
      filename: file('packages/domain/src/rewards/basket.ts'),
      code: "import x from '../shared/money'; import y from '../calendar-date'; import z from './lots';",
    },
    { filename: file('packages/domain/src/coverage.ts'), code: "import { LANGUAGES } from '@portal/contract';" },
    { filename: file('apps/web/src/features/auth/login-form.test.tsx'), code: "import x from '../home/home-page';" },
    { filename: file('apps/server/src/modules/mfa/mfa.service.ts'), code: "import type { Database } from '../../db/database';" },
  ],
  invalid: [
    {
      filename: file('apps/web/src/features/auth/login-page.tsx'),
      code: "import x from '../home/home-page';",
      errors: [{ messageId: 'forbidden' }],
    },
    {
      filename: file('apps/web/src/features/auth/login-page.tsx'),
      code: "import x from '../../app/routes';",
      errors: [{ messageId: 'forbidden' }],
    },
    {
      filename: file('apps/web/src/lib/api-client.ts'),
      code: "import x from '../components/icons';",
      errors: [{ messageId: 'forbidden' }],
    },
    {
      filename: file('apps/web/src/components/icons.tsx'),
      code: "const x = import('../features/home/home-page');",
      errors: [{ messageId: 'forbidden' }],
    },
    {
      filename: file('apps/server/src/modules/clients/clients.routes.ts'),
      code: "import x from './clients.repository';",
      errors: [{ messageId: 'forbidden' }],
    },
    {
      filename: file('apps/server/src/modules/clients/clients.repository.ts'),
      code: "import x from './clients.service';",
      errors: [{ messageId: 'forbidden' }],
    },
    {
      filename: file('apps/server/src/modules/clients/clients.service.ts'),
      code: "import x from '../roster/roster.service';",
      errors: [{ messageId: 'forbidden' }],
    },
    {
      filename: file('apps/server/src/plugins/tenant.ts'),
      code: "import x from '../modules/clients/clients.service';",
      errors: [{ messageId: 'forbidden' }],
    },
    {
      filename: file('packages/contract/src/shared/common.ts'),
      code: "import x from '@portal/domain';",
      errors: [{ messageId: 'forbidden' }],
    },
    {
      filename: file('packages/domain/src/coverage.ts'),
      code: "import x from '../../../apps/server/src/app';",
      errors: [{ messageId: 'forbidden' }],
    },
    {
      filename: file('apps/web/src/lib/api-client.ts'),
      code: "export * from '../../../server/src/app';",
      errors: [{ messageId: 'forbidden' }],
    },
    {
      filename: file('apps/server/src/app.ts'),
      code: "import x from './modules/clients/clients.routes';",
      errors: [{ messageId: 'forbidden' }],
    },
    { filename: file('apps/server/src/main.ts'), code: "import x from './cli/index';", errors: [{ messageId: 'forbidden' }] },
    { filename: file('apps/server/src/runtime.ts'), code: "import x from './cli/demo-data';", errors: [{ messageId: 'forbidden' }] },
    {
      filename: file('apps/server/src/modules/sso/sso.module.ts'),
      code: "import x from '../clients/clients.service';",
      errors: [{ messageId: 'forbidden' }],
    },
    {
      filename: file('apps/server/src/modules/staff/staff.commands.ts'),
      code: "import x from './staff.repository'; import y from '../roster/roster.service';",
      errors: [{ messageId: 'forbidden' }, { messageId: 'forbidden' }],
    },
    {
      filename: file('apps/server/src/modules/area-module.ts'),
      code: "import x from './staff/staff.service';",
      errors: [{ messageId: 'forbidden' }],
    },
    {
      filename: file('packages/contract/src/sso/calls.ts'),
      code: "import { codeSentSchema } from '../registration/calls';",
      errors: [{ messageId: 'forbidden' }],
    },
    {
      filename: file('packages/contract/src/shared/common.ts'),
      code: "import x from '../staff/calls'; import y from '../index';",
      errors: [{ messageId: 'forbidden' }, { messageId: 'forbidden' }],
    },
    {
      filename: file('packages/domain/src/rewards/basket.ts'),
      code: "import x from '../health-actions/completion';",
      errors: [{ messageId: 'forbidden' }],
    },
    {
      filename: file('packages/domain/src/calendar-date.ts'),
      code: "import x from './rewards/basket';",
      errors: [{ messageId: 'forbidden' }],
    },
  ],
});
