import fs from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { languageCodeSchema } from '@portal/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../lib/clock';
import { SEED_DIR } from '../paths';
import type { AgreementsService } from '../modules/agreements/agreements.service';
import type { ClientsService } from '../modules/clients/clients.service';
import type { MessagesService } from '../modules/messages/messages.service';
import type { FaqLibraryLoader } from '../modules/help/faq-library.service';
import type { LearningLibrary } from '../modules/learning/learning-library.service';
import type { PharmacyFiles } from '../modules/prescriptions/pharmacy-feed.service';
import type { QuestionnaireDocuments } from '../modules/questionnaires/questionnaire-documents.service';
import type { RegistrationService } from '../modules/registration/registration.service';
import type { RosterService } from '../modules/roster/roster.service';
import type { ProviderDirectory } from '../modules/scheduling/provider-feed.service';
import type { SsoSettingsService } from '../modules/sso/sso-settings.service';
import type { StaffService } from '../modules/staff/staff.service';
import { oidcSettingsSchema } from '../modules/sso/sso-settings';
import { readClientDefinition } from '../modules/clients/client-definition-file';
import { DEMO_MEMBER_NUMBER_CLAIM, DEMO_OIDC_CLIENT } from './demo-identity-provider';

const demoFileSchema = z.object({
  accounts: z.array(
    z.object({
      client: z.string(),
      clientMemberId: z.string(),
      username: z.string(),
      password: z.string(),
      preferredLanguageCd: languageCodeSchema,
    }),
  ),
  staff: z.array(
    z.object({
      username: z.string(),
      displayName: z.string(),
      role: z.enum(['SUPPORT', 'ADMIN']),
      password: z.string(),
      totpSecret: z.string(),
    }),
  ),
  messages: z.array(
    z.object({
      client: z.string(),
      clientMemberId: z.string(),
      subject: z.string(),
      body: z.string(),
      status: z.enum(['UNREAD', 'READ']),
      daysAgo: z.number().int().min(0),
    }),
  ),
});

const DEMO_CLIENT_FILES = ['harbor.json', 'mesa.json'];
const DEMO_ROSTERS: Record<string, string> = { HARBOR: 'harbor.csv', MESA: 'mesa.csv' };
/** Each demo plan's invented doctors near its members, loaded through the providers feed. */
const DEMO_PROVIDER_DIRECTORIES: Record<string, string> = { HARBOR: 'harbor.csv', MESA: 'mesa.csv' };
/** Where the demo identity provider runs (`npm run portal -- sso demo-provider`); MESA has no SSO. */
const DEMO_SSO_CLIENT = 'HARBOR';
/** Each demo plan loads every questionnaire document here; a plan offers those its features turn on. */
const DEMO_QUESTIONNAIRES_DIR = path.join(SEED_DIR, 'questionnaires');
/** Each demo plan's learning library: the articles written for the project. */
const DEMO_LEARNING_DIR = path.join(SEED_DIR, 'learn');
/** Each demo plan's FAQ: a folder per plan, named by its abbreviation in lower case. */
const DEMO_FAQ_DIR = path.join(SEED_DIR, 'faq');
const DEMO_OIDC_ISSUER = 'http://localhost:3901';
/** The demo plans' pharmacy claims files (invented fills), read by the pharmacy feed; MESA has none. */
const DEMO_PHARMACY_FILES: Record<string, string> = { HARBOR: path.join(SEED_DIR, 'prescriptions', 'harbor-pharmacy.csv') };

/** The areas the demo loads through, as an operator would. */
export interface DemoServices {
  readonly clients: ClientsService;
  readonly roster: RosterService;
  readonly ssoSettings: SsoSettingsService;
  readonly registration: RegistrationService;
  readonly agreements: AgreementsService;
  readonly staff: StaffService;
  readonly messages: MessagesService;
  readonly questionnaireDocuments: QuestionnaireDocuments;
  readonly learningLibrary: LearningLibrary;
  readonly pharmacyFiles: PharmacyFiles;
  readonly faqLibrary: FaqLibraryLoader;
  readonly providerDirectory: ProviderDirectory;
}

