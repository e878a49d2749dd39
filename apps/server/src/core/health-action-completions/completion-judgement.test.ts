import { parseProgrammeDefinition, type ProgrammeDefinition } from '@portal/domain';
import harbor from '../../../../../packages/domain/src/health-actions/demo/harbor-programme.json';
import { describe, expect, it } from 'vitest';
import { judgeEvidence, type Judgement } from './completion-judgement';
import type { CompletionEvidence } from './completions';
import type { CompletionRow, CoverageRow, NewCompletion } from './completions.repository';

const parsed = parseProgrammeDefinition(harbor);
if (!parsed.ok) throw new Error('the demo programme should read');
const programme: ProgrammeDefinition = parsed.programme;
const plan = { termPeriodDayCount: 30, today: '2026-03-02' };
const commercial: CoverageRow = { id: 7, memberId: 1, startDate: '2024-01-01', endDate: null, cohortCode: 'HHP-COMMERCIAL' };

const evidence = (overrides: Partial<CompletionEvidence> = {}): CompletionEvidence => ({
  clientId: 1,
  memberId: 1,
  healthActionId: 102,
  completionDate: '2026-02-10',
  source: 'CLAIM',
  sourceRef: 'claim-1',
  ...overrides,
});

const recorded = (row: NewCompletion, id: number): CompletionRow => ({ ...row, id, rewardSettledAt: null });
const rowsOf = (judgement: Judgement): readonly NewCompletion[] => (judgement.status === 'NEW' ? judgement.rows : []);

describe('judgeEvidence', () => {
  it('makes a new completion with the earning the ledger is to issue: amount, caps, period', () => {
    const [row] = rowsOf(judgeEvidence(evidence(), programme, [commercial], [], plan));
    expect(row).toMatchObject({ healthActionId: 102, memberCoverageId: 7, refused: false });
    expect(row!.earning).toEqual({
      memberCoverageId: 7,
      currency: 'DOLLARS',
      amount: 2000,
      yearlyMaximum: 25000,
      period: { id: 1002, maxRewardAmount: 25000 },
      expiresOn: null,
      healthActionCd: 'FLU_SHOT',
    });
  });

  it('answers the recorded completion for the same evidence, and NOT_DUE for other evidence in the same period', () => {
    const first = recorded(rowsOf(judgeEvidence(evidence(), programme, [commercial], [], plan))[0]!, 41);
    expect(judgeEvidence(evidence(), programme, [commercial], [first], plan)).toEqual({ status: 'ALREADY_RECORDED', existing: first });
    expect(judgeEvidence(evidence({ sourceRef: 'claim-2', completionDate: '2026-06-01' }), programme, [commercial], [first], plan)).toEqual(
      {
        status: 'NOT_DUE',
      },
    );
    // A new calendar year's period is due again.
    expect(
      judgeEvidence(evidence({ sourceRef: 'claim-3', completionDate: '2027-01-05' }), programme, [commercial], [first], plan).status,
    ).toBe('NEW');
  });

  it('needs a coverage active on the day, the grace days after its end included', () => {
    const ended: CoverageRow = { ...commercial, endDate: '2026-01-31' };
    expect(judgeEvidence(evidence({ completionDate: '2026-03-02' }), programme, [ended], [], plan).status).toBe('NEW');
    expect(judgeEvidence(evidence({ completionDate: '2026-03-03' }), programme, [ended], [], plan)).toEqual({ status: 'NOT_COVERED' });
    expect(judgeEvidence(evidence(), programme, [], [], plan)).toEqual({ status: 'NOT_COVERED' });
  });

  it('refuses an action outside the programme, or no programme at all', () => {
    expect(judgeEvidence(evidence({ healthActionId: 999 }), programme, [commercial], [], plan)).toEqual({ status: 'NOT_IN_PROGRAMME' });
    expect(judgeEvidence(evidence(), null, [commercial], [], plan)).toEqual({ status: 'NOT_IN_PROGRAMME' });
  });

  it('finds nothing to be compliant for outside every period of the cohort', () => {
    expect(judgeEvidence(evidence({ completionDate: '2024-05-01' }), programme, [commercial], [], plan)).toEqual({ status: 'NOT_DUE' });
  });

  it('earns nothing for a refusal, and sets a lifetime from the day recorded when the plan has one', () => {
    const [refused] = rowsOf(
      judgeEvidence(evidence({ healthActionId: 103, source: 'QUESTIONNAIRE', refused: true }), programme, [commercial], [], plan),
    );
    expect(refused).toMatchObject({ refused: true, earning: null });
    const lasting = { ...programme, rewardLifetimeDays: 365 };
    const [row] = rowsOf(judgeEvidence(evidence(), lasting, [commercial], [], plan));
    expect(row!.earning!.expiresOn).toBe('2027-03-02');
  });

  it('completes the compound action with its last child, naming the child as its evidence', () => {
    const children = [111, 112].map((id, index) =>
      recorded(
        rowsOf(judgeEvidence(evidence({ healthActionId: id, sourceRef: `c${id}` }), programme, [commercial], [], plan))[0]!,
        50 + index,
      ),
    );
    const rows = rowsOf(
      judgeEvidence(evidence({ healthActionId: 113, source: 'ARTICLE', sourceRef: 'a1' }), programme, [commercial], children, plan),
    );
    expect(rows.map((row) => [row.healthActionId, row.sourceRef])).toEqual([
      [113, 'a1'],
      [110, 'children:113:ARTICLE:a1'],
    ]);
    expect(rows[1]!.earning!.amount).toBe(3000);
  });
});
