import { flexRender, type Table } from '@tanstack/react-table';

/** What a list page's column may say about itself in its `meta`. */
export interface PagedColumnMeta {
  /** The filter box's accessible name and placeholder; a column without one has no filter box. */
  filterLabel?: string;
  /** A money column: its cells carry the class "money". */
  money?: boolean;
}

/** The filter row under the headings: the page keeps the values (usually in the URL). */
export interface ColumnFilterBoxes {
  value(columnId: string): string;
  onChange(columnId: string, value: string): void;
  /** The class of a heading cell whose column has no filter box. */
  blankClassName?: string;
}

export const columnMeta = (meta: unknown): PagedColumnMeta => (meta ?? {}) as PagedColumnMeta;

/**
 * A table's headings: a sortable column (one with an accessor, the sorting being the server's or the
 * table's) is a button that says its order in aria-sort; then, when the page filters by column, a row of
 * filter boxes.
 */
export function PagedTableHead<Row>({ table, filters }: { table: Table<Row>; filters?: ColumnFilterBoxes }) {
  return (
    <thead>
      {table.getHeaderGroups().map((group) => (
        <tr key={group.id}>
          {group.headers.map((header) => {
            const sorted = header.column.getIsSorted();
            const label = flexRender(header.column.columnDef.header, header.getContext());
            if (!header.column.getCanSort()) {
              return (
                <th key={header.id} scope="col">
                  <span className="table__heading">{label}</span>
                </th>
              );
            }
            return (
              <th key={header.id} scope="col" aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : 'none'}>
                <button type="button" className="table__sort" onClick={header.column.getToggleSortingHandler()}>
                  {label}
                  <span className={`sort-icon sort-icon--${sorted || 'none'}`} aria-hidden="true" />
                </button>
              </th>
            );
          })}
        </tr>
      ))}
      {filters && (
        <tr className="table__filters">
          {table.getVisibleLeafColumns().map((column) => {
            const { filterLabel } = columnMeta(column.columnDef.meta);
            return (
              <th key={column.id} scope="col" className={filterLabel ? undefined : filters.blankClassName}>
                {filterLabel && (
                  <input
                    type="search"
                    className="table__filter"
                    aria-label={filterLabel}
                    placeholder={filterLabel}
                    value={filters.value(column.id)}
                    onChange={(e) => filters.onChange(column.id, e.target.value)}
                  />
                )}
              </th>
            );
          })}
        </tr>
      )}
    </thead>
  );
}
