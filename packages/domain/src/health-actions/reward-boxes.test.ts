import { describe, expect, it } from 'vitest';
import harbor from './demo/harbor-programme.json';
import mesa from './demo/mesa-programme.json';
import { parseProgrammeDefinition } from './parse-programme';
import type { ProgrammeDefinition } from './programme-definition';
import { findRewardBox, rewardBoxesOf } from './reward-boxes';

function read(raw: unknown): ProgrammeDefinition {
  const result = parseProgrammeDefinition(raw);
  if (!result.ok) throw new Error('the demo programme does not read');
  return result.programme;
}

const withBoxes = (boxes: unknown[]) => ({ ...(JSON.parse(JSON.stringify(harbor)) as typeof harbor), rewardBoxes: boxes });
const box = (overrides: Record<string, unknown> = {}) => ({
  id: 9001,
  code: 'SAMPLE-BOX',
  names: { EN: 'Sample box' },
  descriptions: { EN: 'What is in it' },
  redemptionAmount: 1000,
  image: 'sample-box.svg',
  ...overrides,
});

function problemsOf(raw: unknown): { path: string; code: string }[] {
  const result = parseProgrammeDefinition(raw);
  return result.ok ? [] : result.problems.map(({ path, code }) => ({ path, code }));
}

describe('reward boxes', () => {
  it('are offered in the language asked, in the order declared, with their images', () => {
    const boxes = rewardBoxesOf(read(harbor), 'ES');
    expect(boxes.map((candidate) => candidate.code)).toEqual(['FITNESS-STARTER', 'HEALTHY-KITCHEN', 'REST-AND-RELAX']);
    expect(boxes[0]).toEqual({
      id: 7001,
      code: 'FITNESS-STARTER',
      name: 'Caja de inicio al ejercicio',
      description: 'Una cuerda para saltar, bandas de resistencia y una botella de agua para moverse en casa.',
      redemptionAmount: 3000,
      imageUrl: '/rewards-catalog/fitness-starter-box.svg',
    });
    expect(rewardBoxesOf(read(mesa), null).map((candidate) => candidate.name)).toEqual(['Fitness starter box', 'Healthy kitchen box']);
  });

  it('fall back to English for a language the box has no text in', () => {
    const programme = read(withBoxes([box()]));
    expect(rewardBoxesOf(programme, 'KO')[0]).toMatchObject({ name: 'Sample box', description: 'What is in it' });
  });

  it('are found by id only when the programme offers them', () => {
    const programme = read(harbor);
    expect(findRewardBox(programme, 7002)?.code).toBe('HEALTHY-KITCHEN');
    expect(findRewardBox(programme, 50011)).toBeUndefined();
    expect(findRewardBox(null, 7002)).toBeUndefined();
  });

  it('are none for a programme that declares none', () => {
    const without: Partial<typeof harbor> = JSON.parse(JSON.stringify(harbor)) as typeof harbor;
    delete without.rewardBoxes;
    expect(rewardBoxesOf(read(without), null)).toEqual([]);
  });

  it('refuse a definition with duplicate ids or codes, naming the later holder', () => {
    expect(problemsOf(withBoxes([box(), box({ code: 'OTHER' })]))).toContainEqual({ path: 'rewardBoxes.1.id', code: 'DUPLICATE' });
    expect(problemsOf(withBoxes([box(), box({ id: 9002 })]))).toContainEqual({ path: 'rewardBoxes.1.code', code: 'DUPLICATE' });
  });

  it('refuse a box without its English name or description', () => {
    const problems = problemsOf(withBoxes([box({ names: { ES: 'Caja' }, descriptions: { EN: ' ' } })]));
    expect(problems).toContainEqual({ path: 'rewardBoxes.0.names.EN', code: 'REQUIRED' });
    expect(problems).toContainEqual({ path: 'rewardBoxes.0.descriptions.EN', code: 'REQUIRED' });
  });

  it('refuse a non-positive amount and a bad image name', () => {
    const paths = problemsOf(withBoxes([box({ redemptionAmount: 0, image: '../x.svg' })])).map((problem) => problem.path);
    expect(paths).toEqual(expect.arrayContaining(['rewardBoxes.0.redemptionAmount', 'rewardBoxes.0.image']));
  });
});
