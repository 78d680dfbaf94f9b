import type { Projector } from './runner/projector';
import { optionsProjector } from './options/projector';
import { customersProjector } from './customers/projector';

/** Every projector the runner keeps up to date, in no particular order. */
export const allProjectors: Projector[] = [optionsProjector, customersProjector];
