import { STALE_EDIT_MESSAGE } from '@pawroute/domain';
import { isApiError } from '../lib/apiClient';

/** The server refused a save because someone else changed the record since it was opened. */
export const isStaleEdit = (error: unknown): boolean => isApiError(error) && error.statusCode === 409 && error.message === STALE_EDIT_MESSAGE;

/**
 * Shown in a form whose save was refused as stale: the server's words and a Reload that brings in the
 * other person's changes (the form's own edits are dropped: they were made on what is no longer there).
 */
export function StaleEditNotice({ onReload }: { onReload(): void }) {
  return (
    <div className="stale-edit" role="alert">
      <p>{STALE_EDIT_MESSAGE}</p>
      <button type="button" className="button button--secondary button--small" onClick={onReload}>
        Reload
      </button>
    </div>
  );
}
