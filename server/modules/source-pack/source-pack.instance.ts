import type { AppDeps } from '../../types';
import { sourcePackService, type SourcePackService } from './source-pack.service';

/** One service per app (its running builds are shared by the routes and by generation). */
const byDeps = new WeakMap<AppDeps, SourcePackService>();

export function sourcePackServiceOf(deps: AppDeps): SourcePackService {
  let service = byDeps.get(deps);
  if (!service) {
    service = sourcePackService(deps.database.db, deps.config);
    byDeps.set(deps, service);
  }
  return service;
}
