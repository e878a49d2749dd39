import path from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO_PASSWORD, json, signIn, withElevation, type TestApp } from '../../../test/test-app';
import { readClientDefinition } from '../clients/client-definition-file';
import { memberActivities, memberEmails, memberPhones, members } from '../../db/schema';
import { SEED_DIR } from '../../paths';

let harness: TestApp;

beforeAll(async () => {
  harness = await createTestApp();
});

afterAll(async () => {
  await harness.close();
});

type Method = 'PUT' | 'POST';
const call = (jwt: string, method: Method, url: string, payload: object, client = 'HARBOR') =>
  harness.app.inject({
    method,
    url: `/api/${url}`,
    headers: { authorization: `Bearer ${jwt}`, 'x-client-abbreviation': client },
    payload,
  });

const memberInfo = async (jwt: string, client = 'HARBOR') =>
  json(
    await harness.app.inject({
      method: 'GET',
      url: '/api/v3/web/member/member-info',
      headers: { authorization: `Bearer ${jwt}`, 'x-client-abbreviation': client },
    }),
  );

const phonesOf = (memberId: number) =>
  harness.database.db
    .select({
      type: memberPhones.type,
      number: memberPhones.number,
      isPrimary: memberPhones.isPrimary,
      smsCapable: memberPhones.smsCapable,
    })
    .from(memberPhones)
    .where(eq(memberPhones.memberId, memberId))
    .orderBy(memberPhones.id);

const primaryEmailOf = async (memberId: number) =>
  (
    await harness.database.db
      .select({ address: memberEmails.address, verifiedAt: memberEmails.verifiedAt })
      .from(memberEmails)
      .where(and(eq(memberEmails.memberId, memberId), eq(memberEmails.kind, 'PRIMARY')))
  )[0];

