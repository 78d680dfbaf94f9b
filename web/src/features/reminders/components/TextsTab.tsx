import { reminderSettingsBodySchema, type ReminderOffset, type ReminderSettings } from '@pawroute/domain';
import { useEffect, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { isApiError } from '../../../lib/apiClient';
import { useReminderSettings, useSaveReminderSettings } from '../api';
import { VaccineReminderSettings } from './VaccineReminderSettings';

const LABELS = { first: 'First reminder', second: 'Second reminder' } as const;

/**
 * Management > Texts (docs/TEXTS.md "Reminders"; docs/RULES.md REM-OFFSET, REM-QUIET): the first and
 * second appointment reminders, each on or off, N days or N hours before, and the quiet hours that
 * hold automatic texts; and how long before a required vaccine expires its reminder goes (VAC-REMIND).
 */
export function TextsTab() {
  const current = useReminderSettings();
  const save = useSaveReminderSettings();
  const [form, setForm] = useState<ReminderSettings | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (current.data) setForm(current.data);
  }, [current.data]);

  function submit(e: FormEvent) {
    e.preventDefault();
    const checked = reminderSettingsBodySchema.safeParse(form);
    if (!checked.success) return setError('Each reminder needs 1 to 30 days or hours, and the quiet hours a start and an end.');
    setError(null);
    save.mutate(checked.data, {
      onSuccess: () => toast.success('Saved the reminder settings'),
      onError: (err) => toast.error(isApiError(err) && err.statusCode < 500 ? err.message : 'Failed to save the reminder settings'),
    });
  }
  const setOffset = (which: 'first' | 'second', patch: Partial<ReminderOffset>) => form && setForm({ ...form, [which]: { ...form[which], ...patch } });

  return (
    <section className="panel" aria-labelledby="texts-heading">
      <h2 id="texts-heading">Texts</h2>
      {current.isError && <p role="alert">Failed to retrieve the reminder settings</p>}
      {form && (
        <form onSubmit={submit}>
          {(['first', 'second'] as const).map((which) => (
            <fieldset key={which}>
              <legend>{LABELS[which]}</legend>
              <label>
                <input type="checkbox" checked={form[which].enabled} onChange={(e) => setOffset(which, { enabled: e.target.checked })} /> Send it
              </label>{' '}
              <label>
                <input
                  type="number"
                  min={1}
                  max={30}
                  aria-label={`${LABELS[which]}: how many`}
                  value={form[which].amount}
                  onChange={(e) => setOffset(which, { amount: Number(e.target.value) })}
                />
              </label>{' '}
              <select aria-label={`${LABELS[which]}: days or hours`} value={form[which].unit} onChange={(e) => setOffset(which, { unit: e.target.value as 'days' | 'hours' })}>
                <option value="days">days before</option>
                <option value="hours">hours before</option>
              </select>
            </fieldset>
          ))}
          <fieldset>
            <legend>Quiet hours (texts wait until they end)</legend>
            <label>
              From <input type="time" value={form.quietStart} onChange={(e) => setForm({ ...form, quietStart: e.target.value })} />
            </label>{' '}
            <label>
              to <input type="time" value={form.quietEnd} onChange={(e) => setForm({ ...form, quietEnd: e.target.value })} />
            </label>
          </fieldset>
          {error && <p role="alert">{error}</p>}
          <button type="submit" className="button" disabled={save.isPending}>
            Save
          </button>
        </form>
      )}
      <VaccineReminderSettings />
    </section>
  );
}
