import { describe, expect, it } from 'vitest';
import { createFakeClock } from '../../test/fake-clock';
import { createSecretBox } from '../lib/secret-box';
import { SUBSCRIPTION_LINK_LIFETIME_DAYS, createSubscriptionLinks, sameAddress } from './subscription-links';

const box = createSecretBox(Buffer.alloc(32, 3));
const maria = { memberId: 41, email: 'maria.lopez@example.org' };

function signer(key = box.deriveKey('subscription-links')) {
  const clock = createFakeClock();
  return { clock, links: createSubscriptionLinks(key, clock, 'https://portal.example') };
}

/** The token with one of its characters changed. */
function tampered(token: string, at: number): string {
  const swapped = token[at] === 'A' ? 'B' : 'A';
  return `${token.slice(0, at)}${swapped}${token.slice(at + 1)}`;
}

describe('subscription link tokens', () => {
  it('are valid for their member at their address, whatever the case or spacing of the address', () => {
    const { links } = signer();
    const token = links.token(maria);
    expect(token).toMatch(/^[A-Za-z0-9_-]{48}$/);
    expect(links.isValid(maria, token)).toBe(true);
    expect(links.isValid({ memberId: 41, email: ' Maria.Lopez@Example.org ' }, token)).toBe(true);
    expect(sameAddress('Maria.Lopez@example.org', 'maria.lopez@example.org ')).toBe(true);
  });

  it('are refused for another member, another address, or with any character changed', () => {
    const { links } = signer();
    const token = links.token(maria);
    expect(links.isValid({ ...maria, memberId: 42 }, token)).toBe(false);
    expect(links.isValid({ ...maria, email: 'maria@example.org' }, token)).toBe(false);
    for (const at of [0, 3, 10, 30, 47]) expect(links.isValid(maria, tampered(token, at)), `changed at ${at}`).toBe(false);
    expect(links.isValid(maria, token.slice(0, -1))).toBe(false);
    expect(links.isValid(maria, `${token}A`)).toBe(false);
    expect(links.isValid(maria, '')).toBe(false);
  });

  it(`work for ${SUBSCRIPTION_LINK_LIFETIME_DAYS} days, then no more`, () => {
    const { links, clock } = signer();
    const token = links.token(maria);
    clock.advance(SUBSCRIPTION_LINK_LIFETIME_DAYS * 86_400_000 - 1_000);
    expect(links.isValid(maria, token)).toBe(true);
    clock.advance(1_000);
    expect(links.isValid(maria, token)).toBe(false);
  });

  it("are signed with a key of their own: another deployment's key, or the link key of another purpose, refuses them", () => {
    const token = signer().links.token(maria);
    expect(signer(createSecretBox(Buffer.alloc(32, 4)).deriveKey('subscription-links')).links.isValid(maria, token)).toBe(false);
    expect(signer(box.deriveKey('another-purpose')).links.isValid(maria, token)).toBe(false);
    expect(box.deriveKey('subscription-links')).toHaveLength(32);
    expect(box.deriveKey('subscription-links').equals(Buffer.alloc(32, 3))).toBe(false);
  });

  it("build the page's address from the public address, with the link's outreach when there is one", () => {
    const { links } = signer();
    const plain = new URL(links.link(maria));
    expect(`${plain.origin}${plain.pathname}`).toBe('https://portal.example/subscriptions');
    expect(plain.searchParams.get('m')).toBe('41');
    expect(plain.searchParams.get('e')).toBe('maria.lopez@example.org');
    expect(links.isValid(maria, plain.searchParams.get('t')!)).toBe(true);
    expect(plain.searchParams.has('utm_source')).toBe(false);
    const tracked = new URL(links.link(maria, { type: 'INBOX_MESSAGE', id: '7' }));
    expect([tracked.searchParams.get('utm_source'), tracked.searchParams.get('utm_campaign')]).toEqual(['INBOX_MESSAGE', '7']);
  });
});
