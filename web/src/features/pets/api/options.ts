import type { OptionsResponse } from '@pawroute/domain';

/** The part of getOptions the pet forms pick from (breeds and animal types); a `select` for options' useOptions. */
export const petOptionsOf = (options: OptionsResponse) => ({ breeds: options.breeds, animalTypes: options.animalTypes });
