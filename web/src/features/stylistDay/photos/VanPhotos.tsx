import { APPOINTMENT_PICTURES_MAX } from '@pawroute/domain';
import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { toast } from 'sonner';
import { dismissConflict, isBrowserOffline, useOutbox, type QueuedAction } from '../../../lib/offline/outbox';
import { pictureUrl, usePicturePaths } from '../../appointments';
import { isPhotoOf, labelOfStored, photoLabelOf, photoVisibleOf, refusedPhotos, takePhoto, type PhotoLabel } from './vanPhotos';
import './photos.css';

function subscribeOnline(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}
const useOffline = () => useSyncExternalStore(subscribeOnline, isBrowserOffline, () => false);

/** Object URLs for the queued photos' blobs, made and released together (safe under StrictMode's double effects). */
function useBlobUrls(actions: readonly QueuedAction[]): Map<string, string> {
  const [urls, setUrls] = useState<Map<string, string>>(() => new Map());
  useEffect(() => {
    const made = new Map<string, string>();
    for (const a of actions) if (a.body.kind === 'multipart') made.set(a.id, URL.createObjectURL(a.body.file.blob));
    setUrls(made);
    return () => made.forEach((url) => URL.revokeObjectURL(url));
  }, [actions]);
  return urls;
}

type Shown = { key: string; src: string | undefined; label: PhotoLabel | undefined; visible: boolean; state: 'queued' | 'uploading' | 'uploaded' | 'refused'; reason?: string; onDismiss?(): void };

const STATE_TEXT: Record<Shown['state'], string> = { queued: 'Queued', uploading: 'Uploading…', uploaded: 'Uploaded', refused: 'Refused' };

/** A button-looking label over a file input: the phone's camera (`capture`) or its library. */
function PhotoInput(props: { text: string; ariaLabel?: string; primary?: boolean; capture?: boolean; multiple?: boolean; disabled: boolean; onFiles(input: HTMLInputElement): Promise<void> }) {
  return (
    <label className={`button ${props.primary ? 'button--primary' : 'button--secondary'} van-photos__take${props.disabled ? ' is-disabled' : ''}`}>
      {props.text}
      <input
        type="file"
        accept="image/*"
        capture={props.capture ? 'environment' : undefined}
        multiple={props.multiple}
        className="visually-hidden"
        aria-label={props.ariaLabel ?? props.text}
        disabled={props.disabled}
        onChange={(event) => void props.onFiles(event.currentTarget)}
      />
    </label>
  );
}

/**
 * The stylist's before/after photos on the current appointment (at the door and during the groom):
 * taken with the phone's camera or chosen from the library, resized on the phone, and sent through the
 * outbox (docs/OFFLINE.md), so a photo taken without a signal waits and goes once when it returns. Each
 * thumbnail says where it is: queued, uploading, uploaded, or refused with the server's reason.
 */
