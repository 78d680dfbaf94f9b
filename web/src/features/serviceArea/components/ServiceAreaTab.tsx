import { SERVICE_AREA_MESSAGES, serviceAreaSchema, type ServiceAreaKind } from '@pawroute/domain';
import { useState } from 'react';
import { toast } from 'sonner';
import { isApiError } from '../../../lib/apiClient';
import { useSaveServiceArea, useServiceArea } from '../api';
import './serviceArea.css';

const KINDS: [ServiceAreaKind, string, string][] = [
  ['mapsco', 'Mapsco grid', 'An estimate needs a valid Mapsco (the spec’s rule for Dallas–Fort Worth).'],
  ['zip', 'ZIP Codes', 'Addresses in the ZIP Codes you list. No Mapsco asked.'],
  ['driveTime', 'Drive time', 'Addresses within a drive of your base address (needs the map: GEOCODER_URL). No Mapsco asked.'],
];

interface Draft {
  kind: ServiceAreaKind;
  zipcodes: string;
  baseAddress: string;
  baseLat: string;
  baseLng: string;
  maxMinutes: string;
}

const numberOrNull = (text: string) => (text.trim() === '' ? null : Number(text));

/**
 * Management → Service Area (ViewManagement and EditSettings): how "inside the area" is drawn
 * (docs/RULES.md SA-KIND) for estimates, the office's scheduling and online booking. Checked with the
 * schema the server checks.
 */
export function ServiceAreaTab() {
  const current = useServiceArea();
  const save = useSaveServiceArea();
  const [draft, setDraft] = useState<Draft | null>(null);
  const [error, setError] = useState<string | null>(null);
  if (current.isLoading) return <p className="muted">Loading…</p>;
  if (current.isError || !current.data) return <p role="alert">Failed to get the service area</p>;
  const area = current.data.serviceArea;
  const value: Draft = draft ?? {
    kind: area.kind,
    zipcodes: area.zipcodes.join(', '),
    baseAddress: area.baseAddress,
    baseLat: area.baseLat === null ? '' : String(area.baseLat),
    baseLng: area.baseLng === null ? '' : String(area.baseLng),
    maxMinutes: String(area.maxMinutes),
  };
  const set = (patch: Partial<Draft>) => setDraft({ ...value, ...patch });
  const submit = () => {
    const parsed = serviceAreaSchema.safeParse({
      kind: value.kind,
      zipcodes: value.zipcodes,
      baseAddress: value.baseAddress,
      baseLat: numberOrNull(value.baseLat),
      baseLng: numberOrNull(value.baseLng),
      maxMinutes: Number(value.maxMinutes),
    });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Please check the service area');
    setError(null);
    save.mutate(parsed.data, {
      onSuccess: () => {
        toast.success(SERVICE_AREA_MESSAGES.saved);
        setDraft(null);
      },
      onError: (e) => toast.error(isApiError(e) && e.statusCode < 500 ? e.message : 'Failed to save the service area'),
    });
  };
  return (
    <form className="mgmt-form service-area" noValidate aria-label="Service area" onSubmit={(e) => (e.preventDefault(), submit())}>
      <fieldset className="field">
        <legend>The service area is drawn by</legend>
        {KINDS.map(([kind, label, hint]) => (
          <label key={kind} className="service-area__kind">
            <input type="radio" name="kind" checked={value.kind === kind} onChange={() => set({ kind })} />
            <span>
              <strong>{label}</strong>
              <span className="muted"> {hint}</span>
            </span>
          </label>
        ))}
      </fieldset>
      {value.kind === 'zip' && (
        <label className="field">
          ZIP Codes (separated by commas or spaces)
          <textarea rows={3} value={value.zipcodes} onChange={(e) => set({ zipcodes: e.target.value })} />
        </label>
      )}
      {value.kind === 'driveTime' && (
        <>
          <label className="field">
            Base address
            <input value={value.baseAddress} onChange={(e) => set({ baseAddress: e.target.value })} />
          </label>
          <div className="service-area__pin">
            <label className="field">
              Latitude
              <input inputMode="decimal" value={value.baseLat} onChange={(e) => set({ baseLat: e.target.value })} />
            </label>
            <label className="field">
              Longitude
              <input inputMode="decimal" value={value.baseLng} onChange={(e) => set({ baseLng: e.target.value })} />
            </label>
          </div>
          <label className="field">
            Longest drive (minutes)
            <input inputMode="numeric" value={value.maxMinutes} onChange={(e) => set({ maxMinutes: e.target.value })} />
          </label>
        </>
      )}
      {error && (
        <p role="alert" className="field__error">
          {error}
        </p>
      )}
      <button type="submit" className="button" disabled={save.isPending}>
        Save
      </button>
    </form>
  );
}
