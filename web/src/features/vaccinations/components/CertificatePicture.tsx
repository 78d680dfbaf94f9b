import type { PetVaccinationView } from '@pawroute/domain';
import { useState } from 'react';
import { toast } from 'sonner';
import { useMediaQuery } from '../../../lib/useMediaQuery';
import { certificateUrl, useUploadCertificate } from '../api';
import { messageOf } from './failed';

/** A button-looking label over a file input (the camera with `capture`, else the device's picker). */
function PictureInput({ text, ariaLabel, capture, disabled, onFile }: { text: string; ariaLabel: string; capture?: boolean; disabled: boolean; onFile(file: File): void }) {
  return (
    <label className={`button button--secondary button--small vaccination__pick${disabled ? ' is-disabled' : ''}`}>
      {text}
      <input
        type="file"
        accept="image/*"
        capture={capture ? 'environment' : undefined}
        className="visually-hidden"
        aria-label={ariaLabel}
        disabled={disabled}
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          event.currentTarget.value = '';
          if (file) onFile(file);
        }}
      />
    </label>
  );
}

/**
 * A record's certificate picture (docs/RULES.md VAC-VALID note): a thumbnail that opens the picture in a
 * new tab, and, for those who may edit, take one with the phone's camera (touch screens only: `capture`
 * opens the camera and nothing else) or choose a picture (a vet's emailed certificate, a screenshot). The
 * picture is resized on the device before it goes; a refusal shows the server's reason under the record.
 */
export function CertificatePicture({ record, canEdit }: { record: PetVaccinationView; canEdit: boolean }) {
  const upload = useUploadCertificate(record.petId);
  const touch = useMediaQuery('(pointer: coarse)');
  const [error, setError] = useState<string | null>(null);
  const send = (file: File) => {
    setError(null);
    upload.mutate(
      { recordId: record.recordId, file },
      {
        onSuccess: () => toast.success(`Saved the ${record.vaccine} certificate`),
        onError: (err) => setError(messageOf(err, 'Failed to upload the certificate')),
      },
    );
  };
  const url = record.certificate ? certificateUrl(record.petId, record.recordId, record.certificate) : null;
  if (!url && !canEdit) return null;
  return (
    <span className="vaccination__certificate" data-testid="vaccination-certificate">
      {url && (
        <a href={url} target="_blank" rel="noopener noreferrer" className="vaccination__thumb" aria-label={`Open the ${record.vaccine} certificate`}>
          <img src={url} alt={`${record.vaccine} certificate`} loading="lazy" />
        </a>
      )}
      {canEdit && (
        <span className="vaccination__picks">
          {touch && <PictureInput text="Take photo" ariaLabel={`Take a photo of the ${record.vaccine} certificate`} capture disabled={upload.isPending} onFile={send} />}
          <PictureInput
            text={url ? 'Replace certificate' : 'Add certificate'}
            ariaLabel={`Choose a picture of the ${record.vaccine} certificate`}
            disabled={upload.isPending}
            onFile={send}
          />
        </span>
      )}
      {upload.isPending && (
        <span className="muted" role="status">
          Uploading…
        </span>
      )}
      {error && (
        <span role="alert" className="form__error vaccination__error">
          {error}
        </span>
      )}
    </span>
  );
}
