import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config';
import type { FeedKind } from '../feeds/feed-kind';
import type { SharedServices } from '../shared-services';

/**
 * The shared services and the services `D` of areas listed before this one in AREA_MODULES, which
 * the composition hands in (services.ts): how one area uses another's without importing it.
 */
export type SharedServicesAnd<D extends object> = SharedServices & D;

/** What routes may need beyond services: the configuration, and whether the portal is served over https. */
export interface RouteSettings {
  readonly config: AppConfig;
  readonly https: boolean;
}

/** The options `npm run portal -- <command>` accepts. */
export interface CommandOptions {
  readonly client?: string;
  readonly username?: string;
  readonly name?: string;
  readonly role?: string;
  readonly file?: string;
  readonly port?: string;
  readonly portal?: string;
  readonly report?: string;
  readonly out?: string;
  /** The plan's member number (survey links, messages). */
  readonly member?: string;
  /** A cohort's code, as the plan's roster names it (messages). */
  readonly cohort?: string;
  /** A questionnaire type (survey links and invitations). */
  readonly type?: string;
  /** A survey link's lifetime in days. */
  readonly days?: string;
  /** A folder to read (a learning library). */
  readonly dir?: string;
  /** A device file's format (tracking import). */
  readonly format?: string;
}

/** A command of `npm run portal`; `usage` is its part of the help text, from its words on. */
export type AreaCommand<S> =
  | {
      readonly usage: string;
      readonly standalone?: false;
      run(services: S & SharedServices, args: readonly string[], options: CommandOptions): Promise<number>;
    }
  | {
      readonly usage: string;
      /** Runs without the database (a running portal may hold it), so it gets no services. */
      readonly standalone: true;
      run(args: readonly string[], options: CommandOptions): Promise<number>;
    };

/** Work the area runs by itself, in the API process or a worker. */
export interface AreaJob<S> {
  readonly name: string;
  run(services: S & SharedServices, now: Date): Promise<void>;
}

/**
 * Everything one area contributes to the server and the command line. `services` builds the
 * area's services from the shared ones, once per process; the rest receive them. Its commands
 * read its own services, unless it names others in `R` (the demo loads through several areas).
 */
export interface AreaModule<S extends object, R extends object = S> {
  readonly name: string;
  services(shared: SharedServices): S;
  /** Hooks the area adds to every API call, before the client and the member are resolved. */
  plugins?(api: FastifyInstance, services: S & SharedServices, settings: RouteSettings): Promise<void>;
  routes?(api: FastifyInstance, services: S & SharedServices, settings: RouteSettings): Promise<void>;
  readonly commands?: Readonly<Record<string, AreaCommand<R>>>;
  /** The kinds of plan file the area reads, built from its services (the feeds framework runs them). */
  readonly feedKinds?: (services: S & SharedServices) => readonly FeedKind[];
  readonly jobs?: readonly AreaJob<S>[];
}

export function defineModule<S extends object, R extends object = S>(module: AreaModule<S, R>): AreaModule<S, R> {
  return module;
}
