// The one-way import direction of DESIGN.md sections 3 and 9, as a lint rule:
//   web       app -> features -> components -> lib; a feature never imports another feature;
//   server    composition -> <area>.module -> routes -> service -> repository; a module never
//             imports another module; start-up never imports the command line;
//   contract  the catalogue (index, errors) -> <area>/ -> shared/; an area never imports another;
//   domain    index -> <area>/ -> shared (shared/ and the files beside index); likewise;
//   both ends -> domain -> contract.
// Tests and test helpers may reach anywhere.
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** Where a file sits: its part of the product and its layer within it. */
export function locate(absolutePath) {
  const relative = path.relative(ROOT, absolutePath).split(path.sep).join('/');
  const web = /^apps\/web\/src\/(.*)$/.exec(relative);
  if (web) {
    const [first, second] = web[1].split('/');
    if (first === 'features') return { part: 'web', layer: 'feature', name: second };
    if (['app', 'components', 'lib', 'locales', 'test'].includes(first)) return { part: 'web', layer: first };
    return { part: 'web', layer: 'entry' };
  }
  const server = /^apps\/server\/src\/(.*)$/.exec(relative);
  if (server) {
    const parts = server[1].split('/');
    if (parts[0] === 'modules') {
      // The list of modules is composition; what modules are made of (their interface) is their kit.
      if (parts.length === 1 || (parts.length === 2 && parts[1].startsWith('index.'))) return { part: 'server', layer: 'composition' };
      if (parts.length === 2) return { part: 'server', layer: 'module-kit' };
      const file = parts.at(-1).replace(/\.(ts|js)$/, '');
      const kind = /\.(routes|service|repository|module|commands)$/.exec(file)?.[1] ?? 'support';
      return { part: 'server', layer: kind, name: parts[1] };
    }
    if (['plugins', 'lib', 'db', 'cli', 'messaging', 'core', 'demo', 'feeds'].includes(parts[0]))
      return { part: 'server', layer: parts[0] };
    return { part: 'server', layer: 'composition' };
  }
  const packageArea = /^packages\/(contract|domain)\/src\/(.*)$/.exec(relative);
  if (packageArea) {
    const [part, inner] = [packageArea[1], packageArea[2].split('/')];
    if (inner.length === 1) return { part, layer: /^(index|errors|error-body)(\.|$)/.test(inner[0]) ? 'catalogue' : 'shared' };
    if (inner[0] === 'shared') return { part, layer: 'shared' };
    return { part, layer: 'area', name: inner[0] };
  }
  if (relative.startsWith('packages/contract/')) return { part: 'contract', layer: 'catalogue' };
  if (relative.startsWith('packages/domain/')) return { part: 'domain', layer: 'catalogue' };
  return { part: 'other', layer: 'other' };
}

const PACKAGE_PARTS = { '@portal/contract': 'contract', '@portal/domain': 'domain', '@portal/server': 'server', '@portal/web': 'web' };

const WEB_ALLOWED = {
  entry: ['entry', 'app', 'feature', 'components', 'lib', 'locales'],
  app: ['app', 'feature', 'components', 'lib', 'locales'],
  feature: ['feature', 'components', 'lib', 'locales'],
  components: ['components', 'lib', 'locales'],
  lib: ['lib', 'locales'],
  locales: ['locales'],
};

const SERVER_ALLOWED = {
  // Never 'cli': the server's start-up does not load the command line.
  composition: [
    'composition',
    'module-kit',
    'module',
    'demo',
    'service',
    'repository',
    'support',
    'plugins',
    'lib',
    'db',
    'messaging',
    'core',
    'feeds',
  ],
  cli: ['cli', 'composition', 'lib', 'db'],
  // The interface every module implements; it names the shared services and the configuration.
  'module-kit': ['composition', 'lib', 'feeds'],
  module: ['module-kit', 'routes', 'service', 'repository', 'support', 'commands', 'plugins', 'lib', 'db', 'messaging', 'core', 'feeds'],
  commands: ['module-kit', 'service', 'support', 'lib', 'demo', 'feeds'],
  // The demo plans load through several areas' services, as an operator would.
  demo: ['demo', 'module-kit', 'composition', 'service', 'support', 'lib', 'db'],
  routes: ['service', 'support', 'plugins', 'lib', 'feeds'],
  service: ['repository', 'support', 'lib', 'messaging', 'core', 'feeds'],
  repository: ['support', 'lib', 'db'],
  support: ['support', 'lib', 'db', 'feeds'],
  plugins: ['plugins', 'lib'],
  // What several modules share and that needs the database: sessions, codes, attempt limits.
  core: ['core', 'lib', 'db', 'messaging'],
  messaging: ['messaging', 'lib', 'db'],
  // The plan-data feed framework: reads and checks files; each kind does its own writes.
  feeds: ['feeds', 'lib'],
  lib: ['lib'],
  db: ['db', 'lib', 'composition'],
};

