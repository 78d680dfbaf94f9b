import { useQuery } from '@tanstack/react-query';
import { DEFAULT_DISTANCE_UNIT, type DistanceUnit, type DistanceUnitAnswer } from '@pawroute/domain';
import { api } from './apiClient';

/**
 * GET management/getDistanceUnit → { distanceUnit, isDefault } (Management's setting; none set: miles for a
 * US business, km otherwise). Under ['options', …] so a Management write refreshes it.
 */
export const distanceUnitKey = ['options', 'distanceUnit'] as const;

export const useDistanceUnitSetting = (enabled = true) =>
  useQuery({
    queryKey: distanceUnitKey,
    queryFn: ({ signal }) => api.get<DistanceUnitAnswer>('/api/v4/management/getDistanceUnit', undefined, signal),
    enabled,
    staleTime: 5 * 60_000,
  });

/** The unit every distance on screen is shown in (miles until the setting is known). */
export const useDistanceUnit = (): DistanceUnit => useDistanceUnitSetting().data?.distanceUnit ?? DEFAULT_DISTANCE_UNIT;