describe('contact numbers and e-mail', () => {
  const update = (jwt: string, payload: object) => call(jwt, 'PUT', 'v1/web/member/update/contact-info', payload);

  it('replaces the numbers: digits kept, one primary, text messages only to a valid cell number', async () => {
    const { jwt, memberId } = await signIn(harness.app, 'maria.lopez', DEMO_PASSWORD.HARBOR);
    const response = await update(jwt, {
      phone_numbers: [
        { type: 'home', number: '(503) 555-0101', primary: false },
        { type: 'cell', number: '503.555.0102', primary: true },
      ],
    });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({ saved: true });
    expect(await phonesOf(memberId)).toEqual([
      { type: 'home', number: '5035550101', isPrimary: false, smsCapable: false },
      { type: 'cell', number: '5035550102', isPrimary: true, smsCapable: true },
    ]);
    expect((await memberInfo(jwt)).phone_numbers).toMatchObject([
      { type: 'home', number: '5035550101', primary: false },
      { type: 'cell', number: '5035550102', primary: true },
    ]);
  });

  it('makes a single number the primary one, and leaves the e-mail as it was', async () => {
    const { jwt, memberId } = await signIn(harness.app, 'maria.lopez', DEMO_PASSWORD.HARBOR);
    const before = await primaryEmailOf(memberId);
    expect(json(await update(jwt, { phone_numbers: [{ type: 'work', number: '1-503-555-0103', primary: false }] }))).toEqual({
      saved: true,
    });
    expect(await phonesOf(memberId)).toEqual([{ type: 'work', number: '5035550103', isPrimary: true, smsCapable: false }]);
    expect(await primaryEmailOf(memberId)).toEqual(before);
  });

  it('makes a new e-mail address the primary one, unverified, and leaves the numbers as they were', async () => {
    const { jwt, memberId } = await signIn(harness.app, 'maria.lopez', DEMO_PASSWORD.HARBOR);
    await harness.database.db.update(memberEmails).set({ verifiedAt: harness.clock.now() }).where(eq(memberEmails.memberId, memberId));
    const phones = await phonesOf(memberId);
    expect(json(await update(await withElevation(harness, jwt), { email: ' Maria.New@Example.org ' }))).toEqual({ saved: true });
    expect(await primaryEmailOf(memberId)).toEqual({ address: 'maria.new@example.org', verifiedAt: null });
    expect(await phonesOf(memberId)).toEqual(phones);
    const info = await memberInfo(jwt);
    expect(info).toMatchObject({ email: 'maria.new@example.org', email_address_verified_ts_tz: null });
    // The enrollment address is another record and keeps its verification.
    expect(info.enrollment_email_address_verified_ts_tz).toEqual(harness.clock.now().toISOString());
  });

  it('replaces the e-mail address only with an elevated-role token: reset links and codes go there', async () => {
    const { jwt, memberId } = await signIn(harness.app, 'aisha.rahman', DEMO_PASSWORD.HARBOR);
    const before = await primaryEmailOf(memberId);
    const response = await update(jwt, { email: 'someone.else@example.org' });
    expect(response.statusCode).toBe(403);
    expect(json(response)).toMatchObject({ error: { code: 'ELEVATION_REQUIRED' } });
    expect(await primaryEmailOf(memberId)).toEqual(before);
    // The address on file, in another case, is no replacement and needs no code.
    expect(json(await update(jwt, { email: before!.address.toUpperCase() }))).toEqual({ saved: true });
  });

  it('with text codes as the second step, takes new numbers only with an elevated-role token', async () => {
    const { jwt, memberId } = await signIn(harness.app, 'aisha.rahman', DEMO_PASSWORD.HARBOR);
    const current = [{ type: 'cell', number: '5035550177', primary: true }];
    expect(json(await update(jwt, { phone_numbers: current }))).toEqual({ saved: true });
    await harness.database.db.update(members).set({ mfaEnrolled: true, mfaType: 'SMS' }).where(eq(members.id, memberId));
    try {
      const refused = await update(jwt, { phone_numbers: [{ type: 'cell', number: '2065550100', primary: true }] });
      expect(refused.statusCode).toBe(403);
      expect(json(refused)).toMatchObject({ error: { code: 'ELEVATION_REQUIRED' } });
      expect(await phonesOf(memberId)).toMatchObject([{ number: '5035550177' }]);
      // The same number again is no change; a new one goes through with the elevated role.
      expect(json(await update(jwt, { phone_numbers: current }))).toEqual({ saved: true });
      const renewed = [{ type: 'cell', number: '2065550100', primary: true }];
      expect(json(await update(await withElevation(harness, jwt), { phone_numbers: renewed }))).toEqual({ saved: true });
      expect(await phonesOf(memberId)).toMatchObject([{ number: '2065550100' }]);
    } finally {
      await harness.database.db.update(members).set({ mfaEnrolled: false, mfaType: null }).where(eq(members.id, memberId));
    }
  });

  it('keeps the verification when the address sent is the one on file', async () => {
    const { jwt, memberId } = await signIn(harness.app, 'maria.lopez', DEMO_PASSWORD.HARBOR);
    const verifiedAt = harness.clock.now();
    await harness.database.db
      .update(memberEmails)
      .set({ verifiedAt })
      .where(and(eq(memberEmails.memberId, memberId), eq(memberEmails.kind, 'PRIMARY')));
    expect(
      json(await update(jwt, { email: 'MARIA.NEW@example.org', phone_numbers: [{ type: 'cell', number: '5035550142', primary: true }] })),
    ).toEqual({ saved: true });
    expect(await primaryEmailOf(memberId)).toEqual({ address: 'maria.new@example.org', verifiedAt });
    expect(await phonesOf(memberId)).toEqual([{ type: 'cell', number: '5035550142', isPrimary: true, smsCapable: true }]);
  });

  it('refuses a change that names neither numbers nor e-mail', async () => {
    const { jwt } = await signIn(harness.app, 'maria.lopez', DEMO_PASSWORD.HARBOR);
    const response = await update(jwt, {});
    expect(response.statusCode).toBe(400);
    expect(json(response)).toMatchObject({
      error: { code: 'VALIDATION_FAILED', fields: { phone_numbers: 'validation.required', email: 'validation.required' } },
    });
  });

  it.each([
    ['no number', { phone_numbers: [] }, { phone_numbers: 'validation.required' }],
    [
      'three numbers',
      { phone_numbers: ['home', 'cell', 'work'].map((type) => ({ type, number: '5035550101', primary: type === 'cell' })) },
      {
        phone_numbers: 'validation.tooLong',
      },
    ],
    [
      'a number of nine digits',
      { phone_numbers: [{ type: 'cell', number: '503-555-010', primary: true }] },
      { 'phone_numbers.0.number': 'validation.phoneDigits' },
    ],
    [
      'a number with letters',
      { phone_numbers: [{ type: 'cell', number: '503555010A', primary: true }] },
      { 'phone_numbers.0.number': 'validation.phoneDigits' },
    ],
    [
      'two numbers of one type',
      {
        phone_numbers: [
          { type: 'cell', number: '5035550101', primary: true },
          { type: 'cell', number: '5035550102', primary: false },
        ],
      },
      { 'phone_numbers.1.type': 'validation.uniqueType' },
    ],
    [
      'two primary numbers',
      {
        phone_numbers: [
          { type: 'cell', number: '5035550101', primary: true },
          { type: 'home', number: '5035550102', primary: true },
        ],
      },
      { 'phone_numbers.0.primary': 'validation.invalid' },
    ],
    [
      'no primary number of two',
      {
        phone_numbers: [
          { type: 'cell', number: '5035550101', primary: false },
          { type: 'home', number: '5035550102', primary: false },
        ],
      },
      { 'phone_numbers.0.primary': 'validation.invalid' },
    ],
    ['an e-mail address without a domain', { email: 'maria@example' }, { email: 'validation.email' }],
    ['an empty e-mail address', { email: '' }, { email: 'validation.email' }],
    [
      'a phone type that does not exist',
      { phone_numbers: [{ type: 'fax', number: '5035550101', primary: true }] },
      {
        'phone_numbers.0.type': 'validation.invalid',
      },
    ],
  ])('refuses %s with its field, and changes nothing', async (_case, payload, fields) => {
    const { jwt, memberId } = await signIn(harness.app, 'maria.lopez', DEMO_PASSWORD.HARBOR);
    const [phones, email] = [await phonesOf(memberId), await primaryEmailOf(memberId)];
    const response = await update(jwt, { ...payload, ...('email' in payload ? {} : { email: 'someone.else@example.org' }) });
    expect(response.statusCode).toBe(400);
    expect(json(response)).toMatchObject({ error: { code: 'VALIDATION_FAILED', fields } });
    expect(await phonesOf(memberId)).toEqual(phones);
    expect(await primaryEmailOf(memberId)).toEqual(email);
  });
});

