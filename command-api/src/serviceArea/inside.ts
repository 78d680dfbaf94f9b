import {
  DomainError,
  SERVICE_AREA_STREAM,
  fold,
  insideServiceArea,
  serviceAreaDecider,
  type ServiceArea,
  type ServiceAreaVerdict,
} from '@pawroute/domain';
import { geocoderFor, routerFor, type CommandHandlerContext } from '@pawroute/platform';
import { streamEvents } from '../shared/loadStreams';

type Services = Pick<CommandHandlerContext, 'services'>;

/** The address as typed; what the area needs of it. */
export interface AreaAddress {
  address: string | null | undefined;
  city: string | null | undefined;
  state: string | null | undefined;
  zipcode: string | null | undefined;
  mapsco: string | null | undefined;
}

/** The service-area setting folded from its own stream (never a read model). */
export async function loadServiceArea(ctx: Services): Promise<ServiceArea> {
  return fold(serviceAreaDecider, (await streamEvents(ctx.services.store, SERVICE_AREA_STREAM)) as never[]);
}

/**
 * Minutes of driving from the base pin to the address (the geocoder port places it, the routing port
 * times it: OSRM or the straight-line estimate); null when the address cannot be placed.
 */
async function driveMinutesTo(ctx: Services, area: ServiceArea, address: AreaAddress): Promise<number | null> {
  if (area.baseLat === null || area.baseLng === null || !address.address?.trim()) return null;
  const geocoder = geocoderFor(ctx.services);
  if (geocoder.kind === 'off') return null;
  try {
    const found = await geocoder.geocode({ address: address.address, city: address.city ?? null, state: address.state ?? null, zipcode: address.zipcode ?? null });
    if (!found) return null;
    const matrix = await routerFor(ctx.services).table([{ lat: area.baseLat, lng: area.baseLng }, { lat: found.lat, lng: found.lng }]);
    const minutes = matrix.minutes[0]?.[1];
    return typeof minutes === 'number' && Number.isFinite(minutes) ? minutes : null;
  } catch {
    // A geocoder or router that cannot answer places nothing: the address is not known to be inside.
    return null;
  }
}

/** docs/RULES.md SA-ONE: inside the area under the current setting (the one function, with its facts gathered). */
export async function serviceAreaVerdict(ctx: Services, address: AreaAddress, area?: ServiceArea): Promise<ServiceAreaVerdict> {
  const setting = area ?? (await loadServiceArea(ctx));
  const driveMinutes = setting.kind === 'driveTime' ? await driveMinutesTo(ctx, setting, address) : null;
  return insideServiceArea(setting, { zipcode: address.zipcode, mapsco: address.mapsco, driveMinutes });
}

/** The estimate save's check (SA-ONE): outside is a 400 naming the address field, before any write. */
export async function assertInsideServiceArea(ctx: Services, address: AreaAddress, area?: ServiceArea): Promise<void> {
  const verdict = await serviceAreaVerdict(ctx, address, area);
  if (!verdict.inside) throw new DomainError(400, verdict.message, { [`address.${verdict.field}`]: verdict.message });
}
