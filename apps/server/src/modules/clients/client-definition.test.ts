import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SEED_DIR } from '../../paths';
import { DECLINE_CODE, validateClientDefinition } from './client-definition';
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
    const raw = JSON.parse(await fs.readFile(HARBOR, 'utf8')) as { races: unknown[]; documents: unknown[]; programmeFile?: string };
    raw.races.push({ code: DECLINE_CODE, label: { EN: 'I prefer not to answer' } });
    raw.documents = [];
    delete raw.programmeFile;
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

describe('the programme of a client definition (decision 0031)', () => {
  async function rawHarbor(): Promise<Record<string, unknown> & { programme: Record<string, unknown> }> {
    const raw = JSON.parse(await fs.readFile(HARBOR, 'utf8')) as Record<string, unknown>;
    const programmePath = path.resolve(path.dirname(HARBOR), raw.programmeFile as string);
    delete raw.programmeFile;
    raw.documents = [];
    return { ...raw, programme: JSON.parse(await fs.readFile(programmePath, 'utf8')) as Record<string, unknown> };
  }

  it('is read with the demo plans: HARBOR in dollars by cohort, MESA in points by employer group', async () => {
    const harbor = await readClientDefinition(HARBOR);
    expect(harbor.programme).toMatchObject({ rewardType: 'DOLLARS', incentiveStrategy: 'COHORT', claimsLagDays: 45 });
    expect(harbor.programme?.cohorts.map((cohort) => cohort.code)).toEqual(['HHP-COMMERCIAL', 'HHP-MEDICAID']);
    const mesa = await readClientDefinition(path.join(SEED_DIR, 'clients', 'mesa.json'));
    expect(mesa.programme).toMatchObject({ rewardType: 'POINTS', incentiveStrategy: 'EMPLOYER_GROUP' });
  });

  it('refuses the file whole, naming every problem of the programme and of its agreement with the definition', async () => {
    const raw = await rawHarbor();
    raw.currency = 'POINTS';
    raw.features = [...(raw.features as string[]), 'EMPLOYER_GROUP_INCENTIVES'];
    const cohorts = raw.cohorts as Record<string, unknown>[];
    cohorts[1]!.code = 'HHP-UNLISTED';
    cohorts[0]!.compliancePeriods = [{ strategyType: 'COHORT', startDate: '2026-01-01', endDate: '2026-12-31', maxRewardAmount: 250 }];
    const actions = raw.programme.healthActions as Record<string, unknown>[];
    actions[1]!.id = actions[0]!.id;
    const result = validateClientDefinition(raw);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.problems).toEqual([
      'programme.healthActions.1.id: health action id 101 is already used at healthActions.0.id',
    ]);
    // Once the programme itself reads, its agreement with the definition is checked, every problem at once.
    actions[1]!.id = 102;
    const again = validateClientDefinition(raw);
    expect(!again.ok && again.problems).toEqual([
      "programme.rewardType: is DOLLARS but the client's currency is POINTS",
      "programme.incentiveStrategy: is COHORT but the client's features select EMPLOYER_GROUP (EMPLOYER_GROUP_INCENTIVES on)",
      "programme.cohorts.1.code: HHP-MEDICAID is not one of the definition's cohorts",
      'cohorts.0.compliancePeriods: a plan with a programme declares its compliance periods in programme.cohorts only',
      'cohorts.1.code: HHP-UNLISTED has no place in programme.cohorts',
    ]);
  });

  it("names the programme's problems beside the rest of the file's", async () => {
    const raw = await rawHarbor();
    raw.timeZone = 'Mars/Olympus';
    raw.programme.yearlyMaximum = -1;
    const result = validateClientDefinition(raw);
    expect(!result.ok && result.problems).toEqual([
      'timeZone: must be an IANA time zone',
      'programme.yearlyMaximum: must be zero or more (whole cents or points)',
    ]);
  });

  it('keeps a plan without a programme as it was: periods in its cohorts block', async () => {
    const raw = await rawHarbor();
    delete (raw as Record<string, unknown>).programme;
    (raw.cohorts as Record<string, unknown>[])[0]!.compliancePeriods = [
      { strategyType: 'COHORT', startDate: '2026-01-01', endDate: '2026-12-31', maxRewardAmount: 250 },
    ];
    const result = validateClientDefinition(raw);
    expect(result.ok && result.definition.programme).toBeNull();
  });
});
