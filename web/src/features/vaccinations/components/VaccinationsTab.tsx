import { saveVaccineSchema, type RemoveVaccineBody, type SaveVaccineBody, type UpdateVaccinationRulesBody } from '@pawroute/domain';
import { useEffect, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { useVaccineList, useVaccineListWrite } from '../api';
import { failed } from './failed';
import '../vaccinations.css';


/**
 * Management > Vaccinations (docs/RULES.md VAC-VALID): the vaccine list (add, remove), which are
 * required, and whether a booking missing a required vaccine is refused (off by default).
 */
export function VaccinationsTab() {
  const list = useVaccineList();
  const saveVaccine = useVaccineListWrite<SaveVaccineBody>('saveVaccine');
  const removeVaccine = useVaccineListWrite<RemoveVaccineBody>('removeVaccine');
  const saveRules = useVaccineListWrite<UpdateVaccinationRulesBody>('updateRules');
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [required, setRequired] = useState<number[]>([]);
  const [refuse, setRefuse] = useState(false);
  const rules = list.data?.rules;
  useEffect(() => {
    if (rules) {
      setRequired(rules.requiredVaccineIds);
      setRefuse(rules.refuseBookings);
    }
  }, [rules]);

  function add(e: FormEvent) {
    e.preventDefault();
    const checked = saveVaccineSchema.safeParse({ name });
    if (!checked.success) return setError(checked.error.issues[0]?.message ?? 'Please enter the vaccine name.');
    setError(null);
    saveVaccine.mutate({ name: checked.data.name }, { onSuccess: () => { toast.success('Added the vaccine'); setName(''); }, onError: failed('Failed to add the vaccine') });
  }

  return (
    <section className="panel" aria-labelledby="vaccinations-heading">
      <h2 id="vaccinations-heading">Vaccinations</h2>
      {list.isError && <p role="alert">Failed to retrieve the vaccine list</p>}
      <form
        className="vaccinations-rules"
        onSubmit={(e) => {
          e.preventDefault();
          saveRules.mutate({ requiredVaccineIds: required, refuseBookings: refuse }, { onSuccess: () => toast.success('Saved the vaccination rules'), onError: failed('Failed to save the vaccination rules') });
        }}
      >
        <fieldset>
          <legend>Vaccines (tick the required ones)</legend>
          <ul className="mgmt-list">
            {(list.data?.vaccines ?? []).map((v) => (
              <li key={v.ID}>
                <label>
                  <input
                    type="checkbox"
                    checked={required.includes(v.ID)}
                    onChange={(e) => setRequired(e.target.checked ? [...required, v.ID] : required.filter((id) => id !== v.ID))}
                  />{' '}
                  {v.name} required
                </label>{' '}
                <button
                  type="button"
                  className="button button--small button--danger"
                  aria-label={`Remove ${v.name} from the list`}
                  onClick={() => removeVaccine.mutate({ vaccineId: v.ID }, { onSuccess: () => toast.success(`Removed ${v.name}`), onError: failed('Failed to remove the vaccine') })}
                >
                  Remove
                </button>
              </li>
            ))}
          </ul>
        </fieldset>
        <label>
          <input type="checkbox" checked={refuse} onChange={(e) => setRefuse(e.target.checked)} /> Refuse bookings (office and online) when a required
          vaccine is missing or expired on the appointment date
        </label>
        <div>
          <button type="submit" className="button button--primary" disabled={saveRules.isPending || !list.data}>
            Save rules
          </button>
        </div>
      </form>
      <form className="mgmt-form" onSubmit={add} noValidate>
        <label className="field">
          New vaccine
          <input value={name} onChange={(e) => setName(e.target.value)} maxLength={60} />
        </label>
        <button type="submit" className="button" disabled={saveVaccine.isPending}>
          Add Vaccine
        </button>
        {error && <p role="alert" className="form__error mgmt-form__actions">{error}</p>}
      </form>
    </section>
  );
}
