import { isMapsco } from '../shared/validators';
import { SERVICE_AREA_MESSAGES as M } from './messages';
import type { ServiceArea } from './settings';

/** What is known of an address when the area is decided; `driveMinutes` only for `driveTime` (null: not located). */
export interface ServiceAreaFacts {
  zipcode: string | null | undefined;
  mapsco: string | null | undefined;
  driveMinutes?: number | null;
}

export type ServiceAreaVerdict =
  | { inside: true }
  | { inside: false; reason: 'mapsco' | 'zip' | 'driveTime' | 'unlocated'; message: string; field: 'mapsco' | 'zipcode' | 'address' };

const zip5 = (zipcode: string | null | undefined) => (zipcode ?? '').trim().slice(0, 5);

/**
 * Inside the service area? (docs/RULES.md "Service area"). The one rule the estimate save, the
 * office's scheduling (through the estimate) and online booking use:
 * - mapsco: a valid Mapsco (part 1's estimate rule);
 * - zip: the address's ZIP Code (its first 5 digits) is on the list;
 * - driveTime: the drive from the base address takes at most maxMinutes; an address the geocoder
 *   cannot place is not known to be inside.
 */
export function insideServiceArea(area: ServiceArea, facts: ServiceAreaFacts): ServiceAreaVerdict {
  switch (area.kind) {
    case 'mapsco':
      return facts.mapsco && isMapsco(facts.mapsco) ? { inside: true } : { inside: false, reason: 'mapsco', message: M.mapsco, field: 'mapsco' };
    case 'zip':
      return area.zipcodes.includes(zip5(facts.zipcode)) ? { inside: true } : { inside: false, reason: 'zip', message: M.zipOutside, field: 'zipcode' };
    case 'driveTime':
      if (facts.driveMinutes === null || facts.driveMinutes === undefined || !Number.isFinite(facts.driveMinutes)) {
        return { inside: false, reason: 'unlocated', message: M.unlocated, field: 'address' };
      }
      return facts.driveMinutes <= area.maxMinutes ? { inside: true } : { inside: false, reason: 'driveTime', message: M.driveOutside(area.maxMinutes), field: 'address' };
  }
}

/** Whether this kind asks for a Mapsco at all (the estimate form and /book show the field only then). */
export const areaNeedsMapsco = (area: Pick<ServiceArea, 'kind'>): boolean => area.kind === 'mapsco';
