import type { CustomerRow } from '@pawroute/domain';
import { useEffect, useId, useState } from 'react';
import { useDebouncedValue } from '../../../lib/useDebouncedValue';
import { useMergeSearch } from '../api/merge';

export interface PickedProfile {
  ID: number;
  name: string;
  detail: string;
}

export const pickedFrom = (row: CustomerRow): PickedProfile => ({
  ID: row.ID,
  name: [row.firstName, row.lastName].filter(Boolean).join(' '),
  detail: [row.emailAddress, row.pets && `Pets: ${row.pets}`].filter(Boolean).join(' · '),
});

/** One searchable list (5 a page) to pick a profile from. */
export function ProfilePicker({
  title,
  picked,
  onPick,
  onView,
}: {
  title: string;
  picked: PickedProfile | null;
  onPick(profile: PickedProfile): void;
  onView(userId: number): void;
}) {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(0);
  const debounced = useDebouncedValue(search, 400);
  const results = useMergeSearch(debounced, page);
  const id = useId();
  useEffect(() => setPage(0), [debounced]);
  const rows = results.data?.rows ?? [];
  const pages = results.data?.pages ?? 1;
  return (
    <section className="panel" aria-labelledby={`${id}-title`}>
      <div className="panel__head">
        <h2 id={`${id}-title`} className="panel__title">
          {title}
        </h2>
      </div>
      <p className="muted-line" data-testid={`${title}-picked`}>
        {picked ? (
          <>
            Selected: <strong>{picked.name}</strong>{' '}
            <button type="button" className="button button--ghost button--small" onClick={() => onView(picked.ID)}>
              View
            </button>
          </>
        ) : (
          'None selected'
        )}
      </p>
      <label htmlFor={`${id}-search`} className="visually-hidden">
        Search {title}
      </label>
      <input
        id={`${id}-search`}
        type="search"
        className="search-input"
        placeholder={`Search ${title.toLowerCase()} by name`}
        value={search}
        onChange={(e) => setSearch(e.target.value)}
      />
      <ul className="pick-list" aria-label={`${title} results`}>
        {rows.map((row) => {
          const p = pickedFrom(row);
          return (
            <li key={row.ID}>
              <button type="button" className="pick" aria-pressed={picked?.ID === row.ID} onClick={() => onPick(p)}>
                <span className="pick__text">
                  <span className="pick__name">{p.name}</span>
                  <span className="pick__sub">{p.detail || '—'}</span>
                </span>
              </button>
            </li>
          );
        })}
        {rows.length === 0 && <li className="muted-line">{results.isPending ? 'Loading…' : results.isError ? 'Failed to Load' : 'No customers match.'}</li>}
      </ul>
      <nav className="pager" aria-label={`${title} pages`}>
        <button type="button" className="button button--secondary button--small" disabled={page === 0} onClick={() => setPage((p) => p - 1)}>
          Previous
        </button>
        <span className="pager__status">
          Page {page + 1} of {pages}
        </span>
        <button type="button" className="button button--secondary button--small" disabled={page + 1 >= pages} onClick={() => setPage((p) => p + 1)}>
          Next
        </button>
      </nav>
    </section>
  );
}