describe('mailing address', () => {
  const update = (jwt: string, payload: object, client = 'HARBOR') => call(jwt, 'PUT', 'v1/web/member/update/address', payload, client);
  const address = { street_addr1: '12 Harbor Way', street_addr2: null, city: 'Astoria', state: 'OR', zip: '97103' };

  it('replaces the primary address, trimmed and unverified', async () => {
    const { jwt } = await signIn(harness.app, 'aisha.rahman', DEMO_PASSWORD.HARBOR);
    const response = await update(jwt, { ...address, street_addr1: ' 12 Harbor Way ', street_addr2: 'Suite 4', state: 'dc' });
    expect(json(response)).toEqual({ saved: true });
    const { addresses } = await memberInfo(jwt);
    expect(addresses).toEqual([
      {
        id: expect.any(Number),
        name: null,
        street_addr1: '12 Harbor Way',
        street_addr2: 'Suite 4',
        city: 'Astoria',
        state: 'DC',
        zip: '97103',
        primary: true,
        verified: false,
      },
    ]);
  });

  it.each([
    ['a missing street and city', { street_addr1: ' ', city: '' }, { street_addr1: 'validation.required', city: 'validation.required' }],
    ['a state that is not a US state or DC', { state: 'PR' }, { state: 'validation.state' }],
    ['a ZIP code of four digits', { zip: '9710' }, { zip: 'validation.validZipCode' }],
    ['a ZIP+4 code', { zip: '97103-1234' }, { zip: 'validation.validZipCode' }],
    ['a missing state', { state: undefined }, { state: 'validation.required' }],
  ])('refuses %s with its field, and keeps the address', async (_case, change, fields) => {
    const { jwt } = await signIn(harness.app, 'aisha.rahman', DEMO_PASSWORD.HARBOR);
    const before = (await memberInfo(jwt)).addresses;
    const response = await update(jwt, { ...address, ...change });
    expect(response.statusCode).toBe(400);
    expect(json(response)).toMatchObject({ error: { code: 'VALIDATION_FAILED', fields } });
    expect((await memberInfo(jwt)).addresses).toEqual(before);
  });

  it('refuses any address on a plan that suppresses address edits (MESA), whatever the body', async () => {
    const { jwt } = await signIn(harness.app, 'robert.chen', DEMO_PASSWORD.MESA, 'MESA');
    const before = (await memberInfo(jwt, 'MESA')).addresses;
    for (const payload of [{ ...address, state: 'AZ', zip: '85012' }, { zip: 'not a zip' }, {}]) {
      const response = await update(jwt, payload, 'MESA');
      expect(response.statusCode).toBe(403);
      expect(json(response)).toMatchObject({ error: { code: 'ADDRESS_EDIT_SUPPRESSED' } });
    }
    expect((await memberInfo(jwt, 'MESA')).addresses).toEqual(before);
  });
});

