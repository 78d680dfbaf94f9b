import { CONTACT_MESSAGES, formatPhoneNumber, type ContactPhoneNumber } from '@pawroute/domain';
import { useState, type ReactNode } from 'react';
import { useDeletePhoneNumber, usePhoneNumbers } from '../api/phoneNumbers';
import type { ContactsTabProps } from './AddressesTab';
import { PrimaryBadge } from './fields';
import { PhoneNumberDialog } from './PhoneNumberForm';
import { ActionsHeader, RowActions } from './RowActions';
import { TabPanel } from './TabPanel';
import { useConfirmDelete } from './useConfirmDelete';
import '../contacts.css';

/** A user's phone numbers, shown (xxx) xxx-xxxx (part 1 §9); add, edit, delete with allowEditing (§6). */
export function PhoneNumbersTab({
  userId,
  allowEditing,
  renderPhoneActions,
}: ContactsTabProps & {
  /** Buttons beside each number (the app passes the phone system's Call and SMS for UsePhoneSystem). */
  renderPhoneActions?: (phone: ContactPhoneNumber) => ReactNode;
}) {
  const list = usePhoneNumbers(userId);
  const remove = useDeletePhoneNumber(userId);
  const [editing, setEditing] = useState<ContactPhoneNumber | 'new' | null>(null);
  const rows = list.data?.phoneNumbers ?? [];
  const deletion = useConfirmDelete<ContactPhoneNumber>({
    title: 'Delete Phone Number',
    describe: (p) => formatPhoneNumber(p.phoneNumber),
    remove,
    removed: CONTACT_MESSAGES.removedPhoneNumber,
    failedToRemove: CONTACT_MESSAGES.failedToRemovePhoneNumber,
  });

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
          {deletion.dialog}
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
            {allowEditing && <ActionsHeader />}
          </tr>
        </thead>
        <tbody>
          {rows.map((p) => (
            <tr key={p.ID} data-phone-number-id={p.ID}>
              <td data-label="Phone Number" className="ct-table__main">
                <a href={`tel:${p.phoneNumber}`}>{formatPhoneNumber(p.phoneNumber)}</a>
                {renderPhoneActions?.(p)}
              </td>
              <td data-label="Ext.">{p.extension ?? <span className="muted">—</span>}</td>
              <td data-label="Label">{p.label ?? <span className="muted">—</span>}</td>
              <td data-label="Primary">{p.isPrimary ? <PrimaryBadge /> : <span className="muted">—</span>}</td>
              {allowEditing && <RowActions name={formatPhoneNumber(p.phoneNumber)} onEdit={() => setEditing(p)} onDelete={() => deletion.ask(p)} />}
            </tr>
          ))}
        </tbody>
      </table>
    </TabPanel>
  );
}