export function VanPhotos({ appointmentId, customer }: { appointmentId: number; customer: string }) {
  const outbox = useOutbox();
  const offline = useOffline();
  const stored = usePicturePaths(appointmentId, false);
  const [label, setLabel] = useState<PhotoLabel>('Before');
  // What the customer sees follows the label (after photos are the ones worth showing) until ticked otherwise.
  const [visible, setVisible] = useState(false);
  const [preparing, setPreparing] = useState(0);

  const waiting = useMemo(() => outbox.actions.filter((a) => isPhotoOf(a, appointmentId)), [outbox.actions, appointmentId]);
  const refused = useMemo(() => refusedPhotos(outbox.conflicts, appointmentId), [outbox.conflicts, appointmentId]);
  const waitingUrls = useBlobUrls(waiting);
  const uploaded = stored.data?.rows ?? [];

  const shown: Shown[] = [
    ...uploaded.map((p): Shown => ({ key: p.name, src: pictureUrl(appointmentId, p.name), label: labelOfStored(p.name), visible: p.visibleToCustomer, state: 'uploaded' })),
    ...waiting.map((a): Shown => ({ key: a.id, src: waitingUrls.get(a.id), label: photoLabelOf(a), visible: photoVisibleOf(a), state: offline ? 'queued' : 'uploading' })),
    ...refused.map((c): Shown => ({
      key: `${c.action.id}-refused`,
      // Often not drawable at all (that is why it was refused): no broken image, a blank tile.
      src: undefined,
      label: photoLabelOf(c.action),
      visible: photoVisibleOf(c.action),
      state: 'refused',
      reason: c.message,
      onDismiss: () => dismissConflict(c),
    })),
  ];
  const room = APPOINTMENT_PICTURES_MAX - uploaded.length - waiting.length;

  const onFiles = async (input: HTMLInputElement) => {
    const files = Array.from(input.files ?? []);
    input.value = '';
    if (files.length > room) toast.error(`At most ${APPOINTMENT_PICTURES_MAX} photos an appointment.`);
    for (const file of files.slice(0, Math.max(room, 0))) {
      setPreparing((n) => n + 1);
      try {
        await takePhoto({ appointmentId, file, label, visibleToCustomer: visible, customer });
      } finally {
        setPreparing((n) => n - 1);
      }
    }
  };

  return (
    <section className="panel van-photos" aria-labelledby="van-photos-title" data-testid="van-photos">
      <h2 id="van-photos-title" className="van-photos__title">
        Photos
      </h2>
      <fieldset className="van-photos__label">
        <legend className="visually-hidden">Before or after the groom</legend>
        {(['Before', 'After'] as const).map((l) => (
          <label key={l} className={`van-photos__choice${label === l ? ' is-chosen' : ''}`}>
            <input
              type="radio"
              name={`van-photo-label-${appointmentId}`}
              value={l}
              checked={label === l}
              onChange={() => {
                setLabel(l);
                setVisible(l === 'After');
              }}
            />
            {l}
          </label>
        ))}
      </fieldset>
      <label className="check van-photos__visible">
        <input type="checkbox" checked={visible} onChange={(e) => setVisible(e.target.checked)} />
        Visible to the customer
      </label>
      <div className="van-photos__buttons">
        <PhotoInput text="Take a photo" primary capture disabled={room <= 0} onFiles={onFiles} />
        <PhotoInput text="Choose from library" ariaLabel="Choose photos from the library" multiple disabled={room <= 0} onFiles={onFiles} />
      </div>
      {preparing > 0 && (
        <p className="muted" role="status">
          Preparing photo…
        </p>
      )}
      {offline && waiting.length > 0 && (
        <p className="muted van-photos__note">
          {waiting.length} photo{waiting.length === 1 ? '' : 's'} saved on this phone · sent when the connection returns
        </p>
      )}
      {shown.length === 0 ? (
        <p className="muted">{stored.isPending && !offline ? 'Loading photos…' : 'No photos yet.'}</p>
      ) : (
        <ul className="van-photos__grid" aria-label="Photos of this appointment">
          {shown.map((p) => (
            <li key={p.key} className={`van-photos__item van-photos__item--${p.state}`} data-testid="van-photo" data-state={p.state}>
              {p.src ? <img src={p.src} alt={`${p.label ?? 'Appointment'} photo`} loading="lazy" /> : <span className="van-photos__blank" />}
              <span className="van-photos__caption">
                {p.label ? <strong>{p.label}</strong> : null}
                <span className="van-photos__state">{STATE_TEXT[p.state]}</span>
                <span className="muted">{p.visible ? 'Customer sees it' : 'Hidden from customer'}</span>
              </span>
              {p.reason && (
                <span className="van-photos__reason" role="alert">
                  {p.reason}
                </span>
              )}
              {p.onDismiss && (
                <button type="button" className="button button--ghost button--small" onClick={p.onDismiss}>
                  Dismiss
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
