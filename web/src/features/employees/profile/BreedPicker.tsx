import type { OptionsResponse } from '@pawroute/domain';
import { useId, useMemo, useState } from 'react';

type Breed = OptionsResponse['breeds'][number];

interface Props {
  breeds: Breed[];
  value: number[];
  onChange(ids: number[]): void;
  disabled?: boolean;
  error?: string;
}

const breedLabel = (b: Breed) => b.breed;

/**
 * Breed Restrictions (part 2 §3): the breeds a stylist does NOT groom. Chosen breeds show as removable
 * chips; a searchable checkbox list picks them (one column, large targets, so it works on a phone).
 */
export function BreedPicker({ breeds, value, onChange, disabled, error }: Props) {
  const id = useId();
  const [search, setSearch] = useState('');
  const byId = useMemo(() => new Map(breeds.map((b) => [b.ID, b])), [breeds]);
  const selected = new Set(value);
  const text = search.trim().toLowerCase();
  const shown = breeds.filter((b) => !text || b.breed.toLowerCase().includes(text) || b.AnimalType.type.toLowerCase().includes(text));
  const toggle = (breedId: number, on: boolean) =>
    onChange(on ? [...new Set([...value, breedId])].sort((a, b) => a - b) : value.filter((v) => v !== breedId));

  return (
    <fieldset className={`field emp-breeds ${error ? 'field--invalid' : ''}`} disabled={disabled} aria-describedby={`${id}-error`}>
      <legend className="field__label">Breed Restrictions</legend>
      <p className="muted-line">Breeds this stylist does not groom.</p>
      <ul className="emp-chips" aria-label="Selected breed restrictions">
        {value.length === 0 && <li className="muted-line">None</li>}
        {value.map((breedId) => {
          const breed = byId.get(breedId);
          const name = breed ? breedLabel(breed) : `Breed #${breedId}`;
          return (
            <li key={breedId} className="emp-chip">
              {name}
              <button type="button" className="emp-chip__remove" aria-label={`Remove ${name}`} onClick={() => toggle(breedId, false)}>
                ×
              </button>
            </li>
          );
        })}
      </ul>
      <label htmlFor={`${id}-search`} className="visually-hidden">
        Search breeds
      </label>
      <input
        id={`${id}-search`}
        type="search"
        placeholder="Search breeds"
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        autoComplete="off"
      />
      <div className="emp-breeds__list" role="group" aria-label="Breeds">
        {shown.map((b) => (
          <label key={b.ID} className="check emp-breeds__option">
            <input type="checkbox" checked={selected.has(b.ID)} onChange={(e) => toggle(b.ID, e.target.checked)} />
            <span>{b.breed}</span>
            <span className="emp-breeds__type">{b.AnimalType.type}</span>
          </label>
        ))}
        {shown.length === 0 && <p className="muted-line">No breeds match “{search}”.</p>}
      </div>
      <p id={`${id}-error`} className="field__error" aria-live="polite">
        {error}
      </p>
    </fieldset>
  );
}
