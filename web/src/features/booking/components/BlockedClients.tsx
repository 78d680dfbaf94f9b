import { fullName } from '@pawroute/domain';
import { useState } from 'react';
import { useCustomerSearch } from '../../estimates/api';
import { useDebouncedValue } from '../../../lib/useDebouncedValue';

/**
 * The blocked clients (docs/RULES.md "Online booking"): their online booking is refused with a neutral
 * message telling them to call the office. Found by name as the customer list finds them.
 */
export function BlockedClients({ ids, known, onChange }: { ids: number[]; known: { customerId: number; name: string }[]; onChange(ids: number[]): void }) {
  const [text, setText] = useState('');
  const [picked, setPicked] = useState<{ customerId: number; name: string }[]>([]);
  const debounced = useDebouncedValue(text.trim(), 400);
  const search = useCustomerSearch(debounced);
  const nameOf = (id: number) => [...known, ...picked].find((c) => c.customerId === id)?.name ?? `Customer ${id}`;
  const found = (search.data?.rows ?? []).filter((r) => !ids.includes(r.customerId));
  return (
    <fieldset className="field booking-blocked">
      <legend>Blocked clients (told to call the office)</legend>
      {ids.length === 0 && <p className="muted">Nobody is blocked.</p>}
      <ul className="booking__list">
        {ids.map((id) => (
          <li key={id} className="booking__row">
            <span>{nameOf(id)}</span>
            <button type="button" className="button button--secondary" onClick={() => onChange(ids.filter((x) => x !== id))}>
              Unblock
            </button>
          </li>
        ))}
      </ul>
      <label className="field booking-blocked__search">
        Block a client
        <input type="search" placeholder="Type a name" value={text} onChange={(e) => setText(e.target.value)} />
      </label>
      {debounced.length >= 2 && (
        <ul className="booking__list" aria-label="Clients found">
          {found.slice(0, 8).map((r) => (
            <li key={r.customerId} className="booking__row">
              <span>{fullName({ firstName: r.firstName, lastName: r.lastName })}</span>
              <button
                type="button"
                className="button button--secondary"
                onClick={() => (setPicked([...picked, { customerId: r.customerId, name: fullName({ firstName: r.firstName, lastName: r.lastName }) }]), onChange([...ids, r.customerId]), setText(''))}
              >
                Block
              </button>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
