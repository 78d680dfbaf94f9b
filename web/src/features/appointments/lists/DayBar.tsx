import { longDate } from '../../../lib/dates';

interface Props {
  /** 'YYYY-MM-DD' */
  date: string;
  /** The last day that may be shown ('YYYY-MM-DD'), if any. */
  max?: string;
  label: string;
  onChange(date: string): void;
  onStep(days: number): void;
}

/** Previous, the day as 'dddd, LL' with a date picker, Next (disabled at `max`). */
export function DayBar({ date, max, label, onChange, onStep }: Props) {
  const atMax = max !== undefined && date >= max;
  return (
    <nav className="appt-day-bar" aria-label={label}>
      <button type="button" className="button button--secondary button--small" onClick={() => onStep(-1)}>
        Previous
      </button>
      <div className="appt-day-bar__date">
        <h2 className="appt-day-bar__title" aria-live="polite">
          {longDate(date)}
        </h2>
        <input
          type="date"
          className="appt-day-bar__picker"
          aria-label="Pick a day"
          value={date}
          max={max}
          onChange={(event) => {
            const value = event.target.value;
            if (/^\d{4}-\d{2}-\d{2}$/.test(value)) onChange(max !== undefined && value > max ? max : value);
          }}
        />
      </div>
      <button type="button" className="button button--secondary button--small appt-day-bar__next" onClick={() => onStep(1)} disabled={atMax}>
        Next
      </button>
    </nav>
  );
}
