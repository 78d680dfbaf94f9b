import type { Projector } from './runner/projector';
import { optionsProjector } from './options/projector';
import { customersProjector } from './customers/projector';
import { commentsProjector } from './comments/projector';

/** Every projector the runner keeps up to date, in no particular order. */
export const allProjectors: Projector[] = [optionsProjector, customersProjector, commentsProjector];
