import type { Projector } from './runner/projector';

/** Every projector the runner keeps up to date, in no particular order. */
export const allProjectors: Projector[] = [];