describe('race and ethnicity', () => {
  const update = (jwt: string, payload: object) => call(jwt, 'PUT', 'v1/web/member/update/ethnography', payload);

  it("saves codes of the plan's lists, and null for prefer not to say", async () => {
    const { jwt } = await signIn(harness.app, 'aisha.rahman', DEMO_PASSWORD.HARBOR);
    expect(json(await update(jwt, { race: 'ASIAN', ethnography: 'NOT_HISPANIC_OR_LATINO' }))).toEqual({ saved: true });
    expect(await memberInfo(jwt)).toMatchObject({ race: 'ASIAN', ethnography: 'NOT_HISPANIC_OR_LATINO' });
    expect(json(await update(jwt, { race: null, ethnography: null }))).toEqual({ saved: true });
    expect(await memberInfo(jwt)).toMatchObject({ race: null, ethnography: null });
  });

  it('refuses a code that is not on its list, and keeps what was saved', async () => {
    const { jwt } = await signIn(harness.app, 'aisha.rahman', DEMO_PASSWORD.HARBOR);
    await update(jwt, { race: 'WHITE', ethnography: 'HISPANIC_OR_LATINO' });
    const response = await update(jwt, { race: 'HISPANIC_OR_LATINO', ethnography: 'ASIAN' });
    expect(response.statusCode).toBe(400);
    expect(json(response)).toMatchObject({
      error: { code: 'VALIDATION_FAILED', fields: { race: 'validation.invalid', ethnography: 'validation.invalid' } },
    });
    const missing = await update(jwt, { race: 'WHITE' });
    expect(json(missing)).toMatchObject({ error: { code: 'VALIDATION_FAILED', fields: { ethnography: 'validation.required' } } });
    expect(await memberInfo(jwt)).toMatchObject({ race: 'WHITE', ethnography: 'HISPANIC_OR_LATINO' });
  });
});

describe('activity', () => {
  it("records the signed-in member's activity with the time it happened", async () => {
    const { jwt, memberId } = await signIn(harness.app, 'aisha.rahman', DEMO_PASSWORD.HARBOR);
    const response = await call(jwt, 'POST', 'v4/web/member/post-member-activity', { activity_type: 'PROFILE_UPDATED' });
    expect(json(response)).toEqual({ saved: true });
    const withPayload = { activity_type: 'READ_ARTICLE', activity_payload: { source: 'LIBRARY', content_id: 'ARTICLE_SLEEP_WELL' } };
    expect(json(await call(jwt, 'POST', 'v4/web/member/post-member-activity', withPayload))).toEqual({ saved: true });
    const [member] = await harness.database.db.select({ clientId: members.clientId }).from(members).where(eq(members.id, memberId));
    // The server's own PROFILE_CHANGED notes (decision 0031) are left aside.
    const rows = await harness.database.db
      .select()
      .from(memberActivities)
      .where(and(eq(memberActivities.memberId, memberId), inArray(memberActivities.activityType, ['PROFILE_UPDATED', 'READ_ARTICLE'])))
      .orderBy(memberActivities.id);
    const recordedAt = harness.clock.now();
    expect(rows).toEqual([
      { id: expect.any(Number), clientId: member!.clientId, memberId, activityType: 'PROFILE_UPDATED', activityPayload: null, recordedAt },
      {
        id: expect.any(Number),
        clientId: member!.clientId,
        memberId,
        activityType: 'READ_ARTICLE',
        activityPayload: { source: 'LIBRARY', contentId: 'ARTICLE_SLEEP_WELL' },
        recordedAt,
      },
    ]);
  });

  it('refuses an activity type the spec does not name', async () => {
    const { jwt } = await signIn(harness.app, 'aisha.rahman', DEMO_PASSWORD.HARBOR);
    const response = await call(jwt, 'POST', 'v4/web/member/post-member-activity', { activity_type: 'HACKED' });
    expect(json(response)).toMatchObject({ error: { code: 'VALIDATION_FAILED', fields: { activity_type: 'validation.invalid' } } });
  });
});

