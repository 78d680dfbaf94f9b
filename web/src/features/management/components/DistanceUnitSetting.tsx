import { updateDistanceUnitSchema, type DistanceUnit, type UpdateDistanceUnitBody } from '@pawroute/domain';
import { useDistanceUnitSetting } from '../../../lib/distanceUnit';
import { ChoiceSetting } from './ChoiceSetting';

/** Other → "Distances in": miles (the default for a US business) or kilometres, wherever the route shows a distance. */
export function DistanceUnitSetting() {
  const current = useDistanceUnitSetting();
  return (
    <ChoiceSetting<DistanceUnit, UpdateDistanceUnitBody>
      label="Distances in"
      path="updateDistanceUnit"
      choices={[
        { value: 'mi', label: 'Miles' },
        { value: 'km', label: 'Kilometres' },
      ]}
      current={current.data?.distanceUnit ?? 'mi'}
      loadFailed={current.isError}
      loading={current.isLoading}
      body={(distanceUnit) => {
        const parsed = updateDistanceUnitSchema.safeParse({ distanceUnit });
        return parsed.success ? { body: parsed.data } : { error: parsed.error.issues[0]?.message ?? 'Choose miles or kilometres.' };
      }}
      saved={(unit) => `Distances now in ${unit === 'mi' ? 'miles' : 'kilometres'}`}
    />
  );
}
