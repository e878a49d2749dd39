import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SEED_DIR } from '../../paths';
import { DECLINE_CODE } from './client-definition';
import { DefinitionFileError, readClientDefinition } from './client-definition-file';

const HARBOR = path.join(SEED_DIR, 'clients', 'harbor.json');

describe('race and ethnicity lists of a client definition', () => {
  it('hold answers only in the demo plans, beside the portal\'s own "Prefer not to say"', async () => {
    for (const file of ['harbor.json', 'mesa.json']) {
      const definition = await readClientDefinition(path.join(SEED_DIR, 'clients', file));
      expect(definition.races.length).toBeGreaterThan(0);
      expect([...definition.races, ...definition.ethnicities].map((entry) => entry.code)).not.toContain(DECLINE_CODE);
    }
  });

  it('refuse a decline entry, which would show members two ways to decline', async () => {
    const raw = JSON.parse(await fs.readFile(HARBOR, 'utf8')) as { races: unknown[]; documents: unknown[] };
    raw.races.push({ code: DECLINE_CODE, label: { EN: 'I prefer not to answer' } });
    raw.documents = [];
    const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'definition-test-'));
    try {
      const file = path.join(folder, 'plan.json');
      await fs.writeFile(file, JSON.stringify(raw));
      await expect(readClientDefinition(file)).rejects.toThrow(DefinitionFileError);
      await expect(readClientDefinition(file)).rejects.toThrow(/races: must not list DECLINED/);
    } finally {
      await fs.rm(folder, { recursive: true, force: true });
    }
  });
});
