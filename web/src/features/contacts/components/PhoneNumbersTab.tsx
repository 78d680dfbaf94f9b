import { CONTACT_MESSAGES, formatPhoneNumber, type ContactPhoneNumber } from '@pawroute/domain';
import { useState } from 'react';
import { toast } from 'sonner';
import { useDeletePhoneNumber, usePhoneNumbers } from '../api/phoneNumbers';
import type { ContactsTabProps } from './AddressesTab';
import { ConfirmDelete } from './ConfirmDelete';
import { PrimaryBadge } from './fields';
import { reportWriteFailure } from './formErrors';
import { PhoneNumberDialog } from './PhoneNumberForm';
import { TabPanel } from './TabPanel';
import '../contacts.css';

/** A user's phone numbers, shown (xxx) xxx-xxxx (part 1 §9); add, edit, delete with allowEditing (§6). */
export function PhoneNumbersTab({ userId, allowEditing }: ContactsTabProps) {
  const list = usePhoneNumbers(userId);
  const remove = useDeletePhoneNumber(userId);
  const [editing, setEditing] = useState<ContactPhoneNumber | 'new' | null>(null);
  const [deleting, setDeleting] = useState<ContactPhoneNumber | null>(null);
  const rows = list.data?.phoneNumbers ?? [];

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.ID);
      toast.success(CONTACT_MESSAGES.removedPhoneNumber);
      setDeleting(null);
    } catch (error) {
      reportWriteFailure(error, CONTACT_MESSAGES.failedToRemovePhoneNumber);
    }
  };

  return (
    <TabPanel
      title="Phone Numbers"
      addLabel="Add Phone Number"
      allowEditing={allowEditing}
      onAdd={() => setEditing('new')}
      isPending={list.isPending}
      isError={list.isError}
      failedToRetrieve={CONTACT_MESSAGES.failedToRetrievePhoneNumbers}
      isEmpty={rows.length === 0}
      emptyText="No phone numbers yet."
      dialogs={
        <>
          {editing && (
            <PhoneNumberDialog userId={userId} phone={editing === 'new' ? null : editing} isFirst={rows.length === 0} onClose={() => setEditing(null)} />
          )}
          {deleting && (
            <ConfirmDelete
              title="Delete Phone Number"
              what={formatPhoneNumber(deleting.phoneNumber)}
              busy={remove.isPending}
              onConfirm={confirmDelete}
              onCancel={() => setDeleting(null)}
            />
          )}
        </>
      }
    >
      <table className="ct-table">
        <thead>
          <tr>
            <th scope="col">Phone Number</th>
            <th scope="col">Ext.</th>
            <th scope="col">Label</th>
            <th scope="col">Primary</th>
            {allowEditing && <th scope="col"><span className="visually-hidden">Actions</span></th>}
          </tr>
        </thead>
        <tbody>
          {rows.map((p) => (
            <tr key={p.ID} data-phone-number-id={p.ID}>
              <td data-label="Phone Number" className="ct-table__main">
                <a href={`tel:${p.phoneNumber}`}>{formatPhoneNumber(p.phoneNumber)}</a>
              </td>
              <td data-label="Ext.">{p.extension ?? <span className="muted">—</span>}</td>
              <td data-label="Label">{p.label ?? <span className="muted">—</span>}</td>
              <td data-label="Primary">{p.isPrimary ? <PrimaryBadge /> : <span className="muted">—</span>}</td>
              {allowEditing && (
                <td className="ct-table__actions">
                  <button type="button" className="button button--secondary button--small" onClick={() => setEditing(p)} aria-label={`Edit ${formatPhoneNumber(p.phoneNumber)}`}>
                    Edit
                  </button>
                  <button type="button" className="button button--ghost button--small" onClick={() => setDeleting(p)} aria-label={`Delete ${formatPhoneNumber(p.phoneNumber)}`}>
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
