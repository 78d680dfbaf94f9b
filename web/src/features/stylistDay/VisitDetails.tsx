import { displayAddressLine, PACKAGE_LABELS, type AppointmentRow, type AppointmentVisit, type EstimatePackage, type VisitPet } from '@pawroute/domain';
import { useState } from 'react';
import { withQuery } from '../../lib/apiClient';
import { CardOnFile } from './CardOnFile';
import { GroomingInstructions } from './GroomingInstructions';
import { DoorVaccinations } from '../vaccinations';
import { phoneHref, phoneText } from './model';

/**
 * what the groomer needs at the door, from findById's `visit`: the phone button, the address
 * with its notes, the customer's notes, the appointment's comment, and each pet (photo, name, breed,
 * package, weight, habits, notes, last groom). Every text is plain text (React escapes it).
 */
export function VisitContact({ row, visit }: { row: AppointmentRow; visit: AppointmentVisit | undefined }) {
  const phone = visit?.phoneNumber ?? null;
  const line = visit?.address?.line ?? row.address;
  return (
    <div className="visit__contact">
      {phone && (
        <a className="button button--secondary daily__big visit__call" href={phoneHref(phone)}>
          <span aria-hidden="true">☎</span> Call {phoneText(phone)}
        </a>
      )}
      {line && (
        <div className="visit__address">
          <span className="visit__address-line">{displayAddressLine(line)}</span>
          {visit?.address?.needsGenerator && <span className="visit__tag">Needs generator</span>}
        </div>
      )}
      {visit?.address?.notes && <Note label="Address notes" text={visit.address.notes} testId="visit-address-notes" />}
      <CardOnFile row={row} />
    </div>
  );
}

/** Notes a label over them, kept as the text was typed (line breaks too). */
function Note({ label, text, testId }: { label: string; text: string; testId: string }) {
  return (
    <div className="visit__note" data-testid={testId}>
      <span className="visit__note-label">{label}</span>
      <p className="visit__note-text">{text}</p>
    </div>
  );
}

/** The customer's notes and the appointment's comments (the address's notes are by the address). */
export function VisitNotes({ row, visit }: { row: AppointmentRow; visit: AppointmentVisit | undefined }) {
  const notes = [
    visit?.customerNotes ? { label: 'Customer notes', text: visit.customerNotes, testId: 'visit-customer-notes' } : null,
    row.initialComment ? { label: 'Appointment comment', text: row.initialComment, testId: 'visit-initial-comment' } : null,
    row.lastComment && row.lastComment !== row.initialComment ? { label: 'Last comment', text: row.lastComment, testId: 'visit-last-comment' } : null,
  ].filter((n): n is { label: string; text: string; testId: string } => n !== null);
  if (notes.length === 0) return null;
  return (
    <section className="panel visit__notes" aria-labelledby="visit-notes-title">
      <h2 id="visit-notes-title" className="daily__label">
        Notes
      </h2>
      {notes.map((n) => (
        <Note key={n.label} {...n} />
      ))}
    </section>
  );
}

const packageLabel = (value: string): string => PACKAGE_LABELS[value as EstimatePackage] ?? value;

function PetPhoto({ pet }: { pet: VisitPet }) {
  const [failed, setFailed] = useState(false);
  if (!pet.hasPicture || failed) {
    return (
      <span className="visit__photo visit__photo--none" aria-hidden="true">
        {pet.petName.slice(0, 1).toUpperCase()}
      </span>
    );
  }
  return (
    <img
      className="visit__photo"
      src={withQuery('/api/v4/pets/getPetProfilePicture', { petId: pet.ID })}
      alt={`Photo of ${pet.petName}`}
      loading="lazy"
      onError={() => setFailed(true)}
    />
  );
}

function PetCard({ pet, appointmentId }: { pet: VisitPet; appointmentId: number }) {
  const facts = [pet.breed, pet.weight !== null ? `${pet.weight} lbs` : null, pet.isServicePet ? 'Service pet' : null].filter(Boolean).join(' · ');
  const services = [packageLabel(pet.estimatePackage), ...pet.addons, pet.otherDescription].filter(Boolean).join(' + ');
  return (
    <li className="visit__pet" data-pet-id={pet.ID}>
      <PetPhoto pet={pet} />
      <div className="visit__pet-body">
        <h3 className="visit__pet-name">{pet.petName}</h3>
        {/* The groomer's van: the cut first, before the facts. */}
        <GroomingInstructions appointmentId={appointmentId} petId={pet.ID} petName={pet.petName} grooming={pet.grooming} />
        {facts && <span className="visit__pet-facts">{facts}</span>}
        {services && <span className="visit__pet-package">{services}</span>}
        <dl className="visit__pet-details">
          <div>
            <dt>Habits</dt>
            <dd data-testid="visit-pet-habits">{pet.habits ?? '—'}</dd>
          </div>
          <div>
            <dt>Notes</dt>
            <dd data-testid="visit-pet-notes">{pet.notes ?? '—'}</dd>
          </div>
          <div>
            <dt>Last groom</dt>
            <dd>{pet.lastGroomDate ?? 'Never'}</dd>
          </div>
          {/* VAC-VALID: each vaccine's expiry at the door. */}
          <DoorVaccinations petId={pet.ID} />
        </dl>
      </div>
    </li>
  );
}

export function VisitPets({ row, visit }: { row: AppointmentRow; visit: AppointmentVisit | undefined }) {
  // Offline from an older cache (no visit): the names the row carries.
  const pets: VisitPet[] =
    visit?.pets ??
    row.pets.map((p) => ({
      ID: p.ID, petName: p.name, breed: null, estimatePackage: '', addons: [], otherDescription: '', weight: null, grooming: null, groomingFrequencyWeeks: null,
      habits: null, notes: null, lastGroomDate: null, isServicePet: false, hasPicture: false,
    }));
  return (
    <section className="panel" aria-labelledby="visit-pets-title">
      <h2 id="visit-pets-title" className="daily__label">
        {pets.length === 1 ? 'Pet' : `Pets (${pets.length})`}
      </h2>
      <ul className="visit__pets">
        {pets.map((pet) => (
          <PetCard key={pet.ID} pet={pet} appointmentId={row.ID} />
        ))}
      </ul>
    </section>
  );
}