/**
 * Loads the demo health plans the way an operator loads real ones: client definitions,
 * then eligibility files through the roster import, then a few accounts with known
 * passwords. Safe to run again: nothing is duplicated.
 */
export async function loadDemoData(services: DemoServices, clock: Clock, log: FastifyBaseLogger): Promise<void> {
  for (const file of DEMO_CLIENT_FILES) {
    const definition = await readClientDefinition(path.join(SEED_DIR, 'clients', file));
    await services.clients.applyDefinition(definition);
  }
  for (const [abbreviation, file] of Object.entries(DEMO_ROSTERS)) {
    const client = await services.clients.findClient(abbreviation);
    if (!client) throw new Error(`Demo client ${abbreviation} was not created`);
    const summary = await services.roster.importEligibility(client, path.join(SEED_DIR, 'rosters', file));
    log.info(
      { client: abbreviation, inserted: summary.inserted, updated: summary.updated, rejected: summary.rejected },
      'demo roster imported',
    );
  }
  for (const [abbreviation, file] of Object.entries(DEMO_PROVIDER_DIRECTORIES)) {
    const client = await services.clients.findClient(abbreviation);
    const summary = await services.providerDirectory.importFile(client!, path.join(SEED_DIR, 'providers', file));
    log.info({ client: abbreviation, imported: summary.imported, rejected: summary.rejected }, 'demo provider directory imported');
  }
  await loadDemoQuestionnaires(services, DEMO_QUESTIONNAIRES_DIR, log);
  await loadDemoLibrary(services, DEMO_LEARNING_DIR, log);
  await loadDemoPharmacyFiles(services, log);
  await loadDemoFaq(services, DEMO_FAQ_DIR, log);
  const harbor = await services.clients.findClient(DEMO_SSO_CLIENT);
  if (!harbor) throw new Error(`Demo client ${DEMO_SSO_CLIENT} is missing`);
  await services.ssoSettings.configure(
    harbor,
    oidcSettingsSchema.parse({
      protocol: 'OIDC',
      issuer: process.env.DEMO_OIDC_ISSUER || DEMO_OIDC_ISSUER,
      clientId: DEMO_OIDC_CLIENT.clientId,
      clientSecret: DEMO_OIDC_CLIENT.clientSecret,
      scopes: 'openid email phone',
      memberNumberClaim: DEMO_MEMBER_NUMBER_CLAIM,
    }),
  );
  const demo = demoFileSchema.parse(JSON.parse(await fs.readFile(path.join(SEED_DIR, 'demo-accounts.json'), 'utf8')));
  for (const account of demo.accounts) {
    const client = await services.clients.findClient(account.client);
    if (!client) throw new Error(`Demo client ${account.client} is missing`);
    // The demo accounts have accepted their plan's agreements, so signing in shows no modal;
    // a member who registers in the portal meets the agreement and welcome modals.
    if (await services.registration.registerWithRosterContacts(client, account)) {
      const memberId = await services.registration.findMemberId(client, account.clientMemberId);
      if (memberId) await services.agreements.acceptAll(client, memberId);
    }
  }
  // Demo staff have a known password and authenticator secret, as the demo members have passwords.
  for (const staff of demo.staff) {
    const { password, totpSecret, ...account } = staff;
    await services.staff.ensureAccount(account, { password, totpSecret }, { method: 'CLI', path: 'demo load' });
  }
  // A member who already has messages got them from an earlier run.
  const alreadyDelivered = new Map<number, boolean>();
  for (const message of demo.messages) {
    const client = await services.clients.findClient(message.client);
    const memberId = client && (await services.registration.findMemberId(client, message.clientMemberId));
    if (!client || !memberId) throw new Error(`Demo member ${message.clientMemberId} is missing`);
    if (!alreadyDelivered.has(memberId)) alreadyDelivered.set(memberId, (await services.messages.countMessages(memberId)) > 0);
    if (alreadyDelivered.get(memberId)) continue;
    const sentAt = new Date(clock.now().getTime() - message.daysAgo * 86_400_000);
    await services.messages.deliver({
      clientId: client.configuration.id,
      memberId,
      subject: message.subject,
      body: message.body,
      status: message.status,
      sentAt,
    });
  }
}

