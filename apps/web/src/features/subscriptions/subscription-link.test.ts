import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { isInvalidLinkError, readSubscriptionLink } from './subscription-link';

const read = (query: string) => readSubscriptionLink(new URLSearchParams(query));

describe('readSubscriptionLink', () => {
  it("reads the member, address and token of an e-mail's link, and where it came from", () => {
    expect(read('m=41&e=maria%40example.org&t=Ab_9-x&utm_source=INBOX_MESSAGE&utm_campaign=7')).toEqual({
      memberId: 41,
      email: 'maria@example.org',
      token: 'Ab_9-x',
      outreachType: 'INBOX_MESSAGE',
      outreachId: '7',
    });
    expect(read('m=41&e=maria%40example.org&t=Ab_9-x')).toMatchObject({ outreachType: null, outreachId: null });
  });

  it('keeps outreach values within what the server accepts', () => {
    expect(read(`m=1&e=a%40b.org&t=x&utm_source=${'s'.repeat(150)}&utm_campaign=%20%20`)).toMatchObject({
      outreachType: 's'.repeat(100),
      outreachId: null,
    });
  });

  it('answers nothing for a link with a part missing or malformed', () => {
    expect(read('e=a%40b.org&t=x')).toBeNull();
    expect(read('m=1&t=x')).toBeNull();
    expect(read('m=1&e=a%40b.org')).toBeNull();
    expect(read('m=0&e=a%40b.org&t=x')).toBeNull();
    expect(read('m=12abc&e=a%40b.org&t=x')).toBeNull();
    expect(read('m=1&e=a%40b.org&t=not%20a%20token')).toBeNull();
  });
});

describe('isInvalidLinkError', () => {
  it("recognises the server's answer for an invalid link, and nothing else", () => {
    expect(isInvalidLinkError(new ApiError(404, 'NOT_FOUND', 'This link is not valid'))).toBe(true);
    expect(isInvalidLinkError(new ApiError(429, 'RATE_LIMITED', 'Too many'))).toBe(false);
    expect(isInvalidLinkError(new Error('offline'))).toBe(false);
  });
});
