import { SPANISH_DOCUMENT_SUFFIX, type Disclaimer, type PublicDocument } from '@portal/contract';
import { parseProgrammeDefinition, type ProgrammeDefinition } from '@portal/domain';
import { AppError } from '../../lib/app-error';
import type { ClientRecord } from '../../lib/client-record';
import type { Clock } from '../../lib/clock';
import type { ClientDefinition } from './client-definition';
import type { ClientsRepository } from './clients.repository';

/** How long a process trusts its copy of the client list before reading it again. */
export const CLIENT_LIST_REFRESH_MS = 30_000;

/** `terms-of-use-es` asks for the Spanish text of `terms-of-use`; any other title is English. */
export function documentLocator(title: string): { slug: string; languageCd: 'EN' | 'ES' } {
  return title.endsWith(SPANISH_DOCUMENT_SUFFIX)
    ? { slug: title.slice(0, -SPANISH_DOCUMENT_SUFFIX.length), languageCd: 'ES' }
    : { slug: title, languageCd: 'EN' };
}

/** A stored programme was checked whole when applied; one that no longer reads is a fault of the deployment, said loudly. */
function storedProgramme(clientId: number, stored: unknown): ProgrammeDefinition {
  const parsed = parseProgrammeDefinition(stored);
  if (!parsed.ok) {
    throw new Error(
      `The stored programme of client ${clientId} no longer reads: ${parsed.problems.map((problem) => `${problem.path}: ${problem.message}`).join('; ')}`,
    );
  }
  return parsed.programme;
}

export function createClientsService(repository: ClientsRepository, clock: Clock) {
  let snapshot: { loadedAt: number; clients: ClientRecord[] } | undefined;
  let loading: Promise<ClientRecord[]> | undefined;

  function reload(): Promise<ClientRecord[]> {
    loading ??= repository
      .findAll()
      .then((clients) => {
        snapshot = { loadedAt: clock.now().getTime(), clients };
        return clients;
      })
      .finally(() => {
        loading = undefined;
      });
    return loading;
  }

  /** Clients are few and read on every call, so each process keeps the list in memory. */
  async function allClients(): Promise<ClientRecord[]> {
    if (!snapshot || clock.now().getTime() - snapshot.loadedAt > CLIENT_LIST_REFRESH_MS) return reload();
    return snapshot.clients;
  }

  /** Each client's programme parsed once per application of its definition (the row's updatedAt). */
  const programmes = new Map<number, { loadedAt: number; updatedAt: number; programme: ProgrammeDefinition | null }>();

  async function programmeFor(clientId: number): Promise<ProgrammeDefinition | null> {
    await allClients();
    const loadedAt = snapshot?.loadedAt ?? 0;
    const cached = programmes.get(clientId);
    if (cached && cached.loadedAt === loadedAt) return cached.programme;
    const row = await repository.findProgramme(clientId);
    const updatedAt = row?.updatedAt.getTime() ?? 0;
    if (cached && cached.updatedAt === updatedAt) {
      programmes.set(clientId, { ...cached, loadedAt });
      return cached.programme;
    }
    const programme = row?.programme == null ? null : storedProgramme(clientId, row.programme);
    programmes.set(clientId, { loadedAt, updatedAt, programme });
    return programme;
  }

  return {
    /**
     * The rewards programme the client runs (decision 0031), parsed and kept until its definition
     * is applied again (seen within CLIENT_LIST_REFRESH_MS); null when it runs none.
     */
    programmeFor,

    async findClientById(id: number): Promise<ClientRecord | undefined> {
      return (await allClients()).find((client) => client.configuration.id === id);
    },

    async findClient(abbreviation: string): Promise<ClientRecord | undefined> {
      return (await allClients()).find((client) => client.configuration.abbreviation === abbreviation);
    },

    /** The configured default client, or else the first one set up. */
    async findDefaultClient(configured: string | undefined): Promise<ClientRecord | undefined> {
      const all = await allClients();
      return configured === undefined ? all[0] : all.find((client) => client.configuration.abbreviation === configured.toUpperCase());
    },

    async findClientForHost(hostname: string): Promise<ClientRecord | undefined> {
      const host = hostname.toLowerCase();
      return (await allClients()).find((client) => client.hostnames.includes(host));
    },

    async getDocument(client: ClientRecord, title: string): Promise<PublicDocument> {
      const { slug, languageCd } = documentLocator(title);
      const document = await repository.findDocument(client.configuration.id, slug, languageCd);
      if (!document) throw new AppError('NOT_FOUND', 'There is no such document');
      return { slug, languageCd, title: document.title, body: document.body, updatedAt: document.updatedAt.toISOString() };
    },

    async getDisclaimer(client: ClientRecord, id: number): Promise<Disclaimer> {
      const disclaimer = await repository.findDisclaimer(client.configuration.id, id);
      if (!disclaimer) throw new AppError('NOT_FOUND', 'There is no such disclaimer');
      return { id: disclaimer.id, displayOrder: disclaimer.displayOrder, title: disclaimer.title, body: disclaimer.body };
    },

    /** Reads the list afresh on the next call: something that shapes a configuration changed. */
    forgetClientList(): void {
      snapshot = undefined;
    },

    async applyDefinition(definition: ClientDefinition): Promise<number> {
      const id = await repository.applyDefinition(definition);
      snapshot = undefined;
      return id;
    },
  };
}

export type ClientsService = ReturnType<typeof createClientsService>;