/** The questionnaire documents of a folder, loaded into each demo plan as `questionnaires load` would. */
export async function loadDemoQuestionnaires(
  services: Pick<DemoServices, 'clients' | 'questionnaireDocuments'>,
  folder: string,
  log: FastifyBaseLogger,
): Promise<void> {
  const files = (await fs.readdir(folder).catch(() => [] as string[])).filter((file) => file.endsWith('.json')).sort();
  for (const abbreviation of Object.keys(DEMO_ROSTERS)) {
    const client = await services.clients.findClient(abbreviation);
    if (!client) throw new Error(`Demo client ${abbreviation} is missing`);
    for (const file of files) {
      const result = await services.questionnaireDocuments.loadFile(client, path.join(folder, file));
      // A document the parser refuses (a draft still missing translations) leaves that questionnaire out of the demo, not the whole demo.
      if (!result.ok) log.warn({ client: abbreviation, file, problems: result.problems.length }, 'demo questionnaire refused');
    }
  }
}

/** The learning library of a folder, loaded into each demo plan as `learn load` would. */
export async function loadDemoLibrary(
  services: Pick<DemoServices, 'clients' | 'learningLibrary'>,
  folder: string,
  log: FastifyBaseLogger,
): Promise<void> {
  for (const abbreviation of Object.keys(DEMO_ROSTERS)) {
    const client = await services.clients.findClient(abbreviation);
    if (!client) throw new Error(`Demo client ${abbreviation} is missing`);
    const result = await services.learningLibrary.loadFolder(client, folder);
    // A library with a wrong file loads nothing: the demo goes on without it, as an operator's load would refuse it.
    if (!result.ok) log.warn({ client: abbreviation, problems: result.problems.length }, 'demo learning library refused');
  }
}

/** Each demo plan's pharmacy claims file, through the pharmacy feed as `feeds import pharmacy` would; run again, it adds nothing. */
async function loadDemoPharmacyFiles(services: Pick<DemoServices, 'clients' | 'pharmacyFiles'>, log: FastifyBaseLogger): Promise<void> {
  for (const [abbreviation, file] of Object.entries(DEMO_PHARMACY_FILES)) {
    const client = await services.clients.findClient(abbreviation);
    if (!client) throw new Error(`Demo client ${abbreviation} is missing`);
    const summary = await services.pharmacyFiles.importFile(client, file);
    log.info({ client: abbreviation, added: summary.added, rejected: summary.rejected }, 'demo pharmacy claims imported');
  }
}

/** Each demo plan's FAQ from its own folder, loaded as `faq load` would. */
export async function loadDemoFaq(
  services: Pick<DemoServices, 'clients' | 'faqLibrary'>,
  folder: string,
  log: FastifyBaseLogger,
): Promise<void> {
  for (const abbreviation of Object.keys(DEMO_ROSTERS)) {
    const client = await services.clients.findClient(abbreviation);
    if (!client) throw new Error(`Demo client ${abbreviation} is missing`);
    const result = await services.faqLibrary.loadFolder(client, path.join(folder, abbreviation.toLowerCase()));
    // A FAQ with a wrong file loads nothing: the demo goes on without it, as an operator's load would refuse it.
    if (!result.ok) log.warn({ client: abbreviation, problems: result.problems.length }, 'demo FAQ refused');
  }
}
