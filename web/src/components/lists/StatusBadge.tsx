import type { AppointmentStatus } from '@pawroute/domain';
import { statusLabel } from '../../lib/listFormat';
import './lists.css';

/** A status in start case, in its colour (part 1 §4); a standing one is flagged Standing. */
export function StatusBadge({ status, standing = false }: { status: AppointmentStatus; standing?: boolean }) {
  return (
    <span className="appt-badge-line">
      <span className={`appt-badge appt-badge--${status}`}>{statusLabel(status)}</span>
      {standing && <span className="appt-badge appt-badge--standing">Standing</span>}
    </span>
  );
}
