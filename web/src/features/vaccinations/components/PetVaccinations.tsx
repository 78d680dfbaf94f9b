import { fromSpecDate, recordVaccinationSchema, type PetVaccinationView } from '@pawroute/domain';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { usePetVaccinations, useRecordVaccination, useRemoveVaccination, useVaccineList } from '../api';
import { CertificatePicture } from './CertificatePicture';
import { failed, messageOf } from './failed';
import '../vaccinations.css';


/** "Expires 01-10-2027", or "Expired 01-10-2025" in red words (never colour alone): VAC-VALID on today's local date. */
export function ExpiryText({ record }: { record: PetVaccinationView }) {
  return record.expired ? (
    <span className="vaccination__expiry vaccination__expiry--expired">Expired {record.expiresOn}</span>
  ) : (
    <span className="vaccination__expiry">Expires {record.expiresOn}</span>
  );
}

interface Draft {
  recordId: number | null;
  vaccineId: string;
  givenOn: string;
  expiresOn: string;
}

/**
 * A pet's vaccinations on its card (docs/RULES.md VAC-VALID): each with its expiry, and, for those who
 * may (EditPets, or the pet's own customer), add, edit and remove. The form checks with the server's schema.
 */
export function PetVaccinations({ petId, petName, canEdit }: { petId: number; petName: string; canEdit: boolean }) {
  const records = usePetVaccinations(petId);
  const list = useVaccineList();
  const save = useRecordVaccination(petId);
  const remove = useRemoveVaccination(petId);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [error, setError] = useState<string | null>(null);
  const items = records.data?.vaccinations ?? [];
  const formId = `vaccination-form-${petId}`;

  function submit(e: FormEvent) {
    e.preventDefault();
    if (!draft) return;
    const body = { petId, recordId: draft.recordId, vaccineId: Number(draft.vaccineId) || 0, givenOn: draft.givenOn, expiresOn: draft.expiresOn };
    const checked = recordVaccinationSchema.safeParse(body);
    if (!checked.success) return setError(checked.error.issues[0]?.message ?? 'Please check the vaccination.');
    setError(null);
    save.mutate(body, {
      onSuccess: () => {
        toast.success(`Saved ${petName}'s vaccination`);
        setDraft(null);
      },
      onError: (err) => setError(messageOf(err, 'Failed to save the vaccination')),
    });
  }

  return (
    <section className="vaccinations" aria-label={`${petName}'s vaccinations`} data-testid="pet-vaccinations">
      <h3 className="vaccinations__title">Vaccinations</h3>
      {records.isError && <p role="alert">Failed to retrieve vaccinations</p>}
      {items.length === 0 && !records.isPending && <p className="muted">No vaccinations on file.</p>}
      <ul className="vaccinations__list">
        {items.map((r) => (
          <li key={r.recordId} className="vaccination">
            <span className="vaccination__name">{r.vaccine}</span>
            <span className="muted">Given {r.givenOn}</span>
            <ExpiryText record={r} />
            <CertificatePicture record={r} canEdit={canEdit} />
            {canEdit && (
              <span className="vaccination__actions">
                <button
                  type="button"
                  className="button button--secondary button--small"
                  aria-label={`Edit ${r.vaccine}`}
                  onClick={() => {
                    setError(null);
                    setDraft({ recordId: r.recordId, vaccineId: String(r.vaccineId), givenOn: fromSpecDate(r.givenOn) ?? '', expiresOn: fromSpecDate(r.expiresOn) ?? '' });
                  }}
                >
                  Edit
                </button>
                <button
                  type="button"
                  className="button button--small button--danger"
                  aria-label={`Remove ${r.vaccine}`}
                  disabled={remove.isPending}
                  onClick={() => remove.mutate({ petId, recordId: r.recordId }, { onSuccess: () => toast.success(`Removed ${r.vaccine}`), onError: failed('Failed to remove the vaccination') })}
                >
                  Remove
                </button>
              </span>
            )}
          </li>
        ))}
      </ul>
      {canEdit && !draft && (
        <button type="button" className="button button--secondary button--small" onClick={() => setDraft({ recordId: null, vaccineId: '', givenOn: '', expiresOn: '' })}>
          Add vaccination
        </button>
      )}
      {canEdit && draft && (
        <form id={formId} className="vaccinations__form" onSubmit={submit} noValidate>
          <label className="field">
            Vaccine
            <select value={draft.vaccineId} onChange={(e) => setDraft({ ...draft, vaccineId: e.target.value })}>
              <option value="">Choose…</option>
              {(list.data?.vaccines ?? []).map((v) => (
                <option key={v.ID} value={v.ID}>
                  {v.name}
                </option>
              ))}
            </select>
          </label>
          <label className="field">
            Date given
            <input type="date" value={draft.givenOn} onChange={(e) => setDraft({ ...draft, givenOn: e.target.value })} />
          </label>
          <label className="field">
            Expiry date
            <input type="date" value={draft.expiresOn} onChange={(e) => setDraft({ ...draft, expiresOn: e.target.value })} />
          </label>
          {error && (
            <p role="alert" className="form__error">
              {error}
            </p>
          )}
          <div className="vaccinations__form-actions">
            <button type="submit" className="button button--small" disabled={save.isPending}>
              Save vaccination
            </button>
            <button type="button" className="button button--secondary button--small" onClick={() => setDraft(null)}>
              Cancel
            </button>
          </div>
        </form>
      )}
    </section>
  );
}

/** At the door (the stylist's day): each vaccine of the pet with its expiry, read only. */
export function DoorVaccinations({ petId }: { petId: number }) {
  const records = usePetVaccinations(petId);
  const items = records.data?.vaccinations ?? [];
  return (
    <div data-testid="visit-pet-vaccinations">
      <dt>Vaccinations</dt>
      <dd>
        {items.length === 0 ? (
          records.isPending ? '…' : 'None on file'
        ) : (
          <ul className="vaccinations__list vaccinations__list--door">
            {items.map((r) => (
              <li key={r.recordId} className="vaccination">
                <span className="vaccination__name">{r.vaccine}</span> <ExpiryText record={r} />
              </li>
            ))}
          </ul>
        )}
      </dd>
    </div>
  );
}
