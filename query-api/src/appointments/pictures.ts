import type { SqlExecutor } from '@pawroute/platform';
import { storedFileOfName, type StoredFile } from '../pictures';

/**
 * Appointment pictures (part 1 §3 Picture: name, visibleToCustomer). The write side names a picture
 * `<sha256>.<ext>` after its bytes (command-api/src/appointments/pictureRoutes.ts), so the blob is
 * found from the name alone; the extension gives the type.
 */
export async function readAppointmentPictures(db: SqlExecutor, appointmentId: number, onlyVisible: boolean): Promise<{ name: string; visibleToCustomer: boolean }[]> {
  const { rows } = await db.query<{ name: string; visible_to_customer: boolean }>(
    `SELECT name, visible_to_customer FROM appointment_pictures
      WHERE appointment_id = $1 AND (NOT $2::boolean OR visible_to_customer)
      ORDER BY added_at, name`,
    [appointmentId, onlyVisible],
  );
  return rows.map((r) => ({ name: r.name, visibleToCustomer: r.visible_to_customer }));
}

/** The stored bytes' hash and type of one picture, or null (not on the appointment, or hidden from a customer). */
export async function pictureBlob(db: SqlExecutor, appointmentId: number, fileName: string, onlyVisible: boolean): Promise<StoredFile | null> {
  const stored = storedFileOfName(fileName);
  if (!stored) return null;
  const { rows } = await db.query(
    `SELECT 1 FROM appointment_pictures WHERE appointment_id = $1 AND name = $2 AND (NOT $3::boolean OR visible_to_customer)`,
    [appointmentId, fileName, onlyVisible],
  );
  return rows.length === 0 ? null : stored;
}
