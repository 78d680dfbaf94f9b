import {
  COATS,
  COAT_LABELS,
  PACKAGE_LABELS,
  PUBLIC_BOOKING_MESSAGES as M,
  SIGN_UP_DEFAULT_STATE,
  publicAddPetBodySchema,
  publicAddressBodySchema,
  publicSendCodeBodySchema,
  publicVerifyCodeBodySchema,
  type EstimatePackage,
  type PublicAddressBody,
} from '@pawroute/domain';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { isApiError } from '../../../lib/apiClient';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { PublicLayout } from '../../../components/PublicLayout';
import { useSignUpOptions } from '../../auth';
import { useOnlineOptions } from '../../booking';
import { useAddPet, useCheckAddress, usePublicBookingOptions, usePublicRequest, useSendCode, useVerifyCode } from '../api';
import './publicBooking.css';

type Step = 'address' | 'contact' | 'code' | 'pets' | 'done';

const messageOf = (e: unknown, fallback: string) => (isApiError(e) && e.statusCode < 500 ? e.message : fallback);
const firstIssue = (result: { success: boolean; error?: { issues: { message: string }[] } }) => (result.success ? null : (result.error?.issues[0]?.message ?? 'Please check the form.'));

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <label className="field">
      {label}
      {children}
    </label>
  );
}

/**
 * /book, signed out (docs/RULES.md "Service area" SA-ONE, OTP-CODE): the address first (inside the
 * area? outside it says so at once and offers a request), the contact and a one-time code by email or
 * text, which makes the account and signs in; then the pets, and the portal's own Book (its pricing,
 * the office's open times); outside the area, the services and a request with no time.
 * Each form is checked with the schema the server checks.
 */
