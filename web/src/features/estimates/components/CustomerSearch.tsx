import { displayAddressLine } from '@pawroute/domain';
import { useId, useState } from 'react';
import { Spinner } from '../../../components/Spinner';
import { useDebouncedValue } from '../../../lib/useDebouncedValue';
import { useCustomerSearch } from '../api/searchCustomers';
import { formatPhone } from '../format';

/** Find an existing customer by name (the customer list's name filter, debounced like it, part 1 §9). */
export function CustomerSearch({ onPick, error }: { onPick(userId: number): void; error?: string }) {
  const id = useId();
  const [text, setText] = useState('');
  const debounced = useDebouncedValue(text, 500);
  const search = useCustomerSearch(debounced);
  const rows = search.data?.rows ?? [];
  return (
    <div className={`field est-search ${error ? 'field--invalid' : ''}`}>
      <label htmlFor={id}>Find a customer</label>
      <input
        id={id}
        type="search"
        placeholder="Type a name"
        autoComplete="off"
        value={text}
        onChange={(event) => setText(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-error`}
      />
      <p id={`${id}-error`} className="field__error" aria-live="polite">
        {error}
      </p>
      {debounced.trim().length >= 2 &&
        (search.isFetching && rows.length === 0 ? (
          <Spinner label="Searching…" />
        ) : search.isError ? (
          <p className="form__error">Failed to receive customers.</p>
        ) : rows.length === 0 ? (
          <p className="muted">No customer was found.</p>
        ) : (
          <ul className="est-search__results" aria-label="Customers found">
            {rows.map((row) => (
              <li key={row.ID}>
                <button type="button" className="est-search__result" onClick={() => onPick(row.ID)}>
                  <span className="est-search__name">
                    {row.lastName}, {row.firstName}
                  </span>
                  <span className="est-search__meta">
                    {[row.emailAddress, formatPhone(row.phoneNumber), displayAddressLine(row.address)].filter(Boolean).join(' · ')}
                  </span>
                  {row.pets && <span className="est-search__meta">Pets: {row.pets}</span>}
                </button>
              </li>
            ))}
          </ul>
        ))}
    </div>
  );
}
