import { CONTACT_MESSAGES, type ContactEmail } from '@pawroute/domain';
import { useState } from 'react';
import { toast } from 'sonner';
import { useDeleteEmail, useEmails } from '../api/emails';
import type { ContactsTabProps } from './AddressesTab';
import { ConfirmDelete } from './ConfirmDelete';
import { EmailDialog } from './EmailForm';
import { PrimaryBadge } from './fields';
import { reportWriteFailure } from './formErrors';
import { TabPanel } from './TabPanel';
import '../contacts.css';

/** A user's email addresses; add, edit, delete with allowEditing (part 1 §6). */
export function EmailAddressesTab({ userId, allowEditing }: ContactsTabProps) {
  const list = useEmails(userId);
  const remove = useDeleteEmail(userId);
  const [editing, setEditing] = useState<ContactEmail | 'new' | null>(null);
  const [deleting, setDeleting] = useState<ContactEmail | null>(null);
  const rows = list.data?.emails ?? [];

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.ID);
      toast.success(CONTACT_MESSAGES.removedEmail);
      setDeleting(null);
    } catch (error) {
      reportWriteFailure(error, CONTACT_MESSAGES.failedToRemoveEmail);
    }
  };

  return (
    <TabPanel
      title="Email Addresses"
      addLabel="Add Email"
      allowEditing={allowEditing}
      onAdd={() => setEditing('new')}
      isPending={list.isPending}
      isError={list.isError}
      failedToRetrieve={CONTACT_MESSAGES.failedToRetrieveEmails}
      isEmpty={rows.length === 0}
      emptyText="No email addresses yet."
      dialogs={
        <>
          {editing && <EmailDialog userId={userId} email={editing === 'new' ? null : editing} isFirst={rows.length === 0} onClose={() => setEditing(null)} />}
          {deleting && (
            <ConfirmDelete title="Delete Email" what={deleting.emailAddress} busy={remove.isPending} onConfirm={confirmDelete} onCancel={() => setDeleting(null)} />
          )}
        </>
      }
    >
      <table className="ct-table">
        <thead>
          <tr>
            <th scope="col">Email</th>
            <th scope="col">Label</th>
            <th scope="col">Primary</th>
            {allowEditing && <th scope="col"><span className="visually-hidden">Actions</span></th>}
          </tr>
        </thead>
        <tbody>
          {rows.map((e) => (
            <tr key={e.ID} data-email-id={e.ID}>
              <td data-label="Email" className="ct-table__main ct-table__wrap">
                <a href={`mailto:${e.emailAddress}`}>{e.emailAddress}</a>
              </td>
              <td data-label="Label">{e.label ?? <span className="muted">—</span>}</td>
              <td data-label="Primary">{e.isPrimary ? <PrimaryBadge /> : <span className="muted">—</span>}</td>
              {allowEditing && (
                <td className="ct-table__actions">
                  <button type="button" className="button button--secondary button--small" onClick={() => setEditing(e)} aria-label={`Edit ${e.emailAddress}`}>
                    Edit
                  </button>
                  <button type="button" className="button button--ghost button--small" onClick={() => setDeleting(e)} aria-label={`Delete ${e.emailAddress}`}>
                    Delete
                  </button>
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </TabPanel>
  );
}
