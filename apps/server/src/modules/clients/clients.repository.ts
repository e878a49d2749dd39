import type { ClientConfiguration, LanguageCode } from '@portal/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { clientDisclaimers, clientDocuments, clients, cohorts, compliancePeriods } from '../../db/schema';
import type { ClientRecord } from '../../lib/client-record';
import type { ClientDefinition } from './client-definition';

type ClientRow = typeof clients.$inferSelect;

function toClientRecord(row: ClientRow): ClientRecord {
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
    loginMessage: row.loginMessage,
    importantDocuments: row.importantDocuments,
    defaultMedicalPlanTypeCd: row.defaultMedicalPlanTypeCd,
    lineOfBusinessTypeCd: row.lineOfBusinessTypeCd,
    races: row.races,
    ethnicities: row.ethnicities,
  };
  return { configuration, hostnames: row.hostnames, timeZone: row.timeZone };
}

export function createClientsRepository(db: Database) {
  return {
    async findAll(): Promise<ClientRecord[]> {
      const rows = await db.select().from(clients).orderBy(clients.id);
      return rows.map(toClientRecord);
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
    async applyDefinition(definition: ClientDefinition): Promise<number> {
      const { cohorts: cohortDefinitions, documents, disclaimers, schema, ...configuration } = definition;
      return db.transaction(async (tx) => {
        const values = { ...configuration, schemaName: schema, updatedAt: new Date() };
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
          for (const period of cohort.compliancePeriods) {
            await tx
              .insert(compliancePeriods)
              .values({ clientId, cohortId: saved!.id, ...period })
              .onConflictDoUpdate({
                target: [compliancePeriods.cohortId, compliancePeriods.strategyType, compliancePeriods.startDate],
                set: { endDate: period.endDate, maxRewardAmount: period.maxRewardAmount },
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
        return clientId;
      });
    },
  };
}

export type ClientsRepository = ReturnType<typeof createClientsRepository>;
