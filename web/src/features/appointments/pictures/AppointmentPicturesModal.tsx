import { APPOINTMENT_MESSAGES, APPOINTMENT_PICTURES_MAX, MAX_UPLOAD_BYTES, PET_MESSAGES } from '@pawroute/domain';
import { useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { ModalDialog } from '../../../components/ModalDialog';
import { isApiError } from '../../../lib/apiClient';
import { useRemoveAppointmentPicture, useSetPictureVisibility, useUploadAppointmentPicture } from '../api/commands';
import { pictureUrl, usePicturePaths } from '../api/queries';
import { GroomingReportView } from '../customer/GroomingReportView';
import type { PictureRow } from '../api/types';
import './pictures.css';

export interface AppointmentPicturesModalProps {
  appointmentId: number;
  onClose(): void;
  /** EditAppointments or the assigned stylist: upload, remove, and choose what the customer sees. */
  canEdit: boolean;
  /** A customer sees only the pictures made visible to them. */
  onlyCustomer?: boolean;
  open?: boolean;
}

/** Why a chosen file is refused before it is sent (the server checks the content again), or null. */
export function refusalOf(file: Pick<File, 'size' | 'type'>): string | null {
  if (file.type && !file.type.startsWith('image/')) return PET_MESSAGES.notAnImage;
  if (file.size > MAX_UPLOAD_BYTES) return PET_MESSAGES.tooLarge;
  return null;
}

function PictureItem({ appointmentId, picture, canEdit }: { appointmentId: number; picture: PictureRow; canEdit: boolean }) {
  const visibility = useSetPictureVisibility();
  const remove = useRemoveAppointmentPicture();
  // The box follows the click at once; the stored value takes over when the refetch brings it.
  const [shown, setShown] = useState<boolean | null>(null);
  useEffect(() => {
    if (shown === picture.visibleToCustomer) setShown(null);
  }, [shown, picture.visibleToCustomer]);
  const url = pictureUrl(appointmentId, picture.name);
  return (
    <li className="appt-pictures__item">
      <a href={url} target="_blank" rel="noreferrer" className="appt-pictures__link">
        <img src={url} alt={`Appointment picture ${picture.name}`} loading="lazy" />
      </a>
      {canEdit ? (
        <div className="appt-pictures__controls">
          <label className="check appt-pictures__visible">
            <input
              type="checkbox"
              checked={shown ?? picture.visibleToCustomer}
              disabled={visibility.isPending}
              onChange={(event) => {
                const visibleToCustomer = event.target.checked;
                setShown(visibleToCustomer);
                visibility.mutate(
                  { appointmentId, fileName: picture.name, visibleToCustomer },
                  {
                    onSuccess: () => toast.success(APPOINTMENT_MESSAGES.updatedVisibility),
                    onError: () => {
                      setShown(null);
                      toast.error(APPOINTMENT_MESSAGES.failedToUpdateVisibility);
                    },
                  },
                );
              }}
            />
            Visible to customer
          </label>
          <button
            type="button"
            className="button button--ghost button--small"
            disabled={remove.isPending}
            onClick={() =>
              remove.mutate(
                { appointmentId, fileName: picture.name },
                {
                  onSuccess: () => toast.success('Picture removed.'),
                  onError: () => toast.error(APPOINTMENT_MESSAGES.failedToDeletePicture),
                },
              )
            }
          >
            {remove.isPending ? 'Removing…' : 'Remove'}
          </button>
        </div>
      ) : null}
    </li>
  );
}

/**
 * The appointment uploads modal (part 1 §2, §5): the appointment's pictures; with `canEdit`, upload
 * (images only, at most 5 MB each, at most 20 per appointment), remove, and the customer-visibility toggle.
 */
export function AppointmentPicturesModal({ appointmentId, onClose, canEdit, onlyCustomer = false, open = true }: AppointmentPicturesModalProps) {
  const pictures = usePicturePaths(appointmentId, onlyCustomer);
  const upload = useUploadAppointmentPicture();
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(0);
  const rows = pictures.data?.rows ?? [];
  const room = APPOINTMENT_PICTURES_MAX - rows.length;

  const onFiles = async (files: File[]) => {
    if (input.current) input.current.value = '';
    if (files.length === 0) return;
    if (files.length > room) toast.error(APPOINTMENT_MESSAGES.tooManyPictures);
    const accepted: File[] = [];
    for (const file of files.slice(0, Math.max(room, 0))) {
      const refusal = refusalOf(file);
      if (refusal) toast.error(`${file.name}: ${refusal}`);
      else accepted.push(file);
    }
    // One at a time: each is its own submission, and the 20-picture limit is decided in order.
    for (const file of accepted) {
      setUploading((n) => n + 1);
      try {
        await upload.mutateAsync({ appointmentId, file });
        toast.success(`Uploaded ${file.name}.`);
      } catch (error) {
        toast.error(isApiError(error) ? error.message : `Failed to upload ${file.name}.`);
      } finally {
        setUploading((n) => n - 1);
      }
    }
  };

  return (
    <ModalDialog
      open={open}
      size="wide"
      title="Appointment Pictures"
      onClose={onClose}
      busy={uploading > 0}
      actions={
        <button type="button" className="button button--secondary" onClick={onClose} disabled={uploading > 0}>
          Close
        </button>
      }
    >
      <div className="appt-pictures">
        {/* The customer's view of a completed groom: the stylist's report first (its photos are the ones below). */}
        {!canEdit && <GroomingReportView appointmentId={appointmentId} withPhotos={false} />}
        {canEdit && (
          <div className="appt-pictures__head">
            <label className={`button button--primary button--small appt-pictures__upload${room <= 0 || uploading > 0 ? ' is-disabled' : ''}`}>
              {uploading > 0 ? 'Uploading…' : 'Upload Pictures'}
              <input
                ref={input}
                type="file"
                accept="image/*"
                multiple
                className="visually-hidden"
                aria-label="Upload pictures"
                disabled={room <= 0 || uploading > 0}
                onChange={(event) => void onFiles(Array.from(event.target.files ?? []))}
              />
            </label>
            <span className="appt-pictures__count">
              {rows.length} of {APPOINTMENT_PICTURES_MAX} pictures · images only, up to 5 MB each
            </span>
          </div>
        )}
        {pictures.isError ? (
          <p className="muted">Failed to load pictures.</p>
        ) : rows.length === 0 ? (
          <p className="muted">{pictures.isPending ? 'Loading pictures…' : 'No pictures yet.'}</p>
        ) : (
          <ul className="appt-pictures__grid">
            {rows.map((picture) => (
              <PictureItem key={picture.name} appointmentId={appointmentId} picture={picture} canEdit={canEdit} />
            ))}
          </ul>
        )}
      </div>
    </ModalDialog>
  );
}
