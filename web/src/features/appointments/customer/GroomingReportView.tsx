import { useGroomingReport } from '../api/groomingReport';
import { pictureUrl } from '../api/queries';
import './groomingReport.css';

/**
 * The grooming report on a completed appointment (the customer's portal): the stylist's note as text
 * (never HTML), the next suggested date and the photos visible to the customer, each opening full size.
 * Nothing when the appointment has none. `withPhotos` false where the photos are shown right below it.
 */
export function GroomingReportView({ appointmentId, withPhotos = true }: { appointmentId: number; withPhotos?: boolean }) {
  const report = useGroomingReport(appointmentId).data?.report;
  if (!report) return null;
  return (
    <section className="appt-report" aria-label="Grooming report" data-testid="grooming-report">
      <h3 className="appt-report__title">Grooming report</h3>
      {report.note && <p className="appt-report__note">{report.note}</p>}
      {report.nextSuggestedDate && (
        <p>
          <strong>Next suggested groom:</strong> {report.nextSuggestedDate}
        </p>
      )}
      {withPhotos && report.photos.length > 0 && (
        <ul className="appt-report__photos" aria-label="Report photos">
          {report.photos.map((name) => (
            <li key={name}>
              <a href={pictureUrl(appointmentId, name)} target="_blank" rel="noopener noreferrer">
                <img src={pictureUrl(appointmentId, name)} alt="Groom photo" loading="lazy" />
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
