import { isMoney, MANAGEMENT_MESSAGES, moneyToCents, updateDefaultCancelFeeSchema, type UpdateDefaultCancelFeeBody } from '@pawroute/domain';
import { useState } from 'react';
import { toast } from 'sonner';
import { isApiError } from '../../../lib/apiClient';
import { feeInput, useDefaultCancelFee } from '../../../lib/defaultCancelFee';
import { useManagementWrite } from '../api';

/**
 * Other → Default Cancel Fee (part 2 §3 fees): the amount the cancel dialog offers when an
 * appointment is cancelled (still editable there). Blank or 0 offers no fee. The server checks the same
 * schema.
 */
export function CancelFeeSetting() {
  const current = useDefaultCancelFee();
  const save = useManagementWrite<UpdateDefaultCancelFeeBody>('updateDefaultCancelFee');
  const [typed, setTyped] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const value = typed ?? (current.data ? feeInput(current.data.defaultCancelFee) : '');
  const submit = () => {
    const text = value.trim();
    if (text !== '' && !isMoney(text)) return setError(MANAGEMENT_MESSAGES.money);
    const parsed = updateDefaultCancelFeeSchema.safeParse({ defaultCancelFee: text === '' ? 0 : moneyToCents(text) });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? MANAGEMENT_MESSAGES.money);
    setError(null);
    save.mutate(parsed.data, {
      onSuccess: () => {
        toast.success('Updated the default cancel fee');
        setTyped(null);
      },
      onError: (e) => toast.error(isApiError(e) && e.statusCode < 500 ? e.message : 'Failed to update other options'),
    });
  };
  return (
    <form
      className="mgmt-form"
      noValidate
      aria-label="Default cancel fee"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <label className={`field${error ? ' field--invalid' : ''}`}>
        Default Cancel Fee ($)
        <input
          inputMode="decimal"
          placeholder="0.00"
          value={value}
          onChange={(e) => setTyped(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby="default-cancel-fee-help"
        />
        <span id="default-cancel-fee-help" className="muted">
          {error ?? 'Offered when an appointment is cancelled; blank for none.'}
        </span>
      </label>
      {current.isError && <p role="alert">Failed to get the default cancel fee</p>}
      <button type="submit" className="button" disabled={save.isPending || current.isLoading}>
        Save
      </button>
    </form>
  );
}
