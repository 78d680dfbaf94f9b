import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { SIGN_UP_DEFAULT_STATE, SIGN_UP_MESSAGES, SIGN_UP_MAX_PETS, signUpInputSchema, signUpProblem, type SignUpInput } from '@pawroute/domain';
import { isApiError } from '../../../lib/apiClient';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { useSignUp, useSignUpOptions } from '../api/entrance';
import { PublicLayout } from '../../../components/PublicLayout';

interface PetRow {
  key: number;
  name: string;
  animalTypeId: string;
  breedId: string;
  weight: string;
  age: string;
}

const FIELDS = [
  ['firstName', 'First name', 'given-name', 'text'],
  ['lastName', 'Last name', 'family-name', 'text'],
  ['emailAddress', 'Email', 'email', 'email'],
  ['Password', 'Password', 'new-password', 'password'],
  ['address', 'Address', 'street-address', 'text'],
  ['city', 'City', 'address-level2', 'text'],
  ['state', 'State', 'address-level1', 'text'],
  ['zipcode', 'Zipcode', 'postal-code', 'text'],
  ['homePhone', 'Home phone', 'tel', 'tel'],
  ['workPhone', 'Work phone', 'tel', 'tel'],
  ['alternatePhone', 'Alternate phone', 'tel', 'tel'],
] as const;
type FieldName = (typeof FIELDS)[number][0];
const REQUIRED = new Set<FieldName>(['firstName', 'lastName', 'emailAddress', 'Password', 'address', 'city', 'state', 'zipcode', 'homePhone']);

let nextKey = 1;
const newPet = (): PetRow => ({ key: nextKey++, name: '', animalTypeId: '', breedId: '', weight: '', age: '' });

/**
 * /sign-up (part 2 §2.1, §5.2): the account, the address and phones, the pets (breeds from
 * get-sign-up-options) and the policies. Checked in the spec's order by the same function as the
 * server; the server's answer (409 and the rest, part 2 §8.1) is shown as it comes.
 */
