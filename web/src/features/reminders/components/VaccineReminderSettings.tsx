import { petReminderSettingsBodySchema } from '@pawroute/domain';
import { useEffect, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { isApiError } from '../../../lib/apiClient';
import { usePetReminderSettings, useSavePetReminderSettings } from '../api';

/** Management > Texts: how many days before a required vaccine expires its customer is reminded, at 10:00 AM (docs/RULES.md VAC-REMIND). */
export function VaccineReminderSettings() {
  const current = usePetReminderSettings();
  const save = useSavePetReminderSettings();
  const [days, setDays] = useState<string>('');
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (current.data) setDays(String(current.data.vaccineDaysBefore));
  }, [current.data]);

  function submit(e: FormEvent) {
    e.preventDefault();
    const checked = petReminderSettingsBodySchema.safeParse({ vaccineDaysBefore: Number(days) });
    if (!days.trim() || !checked.success) return setError('Give 1 to 90 days.');
    setError(null);
    save.mutate(checked.data, {
      onSuccess: (a) => toast.success(a.message),
      onError: (err) => toast.error(isApiError(err) && err.statusCode < 500 ? err.message : 'Failed to save the vaccine reminder'),
    });
  }

  return (
    <form onSubmit={submit} aria-label="Vaccine expiry reminder">
      <fieldset>
        <legend>Vaccine expiry reminder (required vaccines, at 10:00 AM)</legend>
        {current.isError && <p role="alert">Failed to retrieve the vaccine reminder setting</p>}
        <label>
          <input type="number" min={1} max={90} aria-label="Vaccine expiry reminder: days before" value={days} onChange={(e) => setDays(e.target.value)} /> days before the
          vaccine expires
        </label>
      </fieldset>
      {error && <p role="alert">{error}</p>}
      <button type="submit" className="button" disabled={save.isPending || !current.data}>
        Save vaccine reminder
      </button>
    </form>
  );
}
