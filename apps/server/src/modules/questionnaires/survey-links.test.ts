import { describe, expect, it } from 'vitest';
import { createFakeClock } from '../../../test/fake-clock';
import { createSecretBox } from '../../lib/secret-box';
import { createSurveyLinks } from './survey-links';

const box = createSecretBox(Buffer.alloc(32, 5));
const target = { memberId: 41, surveyId: 3, responseId: 900 };
const DAY = 86_400_000;

function signer(key = box.deriveKey('survey-links')) {
  const clock = createFakeClock();
  return { clock, links: createSurveyLinks(key, clock, 'https://portal.example') };
}

describe('survey link signatures', () => {
  it('carry their expiry in seconds and hold for exactly their member, survey and response', () => {
    const { clock, links } = signer();
    const expiresAt = new Date(clock.now().getTime() + 30 * DAY);
    const signature = links.signature(target, expiresAt);
    expect(signature).toMatch(new RegExp(`^${Math.floor(expiresAt.getTime() / 1000)}\\.[A-Za-z0-9_-]{43}$`));
    expect(links.isValid(target, signature)).toBe(true);
    expect(links.isValid({ ...target, memberId: 42 }, signature)).toBe(false);
    expect(links.isValid({ ...target, surveyId: 4 }, signature)).toBe(false);
    expect(links.isValid({ ...target, responseId: 901 }, signature)).toBe(false);
  });

  it('are refused with a changed expiry, a changed character, another key, or any other form', () => {
    const { clock, links } = signer();
    const signature = links.signature(target, new Date(clock.now().getTime() + DAY));
    const [expiry, mac] = signature.split('.') as [string, string];
    expect(links.isValid(target, `${Number(expiry) + 86_400}.${mac}`)).toBe(false);
    const swapped = `${mac[0] === 'A' ? 'B' : 'A'}${mac.slice(1)}`;
    expect(links.isValid(target, `${expiry}.${swapped}`)).toBe(false);
    expect(signer(box.deriveKey('other')).links.isValid(target, signature)).toBe(false);
    for (const malformed of ['', mac, `${expiry}.`, `-1.${mac}`, `${expiry}.${mac}=`, `${expiry}.${mac}.x`]) {
      expect(links.isValid(target, malformed)).toBe(false);
    }
  });

  it('stop working once their expiry has passed', () => {
    const { clock, links } = signer();
    const signature = links.signature(target, new Date(clock.now().getTime() + DAY));
    clock.advance(DAY - 1000);
    expect(links.isValid(target, signature)).toBe(true);
    clock.advance(1000);
    expect(links.isValid(target, signature)).toBe(false);
  });

  it('make the survey page address with m, sid, rid and sig', () => {
    const { clock, links } = signer();
    const expiresAt = new Date(clock.now().getTime() + DAY);
    const url = new URL(links.link(target, expiresAt));
    expect(`${url.origin}${url.pathname}`).toBe('https://portal.example/survey');
    expect(Object.fromEntries(url.searchParams)).toEqual({ m: '41', sid: '3', rid: '900', sig: links.signature(target, expiresAt) });
  });
});
