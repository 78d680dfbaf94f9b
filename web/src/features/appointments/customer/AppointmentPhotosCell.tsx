import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { AppointmentPicturesModal } from '../pictures';

/**
 * A row's Photos button in the customer's appointment lists: the appointment's pictures, read only.
 * A customer gets only those the stylist made visible (the server filters by visibleToCustomer and
 * ownership; part 1 §3 Picture), staff all of them.
 */
export function AppointmentPhotosCell({ appointmentId, when }: { appointmentId: number; when: string }) {
  // The receipt mail's photo links (`?photos=<appointmentId>`) open this appointment's photos at once.
  const [params] = useSearchParams();
  const [open, setOpen] = useState(() => params.get('photos') === String(appointmentId));
  return (
    <>
      <button
        type="button"
        className="button button--ghost button--small"
        data-appointment-id={appointmentId}
        aria-label={`Photos of the appointment on ${when}`}
        onClick={(event) => {
          // Inside a row that may open on a click (staff): only the photos.
          event.stopPropagation();
          setOpen(true);
        }}
      >
        Photos
      </button>
      {open && <AppointmentPicturesModal appointmentId={appointmentId} canEdit={false} onClose={() => setOpen(false)} />}
    </>
  );
}
