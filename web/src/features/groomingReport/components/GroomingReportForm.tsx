import { GROOMING_REPORT_NOTE_MAX, groomingReportBodySchema, suggestedNextGroom } from '@pawroute/domain';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { businessToday } from '../../../lib/businessTime';
import { isBrowserOffline } from '../../../lib/offline/outbox';
import { pictureUrl, usePicturePaths } from '../../appointments';
import { queueGroomingReport, useQueuedVisiblePhotos, useReportWaiting } from '../api';
import '../groomingReport.css';

/**
 * The grooming report at the completion (the stylist, on the phone), optional: the photos already marked
 * visible to the customer, a short note and the next suggested date (the pet's grooming frequency after
 * today when it has one). Checked with the server's schema; saved through the outbox after the
 * completion, so it works without a signal; it goes with the receipt and shows in the customer's portal.
 */
export function GroomingReportForm({ appointmentId, customer, frequencyWeeks = null }: { appointmentId: number; customer: string; frequencyWeeks?: number | null }) {
  const id = useId();
  const visible = usePicturePaths(appointmentId, true);
  const [note, setNote] = useState('');
  const [next, setNext] = useState(() => suggestedNextGroom(businessToday(), frequencyWeeks) ?? '');
  const [nextEdited, setNextEdited] = useState(false);
  // The pets' frequency may arrive after the form opens: suggest from it until the stylist picks a date.
  useEffect(() => {
    if (!nextEdited) setNext(suggestedNextGroom(businessToday(), frequencyWeeks) ?? '');
  }, [frequencyWeeks, nextEdited]);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);
  const { waiting, refused } = useReportWaiting(appointmentId);
  const photos = (visible.data?.rows ?? []).filter((p) => p.visibleToCustomer);
  // Taken without a signal: still on the phone, sent before the report (the outbox keeps the order).
  const queuedPhotos = useQueuedVisiblePhotos(appointmentId);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const body = { appointmentId, note, nextSuggestedDate: next || null };
    const checked = groomingReportBodySchema.safeParse(body);
    if (!checked.success) return setError(checked.error.issues[0]?.message ?? 'Please check the report.');
    if (checked.data.note === '' && checked.data.nextSuggestedDate === null && photos.length + queuedPhotos === 0) return setError('Nothing to report yet: add a note or a next date.');
    setError(null);
    setSaving(true);
    try {
      await queueGroomingReport(body, customer);
      setSaved(true);
    } finally {
      setSaving(false);
    }
  }

  return (
    <form className="groom-report" aria-labelledby={`${id}-title`} onSubmit={(e) => void submit(e)} noValidate data-testid="grooming-report-form">
      <h3 id={`${id}-title`} className="groom-report__title">
        Grooming report <span className="muted">(optional, goes with the receipt)</span>
      </h3>
      {photos.length + queuedPhotos > 0 ? (
        <div className="groom-report__photos">
          <span className="muted">
            {photos.length + queuedPhotos} photo{photos.length + queuedPhotos === 1 ? '' : 's'} visible to the customer
            {queuedPhotos > 0 ? ` (${queuedPhotos} still on this phone)` : ''}
          </span>
          <ul aria-label="Photos in the report">
            {photos.map((p) => (
              <li key={p.name}>
                <img src={pictureUrl(appointmentId, p.name)} alt="Photo for the customer" loading="lazy" />
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <p className="muted">No photo is marked visible to the customer.</p>
      )}
      <label className="field">
        Note for the customer
        <textarea value={note} maxLength={GROOMING_REPORT_NOTE_MAX} rows={3} onChange={(e) => setNote(e.target.value)} disabled={saved} />
      </label>
      <label className="field">
        Next suggested groom
        <input type="date" value={next} min={businessToday()} onChange={(e) => {
          setNextEdited(true);
          setNext(e.target.value);
        }} disabled={saved} />
      </label>
      {error && (
        <p role="alert" className="form__error">
          {error}
        </p>
      )}
      {refused && (
        <p role="alert" className="form__error">
          Report not saved: {refused}
        </p>
      )}
      {saved ? (
        <p role="status" className="groom-report__saved">
          {waiting || isBrowserOffline() ? 'Report saved on this phone · sent after the completion when the connection returns' : 'Report saved · it goes with the receipt'}
        </p>
      ) : (
        <button type="submit" className="button button--secondary" disabled={saving}>
          {saving ? 'Saving…' : 'Save report'}
        </button>
      )}
    </form>
  );
}
