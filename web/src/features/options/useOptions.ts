import type { OptionsResponse } from '@pawroute/domain';
import { useQuery } from '@tanstack/react-query';
import { optionsQuery } from '../../lib/businessTime';

/** ['options']: the options projector pushes { scope: 'options' } (lib/liveInvalidation), so every picker refreshes at once. */
export const OPTIONS_KEY = ['options'] as const;

/**
 * GET /api/v4/getOptions: the lists every form picks from (stylists, breeds, services, user types,
 * reasons, cities...). One query for the whole app, the one lib/businessTime starts (optionsQuery: the
 * business's time zone comes with the options); `select` narrows it for one caller.
 */
export function useOptions<T = OptionsResponse>(select?: (options: OptionsResponse) => T) {
  return useQuery({ ...optionsQuery, select });
}
