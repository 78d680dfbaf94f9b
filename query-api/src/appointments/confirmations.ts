import {
  CONFIRMATION_BOARD_STATUSES,
  confirmationState,
  nextBusinessDays,
  type ConfirmationBoard,
} from '@pawroute/domain';
import type { SqlExecutor } from '@pawroute/platform';
import { selectAppointmentRows } from '@pawroute/projections';

interface MailRow {
  appointment_id: number;
  sent_at: Date | string | null;
  sent_for_date: string | null;
  sent_for_time: string | null;
  sent_to: string | null;
  send_count: number;
  opened_at: Date | string | null;
}

const iso = (value: Date | string | null): string | null => (value === null ? null : new Date(value).toISOString());

/**
 * The confirmation board: the upcoming appointments of the next two business days after
 * `today`, each with where its confirmation email stands (domain confirmationBoard.ts), by date and
 * time. `onlyUnconfirmed` leaves out the confirmed ones.
 */
export async function readConfirmationBoard(
  db: SqlExecutor,
  { today, now, onlyUnconfirmed, timeZone }: { today: string; now: Date; onlyUnconfirmed: boolean; timeZone: string },
): Promise<ConfirmationBoard> {
  const days = nextBusinessDays(today);
  const appointments = await selectAppointmentRows(db, {
    where: 'a.date = ANY($1::text[]) AND a.status = ANY($2::text[]) AND NOT a.is_deleted',
    params: [days, [...CONFIRMATION_BOARD_STATUSES]],
  });
  const mails = new Map<number, MailRow>();
  if (appointments.length > 0) {
    // The table is created by its projector on first start; before that, nothing was sent.
    const { rows: exists } = await db.query<{ ok: boolean }>(`SELECT to_regclass('appointment_confirmations') IS NOT NULL AS ok`);
    if (exists[0]?.ok) {
      const { rows } = await db.query<MailRow>(
        `SELECT appointment_id, sent_at, sent_for_date, sent_for_time, sent_to, send_count, opened_at
           FROM appointment_confirmations WHERE appointment_id = ANY($1::int[])`,
        [appointments.map((a) => a.ID)],
      );
      for (const row of rows) mails.set(Number(row.appointment_id), row);
    }
  }
  const rows = appointments.map((appointment) => {
    const mail = mails.get(appointment.ID);
    const sentAt = iso(mail?.sent_at ?? null);
    const openedAt = iso(mail?.opened_at ?? null);
    const state = confirmationState(
      {
        status: appointment.status,
        appointmentDate: appointment.date,
        startTime: appointment.start,
        sentAt,
        sentForDate: mail?.sent_for_date ?? null,
        sentForTime: mail?.sent_for_time ?? null,
        openedAt,
      },
      now,
    );
    return { appointment, state, sentAt, sentTo: mail?.sent_to ?? null, sendCount: Number(mail?.send_count ?? 0), openedAt };
  });
  return { days, timeZone, rows: onlyUnconfirmed ? rows.filter((r) => r.state !== 'confirmed') : rows };
}