export function SignUpPage() {
  useDocumentTitle('Create an account — Pawroute');
  const navigate = useNavigate();
  const options = useSignUpOptions();
  const signUp = useSignUp();
  const [values, setValues] = useState<Record<FieldName, string>>(() => {
    const start = Object.fromEntries(FIELDS.map(([name]) => [name, ''])) as Record<FieldName, string>;
    return { ...start, state: SIGN_UP_DEFAULT_STATE };
  });
  const [pets, setPets] = useState<PetRow[]>(() => [newPet()]);
  const [accepted, setAccepted] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});

  const body = (): SignUpInput => ({
    ...values,
    acceptedPolicies: accepted,
    pets: pets.map((p) => ({ name: p.name, animalTypeId: p.animalTypeId || null, breedId: p.breedId || null, weight: p.weight || null, age: p.age || null })),
  });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const input = body();
    const problem = signUpProblem(signUpInputSchema.parse(input));
    if (problem) {
      setError(problem.message);
      setFieldErrors(problem.fieldErrors);
      return;
    }
    setError(null);
    setFieldErrors({});
    try {
      const created = await signUp.mutateAsync(input);
      navigate('/signup-confirmation', { replace: true, state: { userId: created.userId, firstName: created.firstName } });
    } catch (err) {
      // Part 2 §8.1: 409 and 400 say what they say; anything else 'Failed to create account.'
      const message =
        isApiError(err) && err.statusCode === 409
          ? SIGN_UP_MESSAGES.emailInUse
          : isApiError(err) && err.statusCode >= 400 && err.statusCode < 500
            ? err.message
            : SIGN_UP_MESSAGES.failed;
      setError(message);
      if (isApiError(err) && err.fieldErrors) setFieldErrors(err.fieldErrors);
      toast.error(message);
    }
  };

  const setPet = (key: number, change: Partial<PetRow>) => setPets((rows) => rows.map((p) => (p.key === key ? { ...p, ...change } : p)));
  const breeds = options.data?.breeds ?? [];
  const animalTypes = options.data?.animalTypes ?? [];

  return (
    <PublicLayout>
      <section className="card card--wide signup" aria-labelledby="signup-title">
        <h1 id="signup-title" className="card__title">
          Create an account
        </h1>
        <form className="form" onSubmit={onSubmit} noValidate>
          <div className="signup__grid">
            {FIELDS.map(([name, label, autoComplete, type]) => (
              <div key={name} className={`field ${fieldErrors[name] ? 'field--invalid' : ''}`}>
                <label htmlFor={`signup-${name}`}>
                  {label}
                  {REQUIRED.has(name) && <span className="field__required" aria-hidden="true"> *</span>}
                </label>
                <input
                  id={`signup-${name}`}
                  type={type}
                  autoComplete={autoComplete}
                  maxLength={name === 'address' ? 100 : name === 'Password' ? 500 : 254}
                  value={values[name]}
                  aria-invalid={fieldErrors[name] ? true : undefined}
                  onChange={(e) => setValues((v) => ({ ...v, [name]: e.target.value }))}
                />
                <p className="field__error" aria-live="polite">
                  {fieldErrors[name]}
                </p>
              </div>
            ))}
          </div>

          <h2 className="signup__pets-title">Pets</h2>
          {options.isError && (
            <p className="form__error" role="alert">
              {SIGN_UP_MESSAGES.failedBreeds}
            </p>
          )}
          {pets.map((pet, i) => {
            const n = i + 1;
            const typeBreeds = breeds.filter((b) => !pet.animalTypeId || String(b.animalTypeId) === pet.animalTypeId);
            return (
              <fieldset key={pet.key} className={`signup__pet ${fieldErrors[`pets.${i}`] ? 'field--invalid' : ''}`}>
                <legend>Pet {n}</legend>
                <div className="field">
                  <label htmlFor={`pet-${pet.key}-name`}>Pet {n} name</label>
                  <input id={`pet-${pet.key}-name`} value={pet.name} maxLength={50} onChange={(e) => setPet(pet.key, { name: e.target.value })} />
                </div>
                <div className="field">
                  <label htmlFor={`pet-${pet.key}-type`}>Pet {n} type</label>
                  <select id={`pet-${pet.key}-type`} value={pet.animalTypeId} onChange={(e) => setPet(pet.key, { animalTypeId: e.target.value, breedId: '' })}>
                    <option value="">Any</option>
                    {animalTypes.map((t) => (
                      <option key={t.ID} value={t.ID}>
                        {t.type}
                      </option>
                    ))}
                  </select>
                </div>
                <div className="field">
                  <label htmlFor={`pet-${pet.key}-breed`}>Pet {n} breed</label>
                  <select id={`pet-${pet.key}-breed`} value={pet.breedId} onChange={(e) => setPet(pet.key, { breedId: e.target.value })}>
                    <option value="">Choose a breed</option>
                    {typeBreeds.map((b) => (
                      <option key={b.ID} value={b.ID}>
                        {b.breed}
                      </option>
                    ))}
                  </select>
                </div>
                <div className="field">
                  <label htmlFor={`pet-${pet.key}-weight`}>Pet {n} weight (lbs)</label>
                  <input id={`pet-${pet.key}-weight`} inputMode="numeric" value={pet.weight} onChange={(e) => setPet(pet.key, { weight: e.target.value })} />
                </div>
                <div className="field">
                  <label htmlFor={`pet-${pet.key}-age`}>Pet {n} age (years)</label>
                  <input id={`pet-${pet.key}-age`} inputMode="numeric" value={pet.age} onChange={(e) => setPet(pet.key, { age: e.target.value })} />
                </div>
                <p className="field__error" aria-live="polite">
                  {fieldErrors[`pets.${i}`]}
                </p>
                {pets.length > 1 && (
                  <button type="button" className="button" onClick={() => setPets((rows) => rows.filter((p) => p.key !== pet.key))}>
                    Remove pet {n}
                  </button>
                )}
              </fieldset>
            );
          })}
          {pets.length < SIGN_UP_MAX_PETS && (
            <button type="button" className="button" onClick={() => setPets((rows) => [...rows, newPet()])}>
              Add another pet
            </button>
          )}

          <label className="checkbox signup__policies">
            <input type="checkbox" checked={accepted} onChange={(e) => setAccepted(e.target.checked)} /> I accept the{' '}
            <a href="/privacyPolicy" target="_blank" rel="noopener noreferrer">
              Privacy Policy
            </a>{' '}
            and the{' '}
            <a href="/termsOfService" target="_blank" rel="noopener noreferrer">
              Terms of Service
            </a>
          </label>
          <p className="field__error" aria-live="polite">
            {fieldErrors.acceptedPolicies}
          </p>

          {error && (
            <p className="form__error" role="alert">
              {error}
            </p>
          )}
          <button type="submit" className="button button--primary button--block" disabled={signUp.isPending}>
            {signUp.isPending ? 'Creating your account…' : 'Create account'}
          </button>
        </form>
        <nav className="card__links" aria-label="Account help">
          <Link to="/login">I already have an account</Link>
        </nav>
      </section>
    </PublicLayout>
  );
}