export function PublicBookPage() {
  useDocumentTitle('Book a visit — Pawroute');
  const navigate = useNavigate();
  const options = usePublicBookingOptions();
  const [step, setStep] = useState<Step>('address');
  const [address, setAddress] = useState<PublicAddressBody>({ address: '', city: '', state: SIGN_UP_DEFAULT_STATE, zipcode: '', mapsco: '' });
  const [inside, setInside] = useState<boolean | null>(null);
  const [areaMessage, setAreaMessage] = useState('');
  const [contact, setContact] = useState({ firstName: '', lastName: '', emailAddress: '', phone: '', channel: 'email' as 'email' | 'text', acceptedPolicies: false });
  const [sentMessage, setSentMessage] = useState('');
  const [code, setCode] = useState('');
  const [done, setDone] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const check = useCheckAddress();
  const send = useSendCode();
  const verify = useVerifyCode();

  if (options.isLoading) return <PublicLayout><p className="muted">Loading…</p></PublicLayout>;
  if (options.isError || !options.data) return <PublicLayout><p role="alert">Failed to get the booking options</p></PublicLayout>;
  if (!options.data.enabled) {
    return (
      <PublicLayout>
        <h1 className="book__title">Book a visit</h1>
        <p className="panel book__panel">{M.off}</p>
      </PublicLayout>
    );
  }

  const onAddress = (event: FormEvent) => {
    event.preventDefault();
    const body = { ...address, mapsco: options.data.askMapsco ? address.mapsco : null };
    const problem = firstIssue(publicAddressBodySchema.safeParse(body));
    if (problem) return setError(problem);
    setError(null);
    check.mutate(body, {
      onSuccess: (answer) => (setInside(answer.inside), setAreaMessage(answer.message)),
      onError: (e) => setError(messageOf(e, 'Failed to check the address')),
    });
  };
  const onContact = (event: FormEvent) => {
    event.preventDefault();
    const body = { ...address, mapsco: options.data.askMapsco ? address.mapsco : null, ...contact };
    const problem = firstIssue(publicSendCodeBodySchema.safeParse(body));
    if (problem) return setError(problem);
    setError(null);
    send.mutate(body as never, {
      onSuccess: (answer) => (setSentMessage(answer.message), setCode(''), setStep('code')),
      onError: (e) => setError(messageOf(e, 'Failed to send the code')),
    });
  };
  const onCode = (event: FormEvent) => {
    event.preventDefault();
    const body = { emailAddress: contact.emailAddress, code };
    const problem = firstIssue(publicVerifyCodeBodySchema.safeParse(body));
    if (problem) return setError(problem);
    setError(null);
    verify.mutate(body, {
      onSuccess: (answer) => (setInside(answer.inside), setStep('pets')),
      onError: (e) => setError(messageOf(e, 'Failed to check the code')),
    });
  };

  return (
    <PublicLayout>
      <div className="book">
        <h1 className="book__title">Book a visit</h1>
        {step === 'address' && (
          <p className="muted book__hint">
            Already a customer? <Link to="/login">Sign in</Link> and book from your portal.
          </p>
        )}
        {done ? (
          <section className="panel book__panel" aria-label="Done">
            <h2 className="panel__title">Request sent</h2>
            <p>{done}</p>
            <button type="button" className="button" onClick={() => navigate('/dashboard/book')}>
              See my requests
            </button>
          </section>
        ) : step === 'address' || step === 'contact' ? (
          <>
            <form className="panel book__panel" aria-label="1. Your address" noValidate onSubmit={onAddress}>
              <h2 className="panel__title">1. Where is the visit?</h2>
              <Field label="Address">
                <input autoComplete="street-address" value={address.address} onChange={(e) => (setAddress({ ...address, address: e.target.value }), setInside(null))} />
              </Field>
              <Field label="City">
                <input autoComplete="address-level2" value={address.city} onChange={(e) => (setAddress({ ...address, city: e.target.value }), setInside(null))} />
              </Field>
              <div className="book__row">
                <Field label="State">
                  <input autoComplete="address-level1" value={address.state ?? ''} onChange={(e) => (setAddress({ ...address, state: e.target.value }), setInside(null))} />
                </Field>
                <Field label="Zipcode">
                  <input autoComplete="postal-code" inputMode="numeric" value={address.zipcode} onChange={(e) => (setAddress({ ...address, zipcode: e.target.value }), setInside(null))} />
                </Field>
              </div>
              {options.data.askMapsco && (
                <Field label="Mapsco (e.g. 123-A)">
                  <input value={address.mapsco ?? ''} onChange={(e) => (setAddress({ ...address, mapsco: e.target.value }), setInside(null))} />
                </Field>
              )}
              {inside === null ? (
                <button type="submit" className="button" disabled={check.isPending}>
                  Check my address
                </button>
              ) : (
                <div role="status" className={`book__area book__area--${inside ? 'inside' : 'outside'}`}>
                  <p>{areaMessage}</p>
                  {step === 'address' && (
                    <button type="button" className="button" onClick={() => (setError(null), setStep('contact'))}>
                      {inside ? 'Continue' : 'Send a request instead'}
                    </button>
                  )}
                </div>
              )}
            </form>
            {step === 'contact' && inside !== null && (
              <form className="panel book__panel" aria-label="2. Your contact" noValidate onSubmit={onContact}>
                <h2 className="panel__title">2. About you</h2>
                <div className="book__row">
                  <Field label="First name">
                    <input autoComplete="given-name" value={contact.firstName} onChange={(e) => setContact({ ...contact, firstName: e.target.value })} />
                  </Field>
                  <Field label="Last name">
                    <input autoComplete="family-name" value={contact.lastName} onChange={(e) => setContact({ ...contact, lastName: e.target.value })} />
                  </Field>
                </div>
                <Field label="Email">
                  <input type="email" autoComplete="email" value={contact.emailAddress} onChange={(e) => setContact({ ...contact, emailAddress: e.target.value })} />
                </Field>
                <Field label="Phone">
                  <input type="tel" autoComplete="tel" value={contact.phone} onChange={(e) => setContact({ ...contact, phone: e.target.value })} />
                </Field>
                <fieldset className="field book__choice">
                  <legend>Send my code by</legend>
                  <label>
                    <input type="radio" name="channel" checked={contact.channel === 'email'} onChange={() => setContact({ ...contact, channel: 'email' })} /> Email
                  </label>
                  <label>
                    <input type="radio" name="channel" checked={contact.channel === 'text'} onChange={() => setContact({ ...contact, channel: 'text' })} /> Text message
                  </label>
                </fieldset>
                <label className="book__check">
                  <input type="checkbox" checked={contact.acceptedPolicies} onChange={(e) => setContact({ ...contact, acceptedPolicies: e.target.checked })} />
                  <span>
                    I accept the{' '}
                    <a href="/termsOfService" target="_blank" rel="noreferrer">
                      terms
                    </a>{' '}
                    and the{' '}
                    <a href="/privacyPolicy" target="_blank" rel="noreferrer">
                      privacy policy
                    </a>
                  </span>
                </label>
                <button type="submit" className="button" disabled={send.isPending}>
                  Send me a code
                </button>
              </form>
            )}
          </>
        ) : step === 'code' ? (
          <form className="panel book__panel" aria-label="3. Your code" noValidate onSubmit={onCode}>
            <h2 className="panel__title">3. Enter your code</h2>
            <p role="status">{sentMessage}</p>
            <Field label="Code">
              <input className="book__code" inputMode="numeric" autoComplete="one-time-code" maxLength={7} value={code} onChange={(e) => setCode(e.target.value)} />
            </Field>
            <div className="book__actions">
              <button type="submit" className="button" disabled={verify.isPending}>
                Verify
              </button>
              <button type="button" className="button button--secondary" disabled={send.isPending} onClick={onContact}>
                Send a new code
              </button>
            </div>
          </form>
        ) : (
          <PetsAndTime inside={inside === true} onDone={setDone} onError={setError} />
        )}
        {error && (
          <p role="alert" className="field__error book__error">
            {error}
          </p>
        )}
      </div>
    </PublicLayout>
  );
}

