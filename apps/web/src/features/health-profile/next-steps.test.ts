import { HRA_RISK_TYPES, RISK_LEVELS } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import en from '../../locales/en/health-profile.json';
import { nextSteps } from './next-steps';

const everyArea = (): boolean => true;
const noArea = (): boolean => false;

describe('next steps per risk and level', () => {
  it('gives every risk at every level at least one step, each with words', () => {
    for (const risk of HRA_RISK_TYPES) {
      for (const level of RISK_LEVELS) {
        const steps = nextSteps(risk, level, everyArea);
        expect(steps.length, `${risk} ${level}`).toBeGreaterThan(0);
        for (const step of steps) expect((en.risks[risk].steps as Record<string, string>)[step.key], `${risk}.${step.key}`).toBeTruthy();
      }
    }
  });

  it('offers the quit line to a member who uses tobacco, and not to one who does not', () => {
    expect(nextSteps('TOBACCO', 'HIGH', everyArea).map((step) => step.key)).toContain('quitLine');
    expect(nextSteps('TOBACCO', 'MODERATE', everyArea).map((step) => step.key)).toContain('quitLine');
    expect(nextSteps('TOBACCO', 'LOW', everyArea).map((step) => step.key)).not.toContain('quitLine');
    expect(en.risks.TOBACCO.steps.quitLine).toContain('1-800-QUIT-NOW');
  });

  it('sends a high blood pressure to the doctor, with the emergency signs', () => {
    expect(nextSteps('BLOOD_PRESSURE', 'HIGH', everyArea).map((step) => step.key)).toEqual(['lifestyle', 'doctor', 'urgent', 'track']);
    expect(nextSteps('BLOOD_PRESSURE', 'LOW', everyArea).map((step) => step.key)).toEqual(['yearly']);
  });

  it('suggests talking to a doctor about mood or worry from the moderate level up', () => {
    for (const risk of ['DEPRESSION', 'ANXIETY'] as const) {
      expect(nextSteps(risk, 'LOW', everyArea).map((step) => step.key)).not.toContain('doctor');
      expect(nextSteps(risk, 'MODERATE', everyArea).map((step) => step.key)).toContain('doctor');
    }
  });

  it('links a step only when its area is open, and drops a step that is only about a closed area', () => {
    expect(nextSteps('SLEEP', 'HIGH', everyArea)).toEqual([
      { key: 'habits', link: null },
      { key: 'track', link: 'TRACKING' },
      { key: 'doctor', link: 'SCHEDULING' },
    ]);
    expect(nextSteps('SLEEP', 'HIGH', noArea)).toEqual([
      { key: 'habits', link: null },
      { key: 'doctor', link: null },
    ]);
    expect(nextSteps('SLEEP', 'HIGH', (area) => area === 'TRACKING').map((step) => step.link)).toEqual([null, 'TRACKING', null]);
  });
});
