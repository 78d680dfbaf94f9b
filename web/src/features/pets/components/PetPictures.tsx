import { useRef } from 'react';
import { toast } from 'sonner';
import { MAX_UPLOAD_BYTES, PET_MESSAGES } from '@pawroute/domain';
import { isApiError } from '../../../lib/apiClient';
import { petPictureUrl, usePetPictures, usePictureMutations } from '../api/pictures';

interface Props {
  petId: number;
  userId: number;
  customerId: number;
  petName: string;
  /** EditCustomers: upload and remove; everyone else sees the gallery only (part 1 §6). */
  canEdit: boolean;
}

/** A pet's pictures: thumbnails that open full size, with upload and removal for EditCustomers. */
export function PetPictures({ petId, userId, customerId, petName, canEdit }: Props) {
  const pictures = usePetPictures(petId, userId);
  const { upload, remove } = usePictureMutations(petId, customerId);
  const input = useRef<HTMLInputElement>(null);

  const onFile = (file: File | undefined) => {
    if (!file) return;
    // The server checks again (content, not name); this spares a 5 MB upload that would be refused.
    if (file.size > MAX_UPLOAD_BYTES) return void toast.error(PET_MESSAGES.tooLarge);
    if (file.type && !file.type.startsWith('image/')) return void toast.error(PET_MESSAGES.notAnImage);
    upload.mutate(
      { petId, userId, file },
      {
        onSuccess: () => toast.success('Picture uploaded.'),
        onError: (error) => toast.error(isApiError(error) ? error.message : 'Failed to upload picture.'),
        onSettled: () => {
          if (input.current) input.current.value = '';
        },
      },
    );
  };

  const names = pictures.data ?? [];
  return (
    <section className="pet-pictures" aria-label={`Pictures of ${petName}`}>
      <div className="pet-pictures__head">
        <h3 className="pet-section-title">Pictures</h3>
        {canEdit && (
          <label className="button button--secondary button--small pet-pictures__upload">
            {upload.isPending ? 'Uploading…' : 'Upload Picture'}
            <input
              ref={input}
              type="file"
              accept="image/*"
              className="visually-hidden"
              aria-label="Upload picture"
              disabled={upload.isPending}
              onChange={(event) => onFile(event.target.files?.[0])}
            />
          </label>
        )}
      </div>
      {pictures.isError ? (
        <p className="muted">Failed to load pictures.</p>
      ) : names.length === 0 ? (
        <p className="muted">{pictures.isPending ? 'Loading pictures…' : 'No pictures yet.'}</p>
      ) : (
        <ul className="pet-pictures__grid">
          {names.map((fileName) => (
            <li key={fileName} className="pet-pictures__item">
              <a href={petPictureUrl(petId, fileName)} target="_blank" rel="noreferrer">
                <img src={petPictureUrl(petId, fileName)} alt={`${petName}`} loading="lazy" />
              </a>
              {canEdit && (
                <button
                  type="button"
                  className="button button--ghost button--small"
                  disabled={remove.isPending}
                  onClick={() =>
                    remove.mutate(
                      { petId, fileName },
                      {
                        onSuccess: () => toast.success('Picture removed.'),
                        onError: () => toast.error(PET_MESSAGES.failedToDeletePicture),
                      },
                    )
                  }
                >
                  Remove
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
