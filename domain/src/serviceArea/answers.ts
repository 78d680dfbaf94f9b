import type { ServiceArea } from './settings';

/** GET serviceArea/get and POST serviceArea/update answer the setting. */
export interface ServiceAreaAnswer {
  serviceArea: ServiceArea;
}