// contract and domain alike: the catalogue gathers the areas, an area builds on what is shared.
const PACKAGE_ALLOWED = {
  catalogue: ['catalogue', 'area', 'shared'],
  area: ['area', 'shared'],
  shared: ['shared'],
};

const PART_ALLOWED = {
  contract: ['contract'],
  domain: ['domain', 'contract'],
  web: ['web', 'domain', 'contract'],
  server: ['server', 'domain', 'contract'],
};

function isTest(filename) {
  return /\.(test|int\.test)\.(ts|tsx)$/.test(filename) || /\/(test|e2e)\//.test(filename.split(path.sep).join('/'));
}

/** Why `from` may not import `to`, or null when it may. */
export function violation(from, to) {
  if (from.part === 'other' || to.part === 'other') return null;
  if (!PART_ALLOWED[from.part]?.includes(to.part)) return `${from.part} code must not import ${to.part} code`;
  if (from.part !== to.part) return null;
  if (from.part === 'web') {
    if (from.layer === 'test' || to.layer === 'test') return from.layer === 'test' ? null : 'product code must not import test helpers';
    if (!WEB_ALLOWED[from.layer]?.includes(to.layer)) return `web ${from.layer} must not import ${to.layer}`;
    if (from.layer === 'feature' && to.layer === 'feature' && from.name !== to.name)
      return `feature '${from.name}' must not import feature '${to.name}'`;
    return null;
  }
  if (from.part === 'server') {
    if (!SERVER_ALLOWED[from.layer]?.includes(to.layer)) return `server ${from.layer} must not import ${to.layer}`;
    const bothInModules = from.name !== undefined && to.name !== undefined;
    if (bothInModules && from.name !== to.name) return `module '${from.name}' must not import module '${to.name}'`;
  }
  if (from.part === 'contract' || from.part === 'domain') {
    if (!PACKAGE_ALLOWED[from.layer]?.includes(to.layer)) return `${from.part} ${from.layer} must not import ${to.layer}`;
    if (from.layer === 'area' && to.layer === 'area' && from.name !== to.name)
      return `${from.part} area '${from.name}' must not import area '${to.name}'`;
  }
  return null;
}

export const importDirectionRule = {
  meta: {
    type: 'problem',
    docs: { description: 'Keeps imports flowing one way between the layers of DESIGN.md' },
    schema: [],
    messages: { forbidden: '{{reason}} ({{source}}).' },
  },
  create(context) {
    const filename = context.filename;
    if (isTest(filename)) return {};
    const from = locate(filename);
    const check = (node, source) => {
      if (typeof source !== 'string') return;
      // A service may name the database's transaction type to hand it on; it runs no query itself.
      const typeOnly = node.importKind === 'type';
      let target;
      if (source.startsWith('.')) target = locate(path.resolve(path.dirname(filename), source));
      else {
        const packageName = Object.keys(PACKAGE_PARTS).find((name) => source === name || source.startsWith(`${name}/`));
        if (!packageName) return;
        const part = PACKAGE_PARTS[packageName];
        target = { part, layer: 'catalogue' };
      }
      if (typeOnly && from.layer === 'service' && target.layer === 'db') return;
      const reason = violation(from, target);
      if (reason) context.report({ node, messageId: 'forbidden', data: { reason, source } });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};

export default { rules: { 'import-direction': importDirectionRule } };
