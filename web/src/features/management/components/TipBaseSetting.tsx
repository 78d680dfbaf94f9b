import { TIP_BASE_LABELS, updateTipBaseSchema, type TipBase, type UpdateTipBaseBody } from '@pawroute/domain';
import { useTipBase } from '../../../lib/tipBase';
import { ChoiceSetting } from './ChoiceSetting';

/**
 * Other → "Tip percentages apply to" (docs/RULES.md TIP-BASE): the whole total (part 2's "a percent of
 * the total fee", the default) or the groom only (less discounts). The tip step takes its percents of
 * it and the server checks a percent tip against it.
 */
export function TipBaseSetting() {
  const current = useTipBase();
  return (
    <ChoiceSetting<TipBase, UpdateTipBaseBody>
      label="Tip percentages apply to"
      path="updateTipBase"
      choices={[
        { value: 'total', label: 'The whole total (trip fee, fuel and tax included)' },
        { value: 'groomOnly', label: 'The groom only (less discounts)' },
      ]}
      current={current.data?.tipBase ?? 'total'}
      loadFailed={current.isError}
      loading={current.isLoading}
      body={(tipBase) => {
        const parsed = updateTipBaseSchema.safeParse({ tipBase });
        return parsed.success ? { body: parsed.data } : { error: parsed.error.issues[0]?.message ?? 'Choose the whole total or the groom only.' };
      }}
      saved={(base) => `Tip percentages now apply to ${TIP_BASE_LABELS[base]}`}
    />
  );
}
