/** The last column's header of a contacts table (only when the user may edit). */
export function ActionsHeader() {
  return (
    <th scope="col">
      <span className="visually-hidden">Actions</span>
    </th>
  );
}

/** A row's Edit (when the list allows editing rows) and Delete buttons, labelled with the row's name. */
export function RowActions({ name, onEdit, onDelete }: { name: string; onEdit?: () => void; onDelete(): void }) {
  return (
    <td className="ct-table__actions">
      {onEdit && (
        <button type="button" className="button button--secondary button--small" onClick={onEdit} aria-label={`Edit ${name}`}>
          Edit
        </button>
      )}
      <button type="button" className="button button--ghost button--small" onClick={onDelete} aria-label={`Delete ${name}`}>
        Delete
      </button>
    </td>
  );
}
