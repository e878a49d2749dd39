import type { QuestionnaireType } from '@portal/contract';
import type { QuestionnaireDefinition } from '@portal/domain';
import { and, asc, eq, isNotNull, isNull, lt } from 'drizzle-orm';
import type { Database } from '../../db/database';
import type { ResponseRow } from './questionnaire-ports';
import { memberEmails, members, questionnaireDefinitions, questionnaireResponses, type StoredScore } from '../../db/schema';

export interface DefinitionHead {
  readonly id: number;
  readonly type: QuestionnaireType;
}

/** What the rules and the texts need of a member: age and gender for eligibility, the saved language. */
export interface MemberFacts {
  readonly dob: string;
  readonly gender: string | null;
  readonly language: string | null;
}

export type { ResponseRow };

export type LoadOutcome = { readonly status: 'LOADED' | 'UNCHANGED'; readonly id: number } | { readonly status: 'VERSION_TAKEN' };

const responseColumns = {
  id: questionnaireResponses.id,
  clientId: questionnaireResponses.clientId,
  memberId: questionnaireResponses.memberId,
  definitionId: questionnaireResponses.definitionId,
  type: questionnaireResponses.type,
  status: questionnaireResponses.status,
  answers: questionnaireResponses.answers,
  startedAt: questionnaireResponses.startedAt,
  finishedAt: questionnaireResponses.finishedAt,
  scores: questionnaireResponses.scores,
  linkExpiresAt: questionnaireResponses.linkExpiresAt,
};

