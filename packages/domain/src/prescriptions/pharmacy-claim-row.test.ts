import { describe, expect, it } from 'vitest';
import { checkPharmacyClaimRow, pharmacyClaimRowSchema, type RawPharmacyClaimRow } from './pharmacy-claim-row';

const TODAY = '2026-11-24';
const row = (overrides: Partial<RawPharmacyClaimRow> = {}): RawPharmacyClaimRow => ({
  client_member_id: 'HHP100001',
  ndc: '0093-7146-56',
  drug_name: 'Atorvastatin 20 mg tablet',
  fill_date: '2026-10-02',
  days_supply: '30',
  pharmacy: 'Harbor Community Pharmacy',
  ...overrides,
});

const columnsRefused = (overrides: Partial<RawPharmacyClaimRow>) => {
  const result = checkPharmacyClaimRow(row(overrides), TODAY);
  return result.ok ? [] : result.issues.map((issue) => `${issue.column} ${issue.code}`);
};

describe('a pharmacy claim line', () => {
  it('reads a good line, the NDC in its kept form and the fill named by its contents', () => {
    expect(checkPharmacyClaimRow(row({ drug_name: ' Atorvastatin 20 mg tablet ' }), TODAY)).toEqual({
      ok: true,
      record: {
        clientMemberId: 'HHP100001',
        ndc: '00093714656',
        drugName: 'Atorvastatin 20 mg tablet',
        fillDate: '2026-10-02',
        daysSupply: 30,
        pharmacy: 'Harbor Community Pharmacy',
        sourceId: '00093714656|2026-10-02|harbor community pharmacy',
      },
    });
  });

  it('refuses an NDC that is not 10 or 11 digits', () => {
    expect(columnsRefused({ ndc: '12345' })).toEqual(['ndc INVALID_FORMAT']);
    expect(columnsRefused({ ndc: '' })).toEqual(['ndc REQUIRED']);
    expect(columnsRefused({ ndc: '00093714656' })).toEqual([]);
  });

  it('refuses a fill date that is no date or in the future', () => {
    expect(columnsRefused({ fill_date: '2026-02-30' })).toEqual(['fill_date INVALID_FORMAT']);
    expect(columnsRefused({ fill_date: '10/02/2026' })).toEqual(['fill_date INVALID_FORMAT']);
    expect(columnsRefused({ fill_date: '2026-11-25' })).toEqual(['fill_date OUT_OF_RANGE']);
    expect(columnsRefused({ fill_date: TODAY })).toEqual([]);
  });

  it('takes a days supply from 1 to 365', () => {
    expect(columnsRefused({ days_supply: '0' })).toEqual(['days_supply OUT_OF_RANGE']);
    expect(columnsRefused({ days_supply: '366' })).toEqual(['days_supply OUT_OF_RANGE']);
    expect(columnsRefused({ days_supply: '30.5' })).toEqual(['days_supply INVALID_FORMAT']);
    expect(columnsRefused({ days_supply: '' })).toEqual(['days_supply REQUIRED']);
    expect(columnsRefused({ days_supply: '1' })).toEqual([]);
    expect(columnsRefused({ days_supply: '365' })).toEqual([]);
  });

  it('needs a member number, a drug name and a pharmacy', () => {
    expect(columnsRefused({ client_member_id: 'HHP 1' })).toEqual(['client_member_id INVALID_FORMAT']);
    expect(columnsRefused({ client_member_id: '', drug_name: ' ', pharmacy: '' })).toEqual([
      'client_member_id REQUIRED',
      'drug_name REQUIRED',
      'pharmacy REQUIRED',
    ]);
    expect(columnsRefused({ drug_name: 'x'.repeat(201) })).toEqual(['drug_name OUT_OF_RANGE']);
  });

  it('gives its refusals to the feed as issues with their codes', () => {
    const parsed = pharmacyClaimRowSchema(TODAY).safeParse(row({ days_supply: '400' }));
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]).toMatchObject({ path: ['days_supply'], params: { feedCode: 'OUT_OF_RANGE' } });
  });
});
