import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaff, staffCall, staffSignIn, type TestStaff } from '../../../test/staff-helpers';
import { createTestApp, json, type TestApp } from '../../../test/test-app';
import { auditEvents, memberMessages, members } from '../../db/schema';
import { UsageError } from '../../lib/operator-error';
import { messagesCommands } from './messages.commands';

let harness: TestApp;
let admin: TestStaff;
let support: TestStaff;
const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'messages-send-'));

const TEXTS = [
  { language: 'EN', subject: 'Flu shots are covered', body: 'Visit any in-network pharmacy for a flu shot at no cost.' },
  { language: 'AR', subject: 'لقاحات الإنفلونزا مغطاة', body: 'يمكنك الحصول على لقاح الإنفلونزا مجانًا في أي صيدلية ضمن الشبكة.' },
];

beforeAll(async () => {
  harness = await createTestApp();
  admin = await createStaff(harness, 'ada.admin', 'ADMIN');
  support = await createStaff(harness, 'sam.support', 'SUPPORT');
});

afterAll(async () => {
  await harness.close();
  fs.rmSync(folder, { recursive: true, force: true });
});

/** The member numbers that received a message of that subject. */
async function receivedBy(subject: string): Promise<string[]> {
  const rows = await harness.database.db
    .select({ number: members.clientMemberId })
    .from(memberMessages)
    .innerJoin(members, eq(members.id, memberMessages.memberId))
    .where(eq(memberMessages.subject, subject))
    .orderBy(members.clientMemberId);
  return rows.map((row) => row.number);
}

const send = async (payload: object, staff: TestStaff = admin, client = 'HARBOR') =>
  staffCall(harness, await staffSignIn(harness, staff), 'POST', `/api/v1/staff/messages?client=${client}`, payload);

describe('POST /v1/staff/messages', () => {
  it('reaches exactly the members covered in the cohort today, each in their language or else English', async () => {
    const answer = await send({ cohort_code: 'HHP-MEDICAID', texts: TEXTS });
    expect(answer.statusCode).toBe(200);
    // HHP100006's coverage runs to June; HHP100005 (Aisha) reads Arabic.
    expect(json(answer)).toEqual({ sent: 4 });
    expect(await receivedBy('Flu shots are covered')).toEqual(['HHP100006', 'HHP100009', 'HHP100010']);
    expect(await receivedBy('لقاحات الإنفلونزا مغطاة')).toEqual(['HHP100005']);
  });

  it('leaves out members whose coverage has not started, and other cohorts', async () => {
    const texts = [{ language: 'EN', subject: 'Commercial plan news', body: 'Your plan adds new rewards this spring.' }];
    expect(json(await send({ cohort_code: 'HHP-COMMERCIAL', texts }))).toEqual({ sent: 6 });
    expect(await receivedBy('Commercial plan news')).toEqual([
      'HHP100001',
      'HHP100002',
      'HHP100003',
      'HHP100004',
      'HHP100008',
      'HHP100011',
    ]);
  });

  it('sends to one member by member number, and writes the audit row', async () => {
    const texts = [{ language: 'EN', subject: 'Your screening reminder', body: 'It is time for your yearly screening.' }];
    expect(json(await send({ member_number: 'HHP100003', texts }))).toEqual({ sent: 1 });
    expect(await receivedBy('Your screening reminder')).toEqual(['HHP100003']);
    const [audit] = await harness.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.staffId, admin.id))
      .orderBy(desc(auditEvents.id))
      .limit(1);
    expect(audit).toMatchObject({ action: 'INBOX_MESSAGES_SENT', outcome: 200 });
  });

  it('refuses a support (non-administrator) account, and sends nothing', async () => {
    const texts = [{ language: 'EN', subject: 'From support', body: 'Not sent.' }];
    const refused = await send({ member_number: 'HHP100003', texts }, support);
    expect(refused.statusCode).toBe(403);
    expect(await receivedBy('From support')).toEqual([]);
  });

  it('answers a clear 4xx for an unknown member, cohort or client and for a message without English, never a 500', async () => {
    const english = [{ language: 'EN', subject: 'S', body: 'B' }];
    const cases: [object, number, string, string?][] = [
      [{ member_number: 'NOPE', texts: english }, 404, 'MEMBER_NOT_FOUND'],
      [{ cohort_code: 'NOPE', texts: english }, 404, 'COHORT_NOT_FOUND'],
      [{ member_number: 'HHP100003', texts: english }, 404, 'CLIENT_NOT_FOUND', 'NOPE'],
      [{ member_number: 'HHP100003', texts: [{ language: 'ES', subject: 'S', body: 'B' }] }, 400, 'VALIDATION_FAILED'],
      [{ member_number: 'HHP100003', cohort_code: 'HHP-MEDICAID', texts: english }, 400, 'VALIDATION_FAILED'],
      [{ texts: english }, 400, 'VALIDATION_FAILED'],
      [{ member_number: 'HHP100003', texts: [{ language: 'EN', subject: 'x'.repeat(151), body: 'B' }] }, 400, 'VALIDATION_FAILED'],
    ];
    for (const [payload, status, code, client] of cases) {
      const answer = await send(payload, admin, client);
      expect(answer.statusCode, JSON.stringify(payload)).toBe(status);
      expect(json<{ error: { code: string } }>(answer).error.code).toBe(code);
    }
  });
});

describe('npm run portal -- messages send', () => {
  const command = messagesCommands['messages send'];
  const file = (name: string, content: unknown): string => {
    const filePath = path.join(folder, name);
    fs.writeFileSync(filePath, JSON.stringify(content));
    return filePath;
  };

  it('sends the file’s message to one member', async () => {
    const texts = [{ language: 'EN', subject: 'Sent from the command line', body: 'Hello from your plan.' }];
    const status = await command.run(harness.services, [], { client: 'harbor', member: 'HHP100004', file: file('one.json', texts) });
    expect(status).toBe(0);
    expect(await receivedBy('Sent from the command line')).toEqual(['HHP100004']);
  });

  it('explains a usage mistake and sends nothing', async () => {
    const good = file('good.json', [{ language: 'EN', subject: 'Never sent', body: 'B' }]);
    const mistakes = [
      { client: 'HARBOR', file: good },
      { client: 'HARBOR', member: 'HHP100004', cohort: 'HHP-MEDICAID', file: good },
      { client: 'HARBOR', member: 'HHP100004' },
      { client: 'HARBOR', member: 'HHP100004', file: file('no-english.json', [{ language: 'ES', subject: 'S', body: 'B' }]) },
      { client: 'NOPE', member: 'HHP100004', file: good },
    ];
    for (const options of mistakes) await expect(command.run(harness.services, [], options)).rejects.toBeInstanceOf(UsageError);
    expect(await receivedBy('Never sent')).toEqual([]);
  });
});