describe('notification settings', () => {
  const save = (jwt: string, preferences: object, client = 'HARBOR') =>
    call(jwt, 'POST', 'v1/web/member/communication-preferences', { communication_preferences: preferences }, client);
  const preferences = { email: true, sms: true, phone: false, mail: true, preferred_method: 'SMS' };
  const smsOptIn = async (memberId: number) =>
    (await harness.database.db.select({ smsOptIn: members.smsOptIn }).from(members).where(eq(members.id, memberId)))[0]?.smsOptIn;

  it('saves them, text messages included where the plan offers them, and answers them', async () => {
    const { jwt, memberId } = await signIn(harness.app, 'maria.lopez', DEMO_PASSWORD.HARBOR);
    const response = await save(jwt, preferences);
    expect(json(response)).toEqual({ communication_preferences: preferences });
    expect((await memberInfo(jwt)).communication_preferences).toEqual(preferences);
    expect(await smsOptIn(memberId)).toBe(true);
    const withoutTexts = { ...preferences, sms: false, preferred_method: 'MAIL' };
    expect(json(await save(jwt, withoutTexts))).toEqual({ communication_preferences: withoutTexts });
    expect(await smsOptIn(memberId)).toBe(false);
  });

  it('refuses text messages, as a channel or as the preferred method, where the plan does not offer them', async () => {
    const mesa = await readClientDefinition(path.join(SEED_DIR, 'clients', 'mesa.json'));
    await harness.services.clients.applyDefinition({ ...mesa, features: mesa.features.filter((feature) => feature !== 'SMS_OPT_IN') });
    const { jwt } = await signIn(harness.app, 'robert.chen', DEMO_PASSWORD.MESA, 'MESA');
    const before = (await memberInfo(jwt, 'MESA')).communication_preferences;
    const texts = await save(jwt, { ...preferences, preferred_method: 'EMAIL' }, 'MESA');
    expect(texts.statusCode).toBe(400);
    expect(json(texts)).toMatchObject({
      error: { code: 'VALIDATION_FAILED', fields: { 'communication_preferences.sms': 'validation.invalid' } },
    });
    const preferred = await save(jwt, { ...preferences, sms: false }, 'MESA');
    expect(json(preferred)).toMatchObject({
      error: { code: 'VALIDATION_FAILED', fields: { 'communication_preferences.preferred_method': 'validation.invalid' } },
    });
    expect((await memberInfo(jwt, 'MESA')).communication_preferences).toEqual(before);
    const allowed = { ...preferences, sms: false, preferred_method: 'CALL' };
    expect(json(await save(jwt, allowed, 'MESA'))).toEqual({ communication_preferences: allowed });
  });

  it('refuses a preferred method that does not exist', async () => {
    const { jwt } = await signIn(harness.app, 'maria.lopez', DEMO_PASSWORD.HARBOR);
    const response = await save(jwt, { ...preferences, preferred_method: 'PIGEON' });
    expect(json(response)).toMatchObject({
      error: { code: 'VALIDATION_FAILED', fields: { 'communication_preferences.preferred_method': 'validation.invalid' } },
    });
  });
});
