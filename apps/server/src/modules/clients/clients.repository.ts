import type { ClientConfiguration, Currency, LanguageCode } from '@portal/contract';
import type { ProgrammeDefinition } from '@portal/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import {
  clientAgreements,
  clientDisclaimers,
  clientSsoSettings,
  clientDocuments,
  clients,
  cohorts,
  compliancePeriods,
} from '../../db/schema';
import type { ClientRecord, CohortRecord } from '../../lib/client-record';
import type { ClientDefinition } from './client-definition';
import { majorUnits } from './client-programme';

type ClientRow = typeof clients.$inferSelect;

type ClientParts = Pick<ClientRecord, 'cohorts' | 'disclaimers' | 'agreements'> & {
  singleSignOn: ClientConfiguration['singleSignOn'];
};

function toClientRecord(row: ClientRow, { singleSignOn, ...parts }: ClientParts): ClientRecord {
  const configuration: ClientConfiguration = {
    id: row.id,
    abbreviation: row.abbreviation,
    name: row.name,
    title: row.title,
    programmeId: row.programmeId,
    schema: row.schemaName,
    apiRoot: row.apiRoot,
    storageRoot: row.storageRoot,
    currency: row.currency,
    features: row.features as ClientConfiguration['features'],
    languages: row.languages,
    preferredLanguages: row.preferredLanguages as LanguageCode[],
    supportContacts: row.supportContacts,
    contracts: row.contracts,
    insuranceCards: row.insuranceCards,
    lingo: row.lingo,
    termPeriodDayCount: row.termPeriodDayCount,
    timeZone: row.timeZone,
    loginMessage: row.loginMessage,
    importantDocuments: row.importantDocuments,
    nonDiscriminationNotice: row.nonDiscriminationNotice,
    defaultMedicalPlanTypeCd: row.defaultMedicalPlanTypeCd,
    lineOfBusinessTypeCd: row.lineOfBusinessTypeCd,
    races: row.races,
    ethnicities: row.ethnicities,
    singleSignOn,
  };
  return { configuration, hostnames: row.hostnames, timeZone: row.timeZone, ...parts };
}

type CohortDefinition = ClientDefinition['cohorts'][number];

/**
 * The rows of a cohort's compliance periods: from the programme when the plan has one (its one
 * source of truth, decision 0031; amounts turned into the major unit the table holds), else from
 * the cohort's own list.
 */
function compliancePeriodsOf(cohort: CohortDefinition, programme: ProgrammeDefinition | null, currency: Currency) {
  if (programme === null)
    return cohort.compliancePeriods.map((period) => ({ ...period, programmePeriodId: null, programmeStrategyId: null }));
  const periods = programme.cohorts.find((candidate) => candidate.code === cohort.code)?.compliancePeriods ?? [];
  return periods.map((period) => ({
    strategyType: period.cohortIncentiveStrategyType,
    startDate: period.startDate,
    endDate: period.endDate,
    maxRewardAmount: majorUnits(period.maxRewardAmount, currency),
    programmePeriodId: period.id,
    programmeStrategyId: period.cohortIncentiveStrategyId,
  }));
}

