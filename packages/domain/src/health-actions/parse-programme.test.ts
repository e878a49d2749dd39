import { describe, expect, it } from 'vitest';
import harbor from './demo/harbor-programme.json';
import mesa from './demo/mesa-programme.json';
import { claimCodeKey, isClaimCode } from './claim-codes';
import { parseProgrammeDefinition } from './parse-programme';

type Loose = Record<string, unknown>;
interface RawProgramme extends Loose {
  healthActions: Loose[];
  cohorts: { code: unknown; compliancePeriods: Loose[] }[];
}

/** A deep copy to spoil one part of a demo programme at a time. */
const copyOf = <T = RawProgramme>(value: unknown): T => JSON.parse(JSON.stringify(value)) as T;

function problemsOf(raw: unknown): { path: string; code: string }[] {
  const result = parseProgrammeDefinition(raw);
  if (result.ok) throw new Error('expected the definition to be refused');
  return result.problems.map(({ path, code }) => ({ path, code }));
}

describe('parseProgrammeDefinition', () => {
  it('reads the demo programmes whole, with their defaults', () => {
    const read = parseProgrammeDefinition(harbor);
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    expect(read.programme.healthActions).toHaveLength(12);
    expect(read.programme.healthActions.filter((action) => action.trackerGoal !== null)).toEqual([
      expect.objectContaining({ code: 'STEPS_20_DAYS', trackerGoal: { tracker: 'steps', dayCount: 20 } }),
    ]);
    expect(read.programme.healthActions.filter((action) => action.containerHealthActionId === 110)).toHaveLength(3);
    expect(parseProgrammeDefinition(mesa).ok).toBe(true);
    const minimal = { rewardType: 'POINTS', incentiveStrategy: 'COHORT', yearlyMaximum: 0, healthActions: [], cohorts: [] };
    const action = copyOf<Loose>(harbor.healthActions[1]);
    for (const key of [
      'type',
      'containerHealthActionId',
      'nextDueDateOffsetDayCount',
      'incentiveCatalogCd',
      'learnAndEarnKind',
      'verifyingClaimCodes',
    ])
      delete action[key];
    const bare = parseProgrammeDefinition({ ...minimal, healthActions: [action] });
    expect(bare.ok && bare.programme.healthActions[0]).toMatchObject({
      type: null,
      containerHealthActionId: null,
      nextDueDateOffsetDayCount: null,
      incentiveCatalogCd: null,
      learnAndEarnKind: null,
      verifyingClaimCodes: [],
      trackerGoal: null,
    });
  });

  it('refuses a file of the wrong shape, naming every field at fault with its code', () => {
    const raw = copyOf(harbor);
    delete raw.yearlyMaximum;
    raw.rewardType = 'EUROS';
    raw.healthActions[0]!.rewardAmount = 12.5;
    raw.healthActions[1]!.rewardAmount = -1;
    raw.healthActions[2]!.nextDueDateOfsetDayCount = 10;
    raw.healthActions[2]!.nextDueDateOffsetDayCount = 400;
    raw.cohorts[0]!.compliancePeriods[0]!.startDate = '2025-02-30';
    expect(problemsOf(raw)).toEqual([
      { path: 'rewardType', code: 'NOT_ALLOWED' },
      { path: 'yearlyMaximum', code: 'REQUIRED' },
      { path: 'healthActions.0.rewardAmount', code: 'INVALID_FORMAT' },
      { path: 'healthActions.1.rewardAmount', code: 'OUT_OF_RANGE' },
      { path: 'healthActions.2.nextDueDateOffsetDayCount', code: 'OUT_OF_RANGE' },
      { path: 'healthActions.2', code: 'NOT_ALLOWED' },
      { path: 'cohorts.0.compliancePeriods.0.startDate', code: 'INVALID_FORMAT' },
    ]);
    const refused = parseProgrammeDefinition(raw);
    expect(!refused.ok && refused.problems.map((problem) => problem.message)).toEqual([
      'must be one of DOLLARS, POINTS',
      'is required',
      'must be a whole number',
      'must be zero or more (whole cents or points)',
      'must be 365 days or fewer',
      'unknown field nextDueDateOfsetDayCount',
      'must be a calendar date (YYYY-MM-DD)',
    ]);
  });

  it('names shape and cross-reference problems in the same answer', () => {
    const raw = copyOf(harbor);
    raw.healthActions[0]!.rewardAmount = -5;
    raw.healthActions[1]!.id = 101;
    expect(problemsOf(raw)).toEqual([
      { path: 'healthActions.0.rewardAmount', code: 'OUT_OF_RANGE' },
      { path: 'healthActions.1.id', code: 'DUPLICATE' },
    ]);
  });

  it('refuses duplicate health action ids and codes, cohort codes and period ids', () => {
    const raw = copyOf(harbor);
    raw.healthActions[2]!.code = 'ANNUAL_CHECKUP';
    raw.cohorts[1]!.code = 'HHP-COMMERCIAL';
    raw.cohorts[1]!.compliancePeriods[0]!.id = 1001;
    expect(problemsOf(raw)).toEqual(
      expect.arrayContaining([
        { path: 'healthActions.2.code', code: 'DUPLICATE' },
        { path: 'cohorts.1.code', code: 'DUPLICATE' },
        { path: 'cohorts.1.compliancePeriods.0.id', code: 'DUPLICATE' },
      ]),
    );
  });

  it('refuses a container that is missing, not compound, the action itself, or a cycle', () => {
    const raw = copyOf(harbor);
    raw.healthActions[8]!.containerHealthActionId = 999;
    raw.healthActions[9]!.containerHealthActionId = 101;
    raw.healthActions[10]!.containerHealthActionId = 113;
    expect(problemsOf(raw)).toEqual([
      { path: 'healthActions.8.containerHealthActionId', code: 'UNKNOWN_REFERENCE' },
      { path: 'healthActions.9.containerHealthActionId', code: 'INCONSISTENT' },
      { path: 'healthActions.10.containerHealthActionId', code: 'CYCLE' },
      { path: 'healthActions.7.complexity', code: 'INCONSISTENT' },
    ]);
  });

  it('refuses compound actions that contain each other', () => {
    const raw = copyOf(harbor);
    const second = { ...raw.healthActions[7], id: 120, code: 'HEART_HEALTH_PLUS', containerHealthActionId: 110 };
    raw.healthActions[7]!.containerHealthActionId = 120;
    raw.healthActions.push(second);
    expect(problemsOf(raw)).toEqual([
      { path: 'healthActions.7.containerHealthActionId', code: 'CYCLE' },
      { path: 'healthActions.12.containerHealthActionId', code: 'CYCLE' },
    ]);
  });

  it('refuses a compound action with claim codes, and a child whose container is compound is fine', () => {
    const raw = copyOf(harbor);
    raw.healthActions[7]!.verifyingClaimCodes = [{ system: 'CPT', code: '80061' }];
    expect(problemsOf(raw)).toEqual([{ path: 'healthActions.7.verifyingClaimCodes', code: 'INCONSISTENT' }]);
  });

  it("refuses a compound action a member's word would complete", () => {
    const raw = copyOf(harbor);
    raw.healthActions[7]!.attestable = true;
    expect(problemsOf(raw)).toEqual([{ path: 'healthActions.7.attestable', code: 'INCONSISTENT' }]);
  });

  it('refuses an article on an action that is not read-an-article', () => {
    const raw = copyOf(harbor);
    raw.healthActions[7]!.articleContentId = 'know-your-blood-pressure';
    expect(problemsOf(raw)).toEqual([{ path: 'healthActions.7.articleContentId', code: 'INCONSISTENT' }]);
  });

  it('defaults the claims lag and reward lifetime, and refuses a lag beyond a year', () => {
    const bare = copyOf<Loose>(harbor);
    delete bare.claimsLagDays;
    delete bare.rewardLifetimeDays;
    const read = parseProgrammeDefinition(bare);
    expect(read.ok && { lag: read.programme.claimsLagDays, lifetime: read.programme.rewardLifetimeDays }).toEqual({
      lag: 45,
      lifetime: null,
    });
    expect(problemsOf({ ...bare, claimsLagDays: 366, rewardLifetimeDays: 0 })).toEqual([
      { path: 'claimsLagDays', code: 'OUT_OF_RANGE' },
      { path: 'rewardLifetimeDays', code: 'OUT_OF_RANGE' },
    ]);
  });

  describe('incentive catalogs', () => {
    type RawCatalogs = RawProgramme & { incentiveCatalogs: { code: string; items: Loose[] }[] };
    const withCatalogs = () => copyOf<RawCatalogs>(harbor);
    const item = (raw: RawCatalogs, position: number) => raw.incentiveCatalogs[0]!.items[position]! as Loose & { variations: Loose[] };

    it('reads the demo catalogs, and a programme without catalogs has none', () => {
      const read = parseProgrammeDefinition(harbor);
      expect(read.ok && read.programme.incentiveCatalogs.map((catalog) => catalog.code)).toEqual(['HHP-GIFT-CARDS']);
      const mesaRead = parseProgrammeDefinition(mesa);
      expect(mesaRead.ok && mesaRead.programme.incentiveCatalogs[0]?.code).toBe('MESA-POINTS-STORE');
      const bare = withCatalogs() as Loose;
      delete bare.incentiveCatalogs;
      // Without catalogs, what the actions name is not checked: the plan redeems elsewhere.
      const readBare = parseProgrammeDefinition(bare);
      expect(readBare.ok && readBare.programme.incentiveCatalogs).toEqual([]);
    });

    it('refuses duplicate catalog codes, product ids and variation ids across the programme', () => {
      const raw = withCatalogs();
      const second = copyOf<{ code: string; items: Loose[] }>(raw.incentiveCatalogs[0]);
      raw.incentiveCatalogs.push(second);
      expect(problemsOf(raw)).toEqual(
        expect.arrayContaining([
          { path: 'incentiveCatalogs.1.code', code: 'DUPLICATE' },
          { path: 'incentiveCatalogs.1.items.0.productId', code: 'DUPLICATE' },
          { path: 'incentiveCatalogs.1.items.0.variations.0.id', code: 'DUPLICATE' },
        ]),
      );
      const within = withCatalogs();
      item(within, 1).variations[0]!.id = item(within, 0).variations[1]!.id;
      expect(problemsOf(within)).toEqual([{ path: 'incentiveCatalogs.0.items.1.variations.0.id', code: 'DUPLICATE' }]);
    });

    it('refuses a health action naming no catalog, when the programme declares catalogs', () => {
      const raw = withCatalogs();
      raw.healthActions[0]!.incentiveCatalogCd = 'NO-SUCH-CATALOG';
      expect(problemsOf(raw)).toEqual([{ path: 'healthActions.0.incentiveCatalogCd', code: 'UNKNOWN_REFERENCE' }]);
    });

    it('refuses a gift card without a face value, merchandise with one, and two variations of one delivery form', () => {
      const raw = withCatalogs();
      item(raw, 0).faceValue = null;
      const merchandise = raw.incentiveCatalogs[0]!.items.findIndex((product) => product.type === 'MERCHANDISE');
      item(raw, merchandise).faceValue = 500;
      item(raw, 1).variations[1]!.deliveryForm = 'DIGITAL';
      expect(problemsOf(raw)).toEqual([
        { path: 'incentiveCatalogs.0.items.0.faceValue', code: 'REQUIRED' },
        { path: 'incentiveCatalogs.0.items.1.variations.1.deliveryForm', code: 'DUPLICATE' },
        { path: `incentiveCatalogs.0.items.${merchandise}.faceValue`, code: 'INCONSISTENT' },
      ]);
    });

    it('refuses a product without its English name, a bad image name, no variations, or a redemption amount of zero', () => {
      const raw = withCatalogs();
      delete (item(raw, 0).names as Loose).EN;
      item(raw, 1).image = '../secret.svg';
      item(raw, 2).variations = [];
      item(raw, 3).variations[0]!.redemptionAmount = 0;
      expect(problemsOf(raw)).toEqual([
        { path: 'incentiveCatalogs.0.items.1.image', code: 'INVALID_FORMAT' },
        { path: 'incentiveCatalogs.0.items.2.variations', code: 'OUT_OF_RANGE' },
        { path: 'incentiveCatalogs.0.items.3.variations.0.redemptionAmount', code: 'OUT_OF_RANGE' },
        { path: 'incentiveCatalogs.0.items.0.names.EN', code: 'REQUIRED' },
      ]);
    });
  });

  it('refuses malformed and repeated claim codes, per code system', () => {
    const raw = copyOf(harbor);
    raw.healthActions[0]!.verifyingClaimCodes = [
      { system: 'CPT', code: '9938' },
      { system: 'HCPCS', code: 'D1234' },
      { system: 'ICD10', code: 'Z00.000001' },
      { system: 'ICD10', code: 'Z00.00' },
      { system: 'ICD10', code: 'Z0000' },
      { system: 'LOINC', code: '8480-6' },
    ];
    expect(problemsOf(raw)).toEqual([
      { path: 'healthActions.0.verifyingClaimCodes.0.code', code: 'INVALID_FORMAT' },
      { path: 'healthActions.0.verifyingClaimCodes.1.code', code: 'INVALID_FORMAT' },
      { path: 'healthActions.0.verifyingClaimCodes.2.code', code: 'INVALID_FORMAT' },
      { path: 'healthActions.0.verifyingClaimCodes.5.system', code: 'NOT_ALLOWED' },
      { path: 'healthActions.0.verifyingClaimCodes.4.code', code: 'DUPLICATE' },
    ]);
  });

  it('refuses periods that end before they start, overlap in one cohort, or reuse a strategy id elsewhere', () => {
    const raw = copyOf(harbor);
    const [first, second, third] = raw.cohorts[0]!.compliancePeriods;
    first!.endDate = '2024-12-31';
    expect(second!.endDate).toBe('2026-12-31');
    third!.startDate = '2026-12-31';
    raw.cohorts[1]!.compliancePeriods[0]!.cohortIncentiveStrategyId = 11;
    expect(problemsOf(raw)).toEqual([
      { path: 'cohorts.0.compliancePeriods.0.endDate', code: 'INCONSISTENT' },
      { path: 'cohorts.0.compliancePeriods.2.startDate', code: 'INCONSISTENT' },
      { path: 'cohorts.1.compliancePeriods.0.cohortIncentiveStrategyId', code: 'INCONSISTENT' },
    ]);
    const sameDay = copyOf(harbor);
    sameDay.cohorts[0]!.compliancePeriods[0]!.endDate = '2025-01-01';
    expect(problemsOf(sameDay)).toEqual([{ path: 'cohorts.0.compliancePeriods.0.endDate', code: 'INCONSISTENT' }]);
  });

  it('refuses what is not an object at all', () => {
    expect(problemsOf(null)).toEqual([{ path: '', code: 'INVALID_FORMAT' }]);
    expect(problemsOf(undefined)).toEqual([{ path: '', code: 'REQUIRED' }]);
  });
});

describe('claim codes', () => {
  it.each([
    ['CPT', '99395', true],
    ['CPT', '3074F', true],
    ['CPT', '0042T', true],
    ['CPT', '9939', false],
    ['CPT', '3074X', false],
    ['HCPCS', 'G0438', true],
    ['HCPCS', 'D0120', false],
    ['HCPCS', 'g0438', false],
    ['ICD10', 'Z23', true],
    ['ICD10', 'Z00.00', true],
    ['ICD10', 'Z13220', true],
    ['ICD10', 'Z0', false],
    ['ICD10', '100.0', false],
  ] as const)('%s %s is well formed: %s', (system, code, expected) => {
    expect(isClaimCode(system, code)).toBe(expected);
  });

  it('compares ICD-10 codes with or without the dot and in any case, other systems as written', () => {
    expect(claimCodeKey('ICD10', 'z00.00')).toBe(claimCodeKey('ICD10', 'Z0000'));
    expect(claimCodeKey('CPT', '3074f')).toBe(claimCodeKey('CPT', '3074F'));
    expect(claimCodeKey('CPT', '99395')).not.toBe(claimCodeKey('HCPCS', '99395'));
  });
});
