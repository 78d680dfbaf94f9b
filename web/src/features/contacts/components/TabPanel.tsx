import { useEffect, type ReactNode } from 'react';
import { toast } from 'sonner';
import { Spinner } from '../../../components/Spinner';
import { CONTACT_MESSAGES } from '@pawroute/domain';

interface Props {
  title: string;
  addLabel: string;
  allowEditing: boolean;
  onAdd(): void;
  isPending: boolean;
  isError: boolean;
  /** The spec's failed-to-retrieve toast for this list. */
  failedToRetrieve: string;
  isEmpty: boolean;
  emptyText: string;
  children: ReactNode;
  /** Add/edit/delete dialogs: shown whatever the list's state. */
  dialogs?: ReactNode;
}

/** The frame every contacts tab shares: heading, add button (allowEditing), loading, 'Failed to Load', empty. */
export function TabPanel(props: Props) {
  const { title, addLabel, allowEditing, onAdd, isPending, isError, failedToRetrieve, isEmpty, emptyText, children, dialogs } = props;
  useEffect(() => {
    if (isError) toast.error(failedToRetrieve, { id: failedToRetrieve });
  }, [isError, failedToRetrieve]);

  return (
    <section className="panel ct-panel" aria-label={title}>
      <div className="ct-panel__header">
        <h2 className="ct-panel__title">{title}</h2>
        {allowEditing && (
          <button type="button" className="button button--primary button--small" onClick={onAdd}>
            {addLabel}
          </button>
        )}
      </div>
      {isPending ? (
        <Spinner label={`Loading ${title.toLowerCase()}…`} />
      ) : isError ? (
        <div className="ct-failed" role="alert">
          {CONTACT_MESSAGES.failedToLoad}
        </div>
      ) : isEmpty ? (
        <p className="muted ct-empty">{emptyText}</p>
      ) : (
        children
      )}
      {dialogs}
    </section>
  );
}
