import { STANDING_DESCRIPTION_MAX, STANDING_EVERY_MAX, STANDING_TITLE_MAX } from '@pawroute/domain';
import { useId } from 'react';
import { monthlyLabel, WEEKDAY_LABELS, WEEKDAYS, type Frequency, type MonthlyBy, type RecurrenceDraft } from './recurrence';

interface Props {
  draft: RecurrenceDraft;
  errors: Partial<Record<keyof RecurrenceDraft, string>>;
  disabled?: boolean;
  onChange(draft: RecurrenceDraft): void;
}

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <span id={id} className="field__error" role="alert">
      {message}
    </span>
  ) : null;
}

/** Title, description, start and end dates, and the repeat rule of a standing appointment. */
export function RecurrenceFields({ draft, errors, disabled = false, onChange }: Props) {
  const id = useId();
  const set = <K extends keyof RecurrenceDraft>(key: K, value: RecurrenceDraft[K]) => onChange({ ...draft, [key]: value });
  const invalid = (key: keyof RecurrenceDraft) => (errors[key] ? { 'aria-invalid': true, 'aria-describedby': `${id}-${key}-error` } : {});
  return (
    <div className="recurrence">
      <div className={`field${errors.title ? ' field--invalid' : ''}`}>
        <label htmlFor={`${id}-title`}>
          Title <span className="field__required" aria-hidden="true">*</span>
        </label>
        <input id={`${id}-title`} value={draft.title} maxLength={STANDING_TITLE_MAX} disabled={disabled} onChange={(e) => set('title', e.target.value)} {...invalid('title')} />
        <FieldError id={`${id}-title-error`} message={errors.title} />
      </div>
      <div className="field">
        <label htmlFor={`${id}-description`}>Description</label>
        <textarea
          id={`${id}-description`}
          rows={2}
          value={draft.description}
          maxLength={STANDING_DESCRIPTION_MAX}
          disabled={disabled}
          onChange={(e) => set('description', e.target.value)}
        />
      </div>
      <div className="recurrence__grid">
        <div className={`field${errors.startDate ? ' field--invalid' : ''}`}>
          <label htmlFor={`${id}-start`}>
            Start date <span className="field__required" aria-hidden="true">*</span>
          </label>
          <input id={`${id}-start`} type="date" value={draft.startDate} disabled={disabled} onChange={(e) => set('startDate', e.target.value)} {...invalid('startDate')} />
          <FieldError id={`${id}-startDate-error`} message={errors.startDate} />
        </div>
        <div className={`field${errors.endDate ? ' field--invalid' : ''}`}>
          <label htmlFor={`${id}-end`}>End date (optional)</label>
          <input id={`${id}-end`} type="date" value={draft.endDate} min={draft.startDate || undefined} disabled={disabled} onChange={(e) => set('endDate', e.target.value)} {...invalid('endDate')} />
          <FieldError id={`${id}-endDate-error`} message={errors.endDate} />
        </div>
      </div>
      <fieldset className="recurrence__repeat" disabled={disabled}>
        <legend>Repeat</legend>
        <div className="recurrence__grid">
          <div className={`field${errors.every ? ' field--invalid' : ''}`}>
            <label htmlFor={`${id}-every`}>Every</label>
            <div className="recurrence__every">
              <input
                id={`${id}-every`}
                type="number"
                inputMode="numeric"
                min={1}
                max={STANDING_EVERY_MAX}
                step={1}
                value={draft.every}
                onChange={(e) => set('every', e.target.value)}
                {...invalid('every')}
              />
              <select aria-label="Unit" value={draft.frequency} onChange={(e) => set('frequency', e.target.value as Frequency)}>
                <option value="weekly">{Number(draft.every) === 1 ? 'week' : 'weeks'}</option>
                <option value="monthly">{Number(draft.every) === 1 ? 'month' : 'months'}</option>
              </select>
            </div>
            <FieldError id={`${id}-every-error`} message={errors.every} />
          </div>
          {draft.frequency === 'monthly' && (
            <div className="field">
              <label htmlFor={`${id}-monthly`}>Monthly by day</label>
              <select id={`${id}-monthly`} value={draft.monthlyBy} onChange={(e) => set('monthlyBy', e.target.value as MonthlyBy)}>
                <option value="dayOfMonth">{monthlyLabel('dayOfMonth', draft.startDate)}</option>
                <option value="weekday">{monthlyLabel('weekday', draft.startDate)}</option>
              </select>
            </div>
          )}
        </div>
        {draft.frequency === 'weekly' && (
          <div className="recurrence__days" role="group" aria-label="On days">
            {WEEKDAYS.map((day) => (
              <label key={day} className="recurrence__day">
                <input
                  type="checkbox"
                  checked={draft.days.includes(day)}
                  onChange={(e) => set('days', e.target.checked ? [...draft.days, day] : draft.days.filter((d) => d !== day))}
                />
                <span title={WEEKDAY_LABELS[day]}>{WEEKDAY_LABELS[day].slice(0, 3)}</span>
              </label>
            ))}
          </div>
        )}
      </fieldset>
    </div>
  );
}
