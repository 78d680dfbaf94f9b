import type { AppServices } from '../http/services';
import { osrmRouter, withEstimateFallback } from './osrm';
import type { Router } from './port';
import { straightLineRouter } from './straightLine';

const routers = new WeakMap<object, Router>();

/** The process's router: OSRM at OSRM_URL (falling back to the estimate when it fails), else the estimate. */
export function routerFor(services: Pick<AppServices, 'config'> & Partial<Pick<AppServices, 'logger'>>): Router {
  let router = routers.get(services.config);
  if (!router) {
    const { osrmUrl, averageSpeedKmh } = services.config;
    const estimate = straightLineRouter(averageSpeedKmh);
    router = osrmUrl
      ? withEstimateFallback(osrmRouter(osrmUrl), estimate, (message) => services.logger?.warn({ osrmUrl }, `OSRM failed, using the straight-line estimate: ${message}`))
      : estimate;
    routers.set(services.config, router);
  }
  return router;
}
