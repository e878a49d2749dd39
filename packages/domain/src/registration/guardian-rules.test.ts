import { describe, expect, it } from 'vitest';
import { comparableName, guardianOnRecord } from './guardian-rules';

const maria = { firstName: 'María José', lastName: 'López', dob: '1985-04-12' };
const samira = { firstName: 'Samira', lastName: "O'Neil", dob: '1962-10-09' };

describe('comparableName', () => {
  it('drops accents, folds case and collapses spaces', () => {
    expect(comparableName('  MARÍA   josé ')).toBe('maria jose');
    expect(comparableName('Nguyễn')).toBe('nguyen');
    expect(comparableName('O\u2019Neil')).toBe("o'neil");
  });

  it('keeps letters that are not accents', () => {
    expect(comparableName('Ana')).not.toBe(comparableName('Anna'));
    expect(comparableName('Lopez-Ruiz')).not.toBe(comparableName('Lopez Ruiz'));
  });
});

describe('guardianOnRecord', () => {
  it('matches the subscriber or the roster guardian whatever the case, accents and spacing', () => {
    expect(guardianOnRecord({ firstName: 'maria  jose', lastName: 'LOPEZ', dob: '1985-04-12' }, [maria, samira])).toBe(maria);
    expect(guardianOnRecord({ firstName: ' samira', lastName: 'O\u2019NEIL ', dob: '1962-10-09' }, [null, samira])).toBe(samira);
  });

  it('refuses another birth date, another name, and a minor the roster names nobody for', () => {
    expect(guardianOnRecord({ ...maria, dob: '1985-04-13' }, [maria, samira])).toBeUndefined();
    expect(guardianOnRecord({ ...maria, firstName: 'Marta' }, [maria, samira])).toBeUndefined();
    expect(guardianOnRecord({ ...maria, lastName: 'Lopes' }, [maria])).toBeUndefined();
    expect(guardianOnRecord(maria, [null, null])).toBeUndefined();
    expect(guardianOnRecord(maria, [])).toBeUndefined();
  });
});
