import type { FeedKind } from './feeds/feed-kind';
import { AREA_MODULES } from './modules';
import { createSharedServices, type Infrastructure, type SharedServices } from './shared-services';

export type { Infrastructure };

type UnionToIntersection<U> = (U extends unknown ? (value: U) => void : never) extends (value: infer I) => void ? I : never;

/** What every area's module builds, side by side. */
type AreaServices = UnionToIntersection<ReturnType<(typeof AREA_MODULES)[number]['services']>>;

export type Services = SharedServices & AreaServices;

/**
 * The composition root: the shared services, then each area's from them, for the server and
 * the command line alike. Built once per process (the runtime hands the server its own).
 */
export function createServices(infrastructure: Infrastructure): Services {
  const shared = createSharedServices(infrastructure);
  const services: Record<string, unknown> = { ...shared };
  for (const module of AREA_MODULES) {
    // An area may use the services of the areas listed before it (the fulfilment area tells the
    // member's inbox that an order shipped), declared in its `services` parameter's type.
    const own = module.services({ ...shared, ...services });
    for (const [name, service] of Object.entries(own)) {
      if (name in services) throw new Error(`Two parts of the server name a service '${name}' (the second is ${module.name})`);
      services[name] = service;
    }
    const feedKinds = module.feedKinds as ((services: typeof own & SharedServices) => readonly FeedKind[]) | undefined;
    for (const kind of feedKinds?.({ ...shared, ...own }) ?? []) shared.feeds.add(kind);
  }
  return services as Services;
}