/** Same JSON, whatever order its keys were written in: a file loaded again is the same document. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonical(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** Every read and write of questionnaires, always within one client (and one member where a member asks). */
export function createQuestionnairesRepository(db: Database) {
  // A loaded definition never changes (a new version is a new row), so each is read from the database once.
  const definitions = new Map<number, { clientId: number; definition: QuestionnaireDefinition }>();

  return {
    /** A definition the client loaded, active or not (an old response still resolves to its own). */
    async definitionById(clientId: number, id: number): Promise<QuestionnaireDefinition | undefined> {
      let known = definitions.get(id);
      if (!known) {
        const [row] = await db
          .select({ clientId: questionnaireDefinitions.clientId, definition: questionnaireDefinitions.definition })
          .from(questionnaireDefinitions)
          .where(eq(questionnaireDefinitions.id, id));
        if (!row) return undefined;
        known = { clientId: row.clientId, definition: row.definition as unknown as QuestionnaireDefinition };
        definitions.set(id, known);
      }
      return known.clientId === clientId ? known.definition : undefined;
    },

    /** The active definition of each type the client has loaded. */
    async activeDefinitions(clientId: number): Promise<DefinitionHead[]> {
      return db
        .select({ id: questionnaireDefinitions.id, type: questionnaireDefinitions.type })
        .from(questionnaireDefinitions)
        .where(and(eq(questionnaireDefinitions.clientId, clientId), eq(questionnaireDefinitions.active, true)))
        .orderBy(asc(questionnaireDefinitions.id));
    },

    /**
     * Makes a parsed document the client's active one of its type. The same version loaded again
     * is the same document or a mistake: the same content only makes it active again, other
     * content under a version already loaded is refused (its responses answered the first).
     */
    async load(clientId: number, definition: QuestionnaireDefinition, fhir: Record<string, unknown>, now: Date): Promise<LoadOutcome> {
      return db.transaction(async (tx) => {
        const same = and(
          eq(questionnaireDefinitions.clientId, clientId),
          eq(questionnaireDefinitions.type, definition.type),
          eq(questionnaireDefinitions.version, definition.version),
        );
        const [existing] = await tx
          .select({ id: questionnaireDefinitions.id, fhir: questionnaireDefinitions.fhir, active: questionnaireDefinitions.active })
          .from(questionnaireDefinitions)
          .where(same)
          .for('update');
        if (existing && canonical(existing.fhir) !== canonical(fhir)) return { status: 'VERSION_TAKEN' };
        if (existing?.active) return { status: 'UNCHANGED', id: existing.id };
        await tx
          .update(questionnaireDefinitions)
          .set({ active: false })
          .where(
            and(
              eq(questionnaireDefinitions.clientId, clientId),
              eq(questionnaireDefinitions.type, definition.type),
              eq(questionnaireDefinitions.active, true),
            ),
          );
        if (existing) {
          await tx.update(questionnaireDefinitions).set({ active: true }).where(eq(questionnaireDefinitions.id, existing.id));
          return { status: 'LOADED', id: existing.id };
        }
        const [inserted] = await tx
          .insert(questionnaireDefinitions)
          .values({
            clientId,
            type: definition.type,
            version: definition.version,
            fhir,
            definition: definition as unknown as Record<string, unknown>,
            active: true,
            loadedAt: now,
          })
          .returning({ id: questionnaireDefinitions.id });
        return { status: 'LOADED', id: inserted!.id };
      });
    },

    async memberFacts(clientId: number, memberId: number): Promise<MemberFacts | undefined> {
      const [row] = await db
        .select({ dob: members.dob, gender: members.gender, language: members.preferredLanguageCd })
        .from(members)
        .where(and(eq(members.clientId, clientId), eq(members.id, memberId)));
      return row;
    },

    /** A member by the plan's member number, with their primary e-mail address if they have one. */
    async memberByNumber(clientId: number, clientMemberId: string) {
      const [row] = await db
        .select({ id: members.id, language: members.preferredLanguageCd, email: memberEmails.address })
        .from(members)
        .leftJoin(
          memberEmails,
          and(eq(memberEmails.memberId, members.id), eq(memberEmails.clientId, members.clientId), eq(memberEmails.kind, 'PRIMARY')),
        )
        .where(and(eq(members.clientId, clientId), eq(members.clientMemberId, clientMemberId)));
      return row;
    },

    /** Every member of the client with a primary e-mail address: whom an invitation can reach. */
    async membersWithEmail(clientId: number) {
      return db
        .select({ id: members.id, language: members.preferredLanguageCd, email: memberEmails.address })
        .from(members)
        .innerJoin(
          memberEmails,
          and(eq(memberEmails.memberId, members.id), eq(memberEmails.clientId, members.clientId), eq(memberEmails.kind, 'PRIMARY')),
        )
        .where(eq(members.clientId, clientId))
        .orderBy(asc(members.id));
    },

    /** The member's attempts at a type, oldest first. */
    async attemptsOf(clientId: number, memberId: number, type: QuestionnaireType): Promise<ResponseRow[]> {
      return db
        .select(responseColumns)
        .from(questionnaireResponses)
        .where(
          and(
            eq(questionnaireResponses.clientId, clientId),
            eq(questionnaireResponses.memberId, memberId),
            eq(questionnaireResponses.type, type),
          ),
        )
        .orderBy(asc(questionnaireResponses.id));
    },

    /** Every attempt of the member, oldest first (the list reads each type's latest). */
    async allAttemptsOf(clientId: number, memberId: number): Promise<ResponseRow[]> {
      return db
        .select(responseColumns)
        .from(questionnaireResponses)
        .where(and(eq(questionnaireResponses.clientId, clientId), eq(questionnaireResponses.memberId, memberId)))
        .orderBy(asc(questionnaireResponses.id));
    },

    /** One attempt, only if it is this member's. */
    async responseOf(clientId: number, memberId: number, id: number): Promise<ResponseRow | undefined> {
      const [row] = await db
        .select(responseColumns)
        .from(questionnaireResponses)
        .where(
          and(
            eq(questionnaireResponses.id, id),
            eq(questionnaireResponses.clientId, clientId),
            eq(questionnaireResponses.memberId, memberId),
          ),
        );
      return row;
    },

    /**
     * Decision 0040 "A member's response": the member's STARTED attempt on this definition is
     * emptied and keeps its id; otherwise a new attempt opens, with `prefill` as its answers. The
     * member's row is locked meanwhile, so two starts at once open one attempt.
     */
    async start(
      member: { clientId: number; memberId: number },
      definition: DefinitionHead,
      prefill: Record<string, string[]>,
      now: Date,
      linkExpiresAt: Date | null = null,
    ): Promise<number> {
      return db.transaction(async (tx) => {
        await tx
          .select({ id: members.id })
          .from(members)
          .where(and(eq(members.id, member.memberId), eq(members.clientId, member.clientId)))
          .for('update');
        const [started] = await tx
          .select({ id: questionnaireResponses.id })
          .from(questionnaireResponses)
          .where(
            and(
              eq(questionnaireResponses.clientId, member.clientId),
              eq(questionnaireResponses.memberId, member.memberId),
              eq(questionnaireResponses.definitionId, definition.id),
              eq(questionnaireResponses.status, 'STARTED'),
            ),
          );
        if (started) {
          await tx
            .update(questionnaireResponses)
            .set({ answers: {}, startedAt: now, ...(linkExpiresAt ? { linkExpiresAt } : {}) })
            .where(eq(questionnaireResponses.id, started.id));
          return started.id;
        }
        const [inserted] = await tx
          .insert(questionnaireResponses)
          .values({
            clientId: member.clientId,
            memberId: member.memberId,
            definitionId: definition.id,
            type: definition.type,
            status: 'STARTED',
            answers: prefill,
            startedAt: now,
            linkExpiresAt,
          })
          .returning({ id: questionnaireResponses.id });
        return inserted!.id;
      });
    },

    /** Writes a started attempt's answers; false when it is no longer started. */
    async saveAnswers(id: number, answers: Record<string, string[]>): Promise<boolean> {
      const saved = await db
        .update(questionnaireResponses)
        .set({ answers })
        .where(and(eq(questionnaireResponses.id, id), eq(questionnaireResponses.status, 'STARTED')))
        .returning({ id: questionnaireResponses.id });
      return saved.length === 1;
    },

    /**
     * Finishes a started attempt in one conditional update: of any number of finishes at once,
     * exactly one sees `true`, and only that one goes on to record the completion.
     */
    async finish(
      id: number,
      change: { status: 'COMPLETED' | 'REFUSED'; answers: Record<string, string[]>; scores: StoredScore[] | null; now: Date },
    ): Promise<boolean> {
      const finished = await db
        .update(questionnaireResponses)
        .set({ status: change.status, answers: change.answers, scores: change.scores, finishedAt: change.now })
        .where(and(eq(questionnaireResponses.id, id), eq(questionnaireResponses.status, 'STARTED')))
        .returning({ id: questionnaireResponses.id });
      return finished.length === 1;
    },

    /** The finished attempt's completion is recorded (or it completes no action). */
    async markCompletionRecorded(id: number, now: Date): Promise<void> {
      await db.update(questionnaireResponses).set({ completionRecordedAt: now }).where(eq(questionnaireResponses.id, id));
    },

    /** Finished attempts whose completion was never recorded, finished before `before` (the finishing call gets the first go). */
    async unrecordedCompletions(before: Date, limit: number): Promise<ResponseRow[]> {
      return db
        .select(responseColumns)
        .from(questionnaireResponses)
        .where(
          and(
            isNotNull(questionnaireResponses.finishedAt),
            isNull(questionnaireResponses.completionRecordedAt),
            lt(questionnaireResponses.finishedAt, before),
          ),
        )
        .orderBy(asc(questionnaireResponses.finishedAt))
        .limit(limit);
    },

    /** For the export: every definition the client loaded, as loaded, oldest first. */
    async loadedDocuments(clientId: number) {
      return db
        .select({
          id: questionnaireDefinitions.id,
          type: questionnaireDefinitions.type,
          version: questionnaireDefinitions.version,
          active: questionnaireDefinitions.active,
          fhir: questionnaireDefinitions.fhir,
        })
        .from(questionnaireDefinitions)
        .where(eq(questionnaireDefinitions.clientId, clientId))
        .orderBy(asc(questionnaireDefinitions.id));
    },

    /** For the export: every response of the client's members, with the plan's member number. */
    async responsesOfClient(clientId: number): Promise<(ResponseRow & { clientMemberId: string })[]> {
      return db
        .select({ ...responseColumns, clientMemberId: members.clientMemberId })
        .from(questionnaireResponses)
        .innerJoin(members, and(eq(members.id, questionnaireResponses.memberId), eq(members.clientId, questionnaireResponses.clientId)))
        .where(eq(questionnaireResponses.clientId, clientId))
        .orderBy(asc(questionnaireResponses.id));
    },
  };
}

export type QuestionnairesRepository = ReturnType<typeof createQuestionnairesRepository>;
