import { fullName } from '@pawroute/domain';
import { useState } from 'react';
import { DayRoute } from './DayRoute';
import { businessToday as todayIso } from '../../lib/businessTime';
import { useOptions } from '../options';


/**
 * /dashboard/route (ViewAllAppointments): the office's view of one stylist's day on the road: pins,
 * drive times, warnings, and 'Suggest order'.
 */
export function RouteDayPage() {
  const stylists = useOptions((options) => options.stylists.filter((s) => !s.isNoLongerWorking));
  const [date, setDate] = useState(todayIso());
  const [picked, setPicked] = useState<number | null>(null);
  const employeeId = picked ?? stylists.data?.[0]?.userId ?? null;
  return (
    <div className="daily">
      <h1>Routes</h1>
      <div className="route__toolbar panel">
        <label className="field">
          <span>Stylist</span>
          <select value={employeeId ?? ''} onChange={(e) => setPicked(Number(e.target.value))} aria-label="Stylist">
            {(stylists.data ?? []).map((s) => (
              <option key={s.userId} value={s.userId}>
                {fullName({ firstName: s.firstName, lastName: s.lastName })}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span>Date</span>
          <input type="date" value={date} onChange={(e) => e.target.value && setDate(e.target.value)} aria-label="Date" />
        </label>
      </div>
      {employeeId !== null ? <DayRoute employeeId={employeeId} date={date} office title="The day's route" /> : <p className="muted">No stylists.</p>}
    </div>
  );
}