export function createClientsRepository(db: Database) {
  return {
    async findAll(): Promise<ClientRecord[]> {
      const [rows, cohortRows, periodRows, disclaimerRows, agreementRows, ssoRows] = await Promise.all([
        db.select().from(clients).orderBy(clients.id),
        db.select({ id: cohorts.id, clientId: cohorts.clientId, code: cohorts.code }).from(cohorts),
        db.select().from(compliancePeriods).orderBy(compliancePeriods.startDate),
        db
          .select({
            id: clientDisclaimers.id,
            clientId: clientDisclaimers.clientId,
            displayOrder: clientDisclaimers.displayOrder,
            title: clientDisclaimers.title,
            cohortCodes: clientDisclaimers.cohortCodes,
          })
          .from(clientDisclaimers)
          .orderBy(clientDisclaimers.displayOrder, clientDisclaimers.id),
        db.select().from(clientAgreements).orderBy(clientAgreements.id),
        db.select({ clientId: clientSsoSettings.clientId, protocol: clientSsoSettings.protocol }).from(clientSsoSettings),
      ]);
      return rows.map((row) => {
        const clientCohorts = cohortRows
          .filter((cohort) => cohort.clientId === row.id)
          .map((cohort): [number, CohortRecord] => [
            cohort.id,
            {
              id: cohort.id,
              code: cohort.code,
              compliancePeriods: periodRows
                .filter((period) => period.cohortId === cohort.id)
                .map(({ id, cohortId, strategyType, startDate, endDate, maxRewardAmount, programmePeriodId, programmeStrategyId }) => ({
                  // With a programme, the programme's ids are the period's ids everywhere (decision 0031).
                  id: programmePeriodId ?? id,
                  cohortId,
                  strategyId: programmeStrategyId ?? cohortId,
                  strategyType,
                  startDate,
                  endDate,
                  maxRewardAmount,
                })),
            },
          ]);
        const disclaimers = disclaimerRows
          .filter((disclaimer) => disclaimer.clientId === row.id)
          .map(({ id, displayOrder, title, cohortCodes }) => ({ id, displayOrder, title, cohortCodes }));
        const agreements = agreementRows
          .filter((agreement) => agreement.clientId === row.id)
          .map(({ id, type, recurrence, windowStart, windowEnd, document }) => ({
            id,
            type,
            recurrenceType: recurrence,
            windowStart,
            windowEnd,
            document,
          }));
        const sso = ssoRows.find((settings) => settings.clientId === row.id);
        const singleSignOn = sso ? { protocol: sso.protocol } : null;
        return toClientRecord(row, { cohorts: new Map(clientCohorts), disclaimers, agreements, singleSignOn });
      });
    },

    async findDocument(clientId: number, slug: string, languageCd: LanguageCode) {
      const [document] = await db
        .select()
        .from(clientDocuments)
        .where(and(eq(clientDocuments.clientId, clientId), eq(clientDocuments.slug, slug), eq(clientDocuments.languageCd, languageCd)));
      return document;
    },

    async findDisclaimer(clientId: number, id: number) {
      const [disclaimer] = await db
        .select()
        .from(clientDisclaimers)
        .where(and(eq(clientDisclaimers.clientId, clientId), eq(clientDisclaimers.id, id)));
      return disclaimer;
    },

    /** Creates or updates a client from its definition, in one transaction. */
    /** The programme as stored, with the time its client was last applied (to know a cached copy is current). */
    async findProgramme(clientId: number): Promise<{ programme: unknown; updatedAt: Date } | undefined> {
      const [row] = await db
        .select({ programme: clients.programme, updatedAt: clients.updatedAt })
        .from(clients)
        .where(eq(clients.id, clientId));
      return row;
    },

    async applyDefinition(definition: ClientDefinition): Promise<number> {
      const { cohorts: cohortDefinitions, documents, disclaimers, agreements, schema, programme, ...configuration } = definition;
      return db.transaction(async (tx) => {
        const values = {
          ...configuration,
          nonDiscriminationNotice: configuration.nonDiscriminationNotice ?? null,
          schemaName: schema,
          programme,
          updatedAt: new Date(),
        };
        const [client] = await tx
          .insert(clients)
          .values(values)
          .onConflictDoUpdate({ target: clients.abbreviation, set: values })
          .returning({ id: clients.id });
        const clientId = client!.id;
        for (const cohort of cohortDefinitions) {
          const [saved] = await tx
            .insert(cohorts)
            .values({ clientId, code: cohort.code, name: cohort.name })
            .onConflictDoUpdate({ target: [cohorts.clientId, cohorts.code], set: { name: cohort.name } })
            .returning({ id: cohorts.id });
          for (const period of compliancePeriodsOf(cohort, programme, configuration.currency)) {
            await tx
              .insert(compliancePeriods)
              .values({ clientId, cohortId: saved!.id, ...period })
              .onConflictDoUpdate({
                target: [compliancePeriods.cohortId, compliancePeriods.strategyType, compliancePeriods.startDate],
                set: {
                  endDate: period.endDate,
                  maxRewardAmount: period.maxRewardAmount,
                  programmePeriodId: period.programmePeriodId,
                  programmeStrategyId: period.programmeStrategyId,
                },
              });
          }
        }
        for (const document of documents) {
          await tx
            .insert(clientDocuments)
            .values({ clientId, ...document })
            .onConflictDoUpdate({
              target: [clientDocuments.clientId, clientDocuments.slug, clientDocuments.languageCd],
              set: { title: document.title, body: document.body, updatedAt: sql`now()` },
            });
        }
        for (const disclaimer of disclaimers) {
          const { code, ...content } = disclaimer;
          await tx
            .insert(clientDisclaimers)
            .values({ clientId, code, ...content })
            .onConflictDoUpdate({ target: [clientDisclaimers.clientId, clientDisclaimers.code], set: content });
        }
        for (const { recurrenceType, ...agreement } of agreements) {
          const terms = {
            recurrence: recurrenceType,
            windowStart: agreement.windowStart,
            windowEnd: agreement.windowEnd,
            document: agreement.document,
          };
          await tx
            .insert(clientAgreements)
            .values({ clientId, type: agreement.type, ...terms })
            .onConflictDoUpdate({ target: [clientAgreements.clientId, clientAgreements.type], set: terms });
        }
        return clientId;
      });
    },
  };
}

export type ClientsRepository = ReturnType<typeof createClientsRepository>;