/**
 * After the code, signed in: the pets (name, breed, weight, coat). Inside the area the portal's own Book
 * takes over (the same pricing, the same open times, card on file and request mode as the business
 * set them); outside, the services and a request with no time (SA-ONE).
 */
function PetsAndTime({ inside, onDone, onError }: { inside: boolean; onDone: (message: string) => void; onError: (message: string | null) => void }) {
  const navigate = useNavigate();
  const online = useOnlineOptions();
  const breeds = useSignUpOptions();
  const addPet = useAddPet();
  const request = usePublicRequest();
  const [pet, setPet] = useState({ name: '', breedId: '', weight: '', coat: '' });
  const [chosen, setChosen] = useState<Record<number, EstimatePackage>>({});
  const [note, setNote] = useState('');
  const o = online.data;
  if (online.isLoading || !o) return <p className="muted">Loading…</p>;
  const serviceOf = (petId: number) => chosen[petId] ?? o.packages[0]!;

  const onAddPet = (event: FormEvent) => {
    event.preventDefault();
    const parsed = publicAddPetBodySchema.safeParse({ name: pet.name, breedId: Number(pet.breedId) || 0, weight: pet.weight, coat: pet.coat });
    if (!parsed.success) return onError(parsed.error.issues[0]?.message ?? M.petName);
    onError(null);
    addPet.mutate(parsed.data, {
      onSuccess: () => setPet({ name: '', breedId: '', weight: '', coat: '' }),
      onError: (e) => onError(messageOf(e, 'Failed to add the pet')),
    });
  };

  return (
    <>
      <section className="panel book__panel" aria-label="4. Your pets">
        <h2 className="panel__title">4. Your pets</h2>
        {o.pets.length > 0 && (
          <ul className="book__pets">
            {o.pets.map((p) => (
              <li key={p.petId}>
                <strong>{p.petName}</strong> {p.breed && <span className="muted">{p.breed}</span>}
                {!inside && (
                  <Field label={`Service for ${p.petName}`}>
                    <select value={serviceOf(p.petId)} onChange={(e) => setChosen({ ...chosen, [p.petId]: e.target.value as EstimatePackage })}>
                      {o.packages.map((k) => (
                        <option key={k} value={k}>
                          {PACKAGE_LABELS[k]}
                        </option>
                      ))}
                    </select>
                  </Field>
                )}
              </li>
            ))}
          </ul>
        )}
        <form className="book__pet" aria-label="Add a pet" noValidate onSubmit={onAddPet}>
          <h3 className="book__subtitle">{o.pets.length === 0 ? 'Add your pet' : 'Add another pet'}</h3>
          <Field label="Pet name">
            <input value={pet.name} onChange={(e) => setPet({ ...pet, name: e.target.value })} />
          </Field>
          <Field label="Breed">
            <select value={pet.breedId} onChange={(e) => setPet({ ...pet, breedId: e.target.value })}>
              <option value="">Choose…</option>
              {(breeds.data?.breeds ?? []).map((b) => (
                <option key={b.ID} value={b.ID}>
                  {b.breed}
                </option>
              ))}
            </select>
          </Field>
          <div className="book__row">
            <Field label="Weight (lb)">
              <input inputMode="numeric" value={pet.weight} onChange={(e) => setPet({ ...pet, weight: e.target.value })} />
            </Field>
            <Field label="Coat">
              <select value={pet.coat} onChange={(e) => setPet({ ...pet, coat: e.target.value })}>
                <option value="">Choose…</option>
                {COATS.map((c) => (
                  <option key={c} value={c}>
                    {COAT_LABELS[c]}
                  </option>
                ))}
              </select>
            </Field>
          </div>
          <button type="submit" className="button button--secondary" disabled={addPet.isPending}>
            Add this pet
          </button>
        </form>
      </section>

      {o.pets.length > 0 && inside && (
        <section className="panel book__panel" aria-label="5. Services and a time">
          <h2 className="panel__title">5. Services and a time</h2>
          <p>Choose each pet’s services, see the price and pick an open time.</p>
          <button type="button" className="button" onClick={() => navigate('/dashboard/book')}>
            Choose services and a time
          </button>
        </section>
      )}

      {o.pets.length > 0 && !inside && (
        <section className="panel book__panel" aria-label="5. Your request">
          <h2 className="panel__title">5. Your request</h2>
          <p>{M.outsideNoTime}</p>
          <Field label="Anything we should know? (optional)">
            <textarea rows={3} maxLength={500} value={note} onChange={(e) => setNote(e.target.value)} />
          </Field>
          <button
            type="button"
            className="button"
            disabled={request.isPending}
            onClick={() =>
              request.mutate(
                { pets: o.pets.map((p) => ({ petId: p.petId, estimatePackage: serviceOf(p.petId), addonIds: [] })), wanted: null, note },
                { onSuccess: () => onDone(M.requestSent), onError: (e) => onError(messageOf(e, 'Failed to send the request')) },
              )
            }
          >
            Send request
          </button>
        </section>
      )}
    </>
  );
}
