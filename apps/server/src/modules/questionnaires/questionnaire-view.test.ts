import { describe, expect, it } from 'vitest';
import type { ResponseRow } from './questionnaire-ports';
import { currentAttempt } from './questionnaire-view';

let nextId = 1;
function attempt(definitionId: number, status: ResponseRow['status']): ResponseRow {
  const at = new Date('2026-03-01T10:00:00Z');
  return {
    id: nextId++,
    clientId: 1,
    memberId: 7,
    definitionId,
    type: 'HRA',
    status,
    answers: {},
    startedAt: at,
    finishedAt: status === 'STARTED' ? null : at,
    scores: null,
    linkExpiresAt: null,
  };
}

describe("a member's current attempt", () => {
  it('is none before the first start', () => {
    expect(currentAttempt([], 2)).toBeUndefined();
  });

  it('is the latest attempt, finished or started on the active version', () => {
    const done = attempt(1, 'COMPLETED');
    const retake = attempt(2, 'STARTED');
    expect(currentAttempt([done], 2)).toBe(done);
    expect(currentAttempt([done, retake], 2)).toBe(retake);
  });

  it('leaves behind a started attempt of a version since replaced', () => {
    const done = attempt(1, 'REFUSED');
    const abandoned = attempt(1, 'STARTED');
    expect(currentAttempt([done, abandoned], 2)).toBe(done);
    expect(currentAttempt([abandoned], 2)).toBeUndefined();
  });
});
