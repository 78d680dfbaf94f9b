import { enqueue, flushOutbox, isBrowserOffline, type Conflict, type QueuedAction } from '../../../lib/offline/outbox';
import { resizeForUpload } from '../../../lib/resizeImage';

/** POST appointments/uploadPicture (part 1 §5: appointmentId, visibleToCustomer, the file). */
export const UPLOAD_PATH = '/api/v4/appointments/uploadPicture';

export type PhotoLabel = 'Before' | 'After';

const LABELS_KEY = 'pawroute-photo-labels';

/** Before/After is the stylist's note on this device (the spec's Picture has name and visibleToCustomer only), kept by the content's sha256, which is the stored picture's name. */
function readLabels(): Record<string, PhotoLabel> {
  try {
    return JSON.parse(localStorage.getItem(LABELS_KEY) ?? '{}') as Record<string, PhotoLabel>;
  } catch {
    return {};
  }
}

export function labelOfStored(name: string): PhotoLabel | undefined {
  return readLabels()[name.split('.')[0]!.toLowerCase()];
}

async function rememberLabel(blob: Blob, label: PhotoLabel): Promise<void> {
  if (typeof crypto === 'undefined' || !crypto.subtle) return;
  try {
    const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', await blob.arrayBuffer()));
    const hash = Array.from(digest, (b) => b.toString(16).padStart(2, '0')).join('');
    localStorage.setItem(LABELS_KEY, JSON.stringify({ ...readLabels(), [hash]: label }));
  } catch {
    // Only a label: the photo goes without it.
  }
}

/**
 * A photo taken on the appointment: resized, then always through the outbox (docs/OFFLINE.md), so one
 * taken without a signal waits in IndexedDB with its Idempotency-Key and survives a reload, and one
 * taken online goes at once, after anything queued before it.
 */
export async function takePhoto(input: { appointmentId: number; file: File; label: PhotoLabel; visibleToCustomer: boolean; customer: string }): Promise<QueuedAction> {
  const blob = await resizeForUpload(input.file);
  await rememberLabel(blob, input.label);
  const queued = enqueue({
    label: `${input.label} photo (${input.customer})`,
    method: 'POST',
    path: UPLOAD_PATH,
    body: {
      kind: 'multipart',
      fields: { appointmentId: String(input.appointmentId), visibleToCustomer: String(input.visibleToCustomer) },
      // Our own plain name: the phone's (IMG_0001.HEIC, or anything) is never sent.
      file: { blob, name: `${input.label.toLowerCase()}-photo.jpg` },
    },
  });
  if (!isBrowserOffline()) void flushOutbox();
  return queued;
}

/** This appointment's photo uploads in an outbox entry (waiting, or refused). */
export function isPhotoOf(action: QueuedAction, appointmentId: number): boolean {
  return action.path === UPLOAD_PATH && action.body.kind === 'multipart' && action.body.fields.appointmentId === String(appointmentId);
}

export function photoLabelOf(action: QueuedAction): PhotoLabel {
  return action.label.startsWith('After') ? 'After' : 'Before';
}

export function photoVisibleOf(action: QueuedAction): boolean {
  return action.body.kind === 'multipart' && action.body.fields.visibleToCustomer === 'true';
}

export const refusedPhotos = (conflicts: readonly Conflict[], appointmentId: number): Conflict[] => conflicts.filter((c) => isPhotoOf(c.action, appointmentId));
