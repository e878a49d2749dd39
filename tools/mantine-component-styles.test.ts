import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { mantineImportsOf, readMantineStyles, styleImportsFor, stylesImportedBy } from './mantine-component-styles';

// Where the web app's @mantine/core is installed, hoisted or not, as the build finds it.
const fromWeb = createRequire(path.join(import.meta.dirname, '../apps/web/package.json'));
const MANTINE = path.resolve(path.dirname(fromWeb.resolve('@mantine/core')), '..');
const styles = readMantineStyles(path.join(MANTINE, 'esm'));

describe('the styles each Mantine component needs', () => {
  it('are read from the component and what it is built from, the parts first', () => {
    const checkbox = styles.stylesOf('Checkbox');
    expect(checkbox).toEqual(expect.arrayContaining(['Checkbox', 'InlineInput', 'Input']));
    expect(checkbox.indexOf('InlineInput')).toBeLessThan(checkbox.indexOf('Checkbox'));
    expect(styles.stylesOf('Radio')).toContain('Radio');
    expect(styles.stylesOf('Button')).toEqual(['UnstyledButton', 'Loader', 'Button']);
    expect(styles.stylesOf('Table')).toContain('Table');
  });

  it('name files the package ships', () => {
    for (const component of ['Checkbox', 'Radio', 'NativeSelect', 'Modal', 'Drawer', 'Menu', 'Switch', 'Table']) {
      for (const file of styles.stylesOf(component)) expect(existsSync(path.join(MANTINE, 'styles', `${file}.css`))).toBe(true);
    }
  });

  it('are none for what draws nothing of its own', () => {
    expect(styles.stylesOf('MantineProvider')).toEqual([]);
    expect(styles.stylesOf('useDirection')).toEqual([]);
  });
});

describe('the imports put in front of a module', () => {
  const page = `import { Checkbox, Stack as Column, type MantineSize } from '@mantine/core';
import type { RadioProps } from '@mantine/core';
import {
  Radio,
} from "@mantine/core";`;

  it('read the components a module imports, not its types', () => {
    expect(mantineImportsOf(page)).toEqual(['Checkbox', 'Stack', 'Radio']);
  });

  it('bring the styles of every component the module draws', () => {
    const imports = styleImportsFor(page, styles);
    expect(imports).toContain("import '@mantine/core/styles/Checkbox.css';");
    expect(imports).toContain("import '@mantine/core/styles/Radio.css';");
    expect(imports).toContain("import '@mantine/core/styles/Stack.css';");
    expect(imports).not.toContain('RadioProps');
  });

  it('leave out what the first stylesheet already loads', () => {
    const always = stylesImportedBy("import '@mantine/core/styles/Input.css';\nimport '@mantine/core/styles/Stack.css';");
    expect(always).toEqual(['Input', 'Stack']);
    const imports = styleImportsFor(page, styles, always);
    expect(imports).not.toContain('/Input.css');
    expect(imports).not.toContain('/Stack.css');
    expect(imports).toContain('Checkbox.css');
  });

  it('are nothing for a module without Mantine components', () => {
    expect(styleImportsFor("import { useDisclosure } from '@mantine/hooks';", styles)).toBe('');
  });
});
