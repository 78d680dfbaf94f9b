import { TIP_BASE_LABELS, TIP_BASES, updateTipBaseSchema, type TipBase } from '@pawroute/domain';
import { useState } from 'react';
import { toast } from 'sonner';
import { isApiError } from '../../../lib/apiClient';
import { useTipBase } from '../../../lib/tipBase';
import { useManagementWrite } from '../api';

/**
 * Other → "Tip percentages apply to" (docs/RULES.md TIP-BASE): the whole total (part 2's "a percent of
 * the total fee", the default) or the groom only (less discounts). The tip step takes its percents of
 * it and the server checks a percent tip against it. The server checks the same schema.
 */
export function TipBaseSetting() {
  const current = useTipBase();
  const save = useManagementWrite<{ tipBase: TipBase }>('updateTipBase');
  const [picked, setPicked] = useState<TipBase | null>(null);
  const value = picked ?? current.data?.tipBase ?? 'total';
  const submit = () => {
    const parsed = updateTipBaseSchema.safeParse({ tipBase: value });
    if (!parsed.success) return toast.error(parsed.error.issues[0]?.message ?? 'Choose the whole total or the groom only.');
    save.mutate(parsed.data, {
      onSuccess: () => {
        toast.success(`Tip percentages now apply to ${TIP_BASE_LABELS[parsed.data.tipBase]}`);
        setPicked(null);
      },
      onError: (e) => toast.error(isApiError(e) && e.statusCode < 500 ? e.message : 'Failed to update other options'),
    });
  };
  return (
    <form
      className="mgmt-form"
      noValidate
      aria-label="Tip percentages"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <fieldset className="field">
        <legend>Tip percentages apply to</legend>
        {TIP_BASES.map((base) => (
          <label key={base} className="mgmt-radio">
            <input type="radio" name="tipBase" value={base} checked={value === base} onChange={() => setPicked(base)} />
            {base === 'total' ? 'The whole total (trip fee, fuel and tax included)' : 'The groom only (less discounts)'}
          </label>
        ))}
      </fieldset>
      {current.isError && <p role="alert">Failed to get the tip setting</p>}
      <button type="submit" className="button" disabled={save.isPending || current.isLoading}>
        Save
      </button>
    </form>
  );
}
