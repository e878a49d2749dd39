import { describe, expect, it } from 'vitest';
import harbor from './demo/harbor-programme.json';
import { actionsVerifiedByClaim } from './claim-verification';
import { parseProgrammeDefinition } from './parse-programme';

const read = parseProgrammeDefinition(harbor);
if (!read.ok) throw new Error('the Harbor programme must parse');
const actions = read.programme.healthActions;
const coverage = { startDate: '2026-01-01', endDate: '2026-12-31' };

describe('actionsVerifiedByClaim', () => {
  it('verifies the annual checkup from a preventive visit and the flu shot from its vaccine code on one claim', () => {
    const claim = {
      serviceDate: '2026-03-02',
      codes: [
        { system: 'CPT', code: '99396' },
        { system: 'CPT', code: '90686' },
        { system: 'ICD10', code: 'Z23' },
      ],
    } as const;
    expect(actionsVerifiedByClaim(actions, claim, coverage)).toEqual([101, 102]);
  });

  it('matches ICD-10 codes with or without the dot, and the children of a compound action', () => {
    const claim = { serviceDate: '2026-03-02', codes: [{ system: 'ICD10', code: 'z13220' }] } as const;
    expect(actionsVerifiedByClaim(actions, claim, coverage)).toEqual([111]);
  });

  it('does not match a code of another system, nor codes that verify nothing', () => {
    const claim = {
      serviceDate: '2026-03-02',
      codes: [
        { system: 'HCPCS', code: 'A9270' },
        { system: 'CPT', code: 'G0438' },
      ],
    } as const;
    expect(actionsVerifiedByClaim(actions, claim, coverage)).toEqual([]);
  });

  it('counts only care given inside the coverage, grace days not included', () => {
    const claim = (serviceDate: string) => ({ serviceDate, codes: [{ system: 'CPT', code: '80061' }] }) as const;
    expect(actionsVerifiedByClaim(actions, claim('2026-12-31'), coverage)).toEqual([111]);
    expect(actionsVerifiedByClaim(actions, claim('2027-01-01'), coverage)).toEqual([]);
    expect(actionsVerifiedByClaim(actions, claim('2025-12-31'), coverage)).toEqual([]);
  });
});
