import type { ExceptionEventInput } from '@pawroute/domain';
import { useState, type FormEvent } from 'react';
import { fromRule, toRule, WEEKDAY_LABELS, WEEKDAYS, weekdayOf, type Frequency, type Repeat } from './recurrence';

export interface ExceptionDraft {
  ID: number | null;
  isWorking: boolean;
  title: string;
  startDate: string;
  endDate: string;
  startTime: string;
  endTime: string;
  isAllDay: boolean;
  isRecurring: boolean;
  rrule: string;
  repeatFrom: string;
  repeatUntil: string;
}

interface Props {
  draft: ExceptionDraft;
  busy: boolean;
  error: string | null;
  onSave(body: { isWorking: boolean; event: ExceptionEventInput }): void;
  onDelete(): void;
  onCancel(): void;
}

/**
 * One schedule exception (part 2 §5.7): title, dates, times unless all-day (12:00 AM-11:59 PM), and a
 * repeat rule. The recurring flag is fixed once the exception exists. The server checks and answers
 * the messages; this form shows them.
 */
export function ExceptionForm({ draft, busy, error, onSave, onDelete, onCancel }: Props) {
  const [d, setD] = useState(draft);
  const [repeat, setRepeat] = useState<Repeat>(() =>
    draft.rrule ? fromRule(draft.rrule) : { freq: 'WEEKLY', interval: 1, days: [weekdayOf(draft.startDate || '2000-01-01')] },
  );
  const set = <K extends keyof ExceptionDraft>(key: K, value: ExceptionDraft[K]) => setD((prev) => ({ ...prev, [key]: value }));
  const isNew = d.ID === null;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSave({
      isWorking: d.isWorking,
      event: {
        title: d.title,
        startDate: d.startDate,
        endDate: d.endDate,
        startTime: d.isAllDay ? null : d.startTime,
        endTime: d.isAllDay ? null : d.endTime,
        isAllDay: d.isAllDay,
        isRecurring: d.isRecurring,
        RecurringPattern: d.isRecurring ? { rrule: toRule(repeat), startDate: d.repeatFrom || d.startDate, endDate: d.repeatUntil || null } : null,
      },
    });
  };

  return (
    <form className="form exception-form" onSubmit={submit} noValidate aria-label={isNew ? 'New exception' : 'Edit exception'}>
      {error && (
        <p className="form__error" role="alert">
          {error}
        </p>
      )}
      <div className="field">
        <label htmlFor="exception-title">
          Title <span className="field__required" aria-hidden="true">*</span>
        </label>
        <input id="exception-title" value={d.title} maxLength={100} onChange={(e) => set('title', e.target.value)} />
      </div>
      <div className="toggle-row">
        <label className="check">
          <input type="checkbox" checked={d.isAllDay} onChange={(e) => set('isAllDay', e.target.checked)} /> All day
        </label>
        <label className="check">
          <input type="checkbox" checked={d.isWorking} onChange={(e) => set('isWorking', e.target.checked)} /> Working
        </label>
        <label className="check">
          <input type="checkbox" checked={d.isRecurring} disabled={!isNew} onChange={(e) => set('isRecurring', e.target.checked)} /> Repeats
        </label>
      </div>
      <div className="form__grid exception-form__grid">
        <div className="field">
          <label htmlFor="exception-start-date">Start date</label>
          <input id="exception-start-date" type="date" value={d.startDate} onChange={(e) => set('startDate', e.target.value)} />
        </div>
        {!d.isAllDay && (
          <div className="field">
            <label htmlFor="exception-start-time">Start time</label>
            <input id="exception-start-time" type="time" value={d.startTime} onChange={(e) => set('startTime', e.target.value)} />
          </div>
        )}
        <div className="field">
          <label htmlFor="exception-end-date">End date</label>
          <input id="exception-end-date" type="date" value={d.endDate} onChange={(e) => set('endDate', e.target.value)} />
        </div>
        {!d.isAllDay && (
          <div className="field">
            <label htmlFor="exception-end-time">End time</label>
            <input id="exception-end-time" type="time" value={d.endTime} onChange={(e) => set('endTime', e.target.value)} />
          </div>
        )}
      </div>
      {d.isRecurring && (
        <fieldset className="form__section exception-form__repeat">
          <legend>Repeat</legend>
          <div className="form__grid exception-form__grid">
            <div className="field">
              <label htmlFor="exception-freq">Frequency</label>
              <select id="exception-freq" value={repeat.freq} onChange={(e) => setRepeat({ ...repeat, freq: e.target.value as Frequency })}>
                <option value="WEEKLY">Weekly</option>
                <option value="MONTHLY">Monthly</option>
                <option value="YEARLY">Yearly</option>
              </select>
            </div>
            <div className="field">
              <label htmlFor="exception-interval">Every</label>
              <input
                id="exception-interval"
                type="number"
                min={1}
                max={99}
                step={1}
                value={repeat.interval}
                onChange={(e) => setRepeat({ ...repeat, interval: Math.max(1, Math.min(99, Math.trunc(Number(e.target.value)) || 1)) })}
              />
            </div>
            <div className="field">
              <label htmlFor="exception-repeat-from">Repeat from</label>
              <input id="exception-repeat-from" type="date" value={d.repeatFrom} onChange={(e) => set('repeatFrom', e.target.value)} />
            </div>
            <div className="field">
              <label htmlFor="exception-repeat-until">Until (optional)</label>
              <input id="exception-repeat-until" type="date" value={d.repeatUntil} onChange={(e) => set('repeatUntil', e.target.value)} />
            </div>
          </div>
          {repeat.freq === 'WEEKLY' && (
            <div className="toggle-row" role="group" aria-label="On days">
              {WEEKDAYS.map((day) => (
                <label key={day} className="check">
                  <input
                    type="checkbox"
                    checked={repeat.days.includes(day)}
                    onChange={(e) => setRepeat({ ...repeat, days: e.target.checked ? [...repeat.days, day] : repeat.days.filter((x) => x !== day) })}
                  />{' '}
                  {WEEKDAY_LABELS[day]}
                </label>
              ))}
            </div>
          )}
        </fieldset>
      )}
      <div className="form__actions">
        {!isNew && (
          <button type="button" className="button button--secondary exception-form__delete" onClick={onDelete} disabled={busy}>
            Delete
          </button>
        )}
        <button type="button" className="button button--secondary" onClick={onCancel} disabled={busy}>
          Cancel
        </button>
        <button type="submit" className="button button--primary" disabled={busy}>
          {isNew ? 'Create' : 'Save'}
        </button>
      </div>
    </form>
  );
}
