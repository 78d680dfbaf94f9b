import { CONTACT_MESSAGES, type ContactEmail } from '@pawroute/domain';
import { useState } from 'react';
import { useDeleteEmail, useEmails } from '../api/emails';
import type { ContactsTabProps } from './AddressesTab';
import { EmailDialog } from './EmailForm';
import { PrimaryBadge } from './fields';
import { ActionsHeader, RowActions } from './RowActions';
import { TabPanel } from './TabPanel';
import { useConfirmDelete } from './useConfirmDelete';
import '../contacts.css';

/** A user's email addresses; add, edit, delete with allowEditing (part 1 §6). */
export function EmailAddressesTab({ userId, allowEditing }: ContactsTabProps) {
  const list = useEmails(userId);
  const remove = useDeleteEmail(userId);
  const [editing, setEditing] = useState<ContactEmail | 'new' | null>(null);
  const rows = list.data?.emails ?? [];
  const deletion = useConfirmDelete<ContactEmail>({
    title: 'Delete Email',
    describe: (e) => e.emailAddress,
    remove,
    removed: CONTACT_MESSAGES.removedEmail,
    failedToRemove: CONTACT_MESSAGES.failedToRemoveEmail,
  });

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
          {deletion.dialog}
        </>
      }
    >
      <table className="ct-table">
        <thead>
          <tr>
            <th scope="col">Email</th>
            <th scope="col">Label</th>
            <th scope="col">Primary</th>
            {allowEditing && <ActionsHeader />}
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
              {allowEditing && <RowActions name={e.emailAddress} onEdit={() => setEditing(e)} onDelete={() => deletion.ask(e)} />}
            </tr>
          ))}
        </tbody>
      </table>
    </TabPanel>
  );
}
