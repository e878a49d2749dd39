import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * Mantine ships each component's CSS as its own file (`@mantine/core/styles/<Name>.css`) so a page
 * loads only what it draws, but nothing ties a component to its file: a page that forgot one drew
 * its checkboxes unstyled until some other page had loaded the file. This plugin ties them: every
 * module of the portal that imports components from `@mantine/core` also imports their styles, so
 * the styles travel in the same chunk as the code that draws them, whichever page loads first.
 *
 * Which files a component needs is read from Mantine's own code: each component's module imports
 * the class names of its CSS (`<Name>.module.mjs`) and the components it is built from, so the
 * files are those class-name modules reachable from the component's entry.
 */

const CLASS_NAMES_MODULE = /([A-Za-z]+)\.module\.mjs$/;
const RELATIVE_IMPORT = /(?:from|import)\s*"(\.[^"]+)"/g;
const NAMED_IMPORTS = /import\s+(type\s+)?\{([^}]*)\}\s*from\s*['"]@mantine\/core['"]/g;

export interface MantineStyles {
  /** The CSS files (names under `@mantine/core/styles/`) a component needs, each after the ones it builds on. */
  stylesOf(component: string): readonly string[];
}

/** Reads Mantine's component graph from the package's ES modules in `esmDir`. */
export function readMantineStyles(esmDir: string): MantineStyles {
  const entries = new Map<string, string>();
  const index = readFileSync(path.join(esmDir, 'index.mjs'), 'utf8');
  for (const match of index.matchAll(/import\s*\{([^}]*)\}\s*from\s*"\.\/([^"]+)"/g)) {
    for (const name of match[1]!.split(',')) {
      const exported = name
        .trim()
        .split(/\s+as\s+/)
        .pop();
      if (exported) entries.set(exported, path.join(esmDir, match[2]!));
    }
  }
  const byFile = new Map<string, readonly string[]>();

  // Depth first, a file's own CSS after its imports', so a component's rules come after the
  // rules of the components it is made of (Button after UnstyledButton), as Mantine expects.
  function collect(file: string, seen: Set<string>, out: string[]): void {
    if (seen.has(file)) return;
    seen.add(file);
    for (const match of readFileSync(file, 'utf8').matchAll(RELATIVE_IMPORT)) {
      collect(path.resolve(path.dirname(file), match[1]!), seen, out);
    }
    const own = CLASS_NAMES_MODULE.exec(file)?.[1];
    if (own && !out.includes(own)) out.push(own);
  }

  return {
    stylesOf(component) {
      const file = entries.get(component);
      if (!file) return [];
      let styles = byFile.get(file);
      if (!styles) {
        const out: string[] = [];
        collect(file, new Set(), out);
        styles = out;
        byFile.set(file, styles);
      }
      return styles;
    },
  };
}

/** The components a module imports by name from `@mantine/core` (type-only imports left out). */
export function mantineImportsOf(code: string): string[] {
  const names: string[] = [];
  for (const match of code.matchAll(NAMED_IMPORTS)) {
    if (match[1]) continue;
    for (const part of match[2]!.split(',')) {
      const spec = part.trim();
      if (!spec || spec.startsWith('type ')) continue;
      names.push(spec.split(/\s+as\s+/)[0]!);
    }
  }
  return names;
}

/** The Mantine CSS files a stylesheet module imports itself (`import '@mantine/core/styles/X.css'`). */
export function stylesImportedBy(code: string): string[] {
  return [...code.matchAll(/import\s+['"]@mantine\/core\/styles\/([A-Za-z-]+)\.css['"]/g)].map((match) => match[1]!);
}

/**
 * The CSS imports to put in front of a module, or '' when it draws no Mantine component. Files
 * in `always` are left out: every page loads them first (an import from a lazy page as well
 * would move them out of the first stylesheet into a shared file of their own).
 */
export function styleImportsFor(code: string, styles: MantineStyles, always: readonly string[] = []): string {
  const files: string[] = [];
  for (const component of mantineImportsOf(code)) {
    for (const file of styles.stylesOf(component)) if (!files.includes(file) && !always.includes(file)) files.push(file);
  }
  return files.map((file) => `import '@mantine/core/styles/${file}.css';`).join('');
}

/**
 * `firstStyles` is the module, imported first by the entry, that loads the styles of what the
 * first page draws; those are not imported again from each module.
 */
export function mantineComponentStyles(firstStyles: string): Plugin {
  let styles: MantineStyles | undefined;
  const always = stylesImportedBy(readFileSync(firstStyles, 'utf8'));
  return {
    name: 'mantine-component-styles',
    enforce: 'pre',
    configResolved(config) {
      const require = createRequire(path.join(config.root, 'package.json'));
      // The package's CommonJS entry is `cjs/index.cjs`; its ES modules sit beside, in `esm/`.
      styles = readMantineStyles(path.resolve(path.dirname(require.resolve('@mantine/core')), '../esm'));
    },
    transform(code, id) {
      if (!styles || id.includes('/node_modules/') || !/\.[jt]sx?$/.test(id) || !code.includes('@mantine/core')) return null;
      const imports = styleImportsFor(code, styles, always);
      // One line in front, so the module's own lines keep their numbers.
      return imports ? { code: imports + code, map: null } : null;
    },
  };
}
