import { CONTACT_MESSAGES, type ContactAddress, formatAddressLine } from '@pawroute/domain';
import { useState } from 'react';
import { useCan } from '../../../lib/session';
import { useAddresses, useDeleteAddress } from '../api/addresses';
import { AddressDialog } from './AddressForm';
import { PrimaryBadge, YesMark } from './fields';
import { ActionsHeader, RowActions } from './RowActions';
import { TabPanel } from './TabPanel';
import { useConfirmDelete } from './useConfirmDelete';
import '../contacts.css';

export interface ContactsTabProps {
  userId: number;
  allowEditing: boolean;
}

const oneLine = (a: ContactAddress) => formatAddressLine(a);

/** A user's addresses (part 1 §3, §6): add, edit, delete with allowEditing; Mapsco and generator with ViewUsers. */
export function AddressesTab({ userId, allowEditing }: ContactsTabProps) {
  const routing = useCan('ViewUsers');
  const list = useAddresses(userId);
  const remove = useDeleteAddress(userId);
  const [editing, setEditing] = useState<ContactAddress | 'new' | null>(null);
  const rows = list.data?.addresses ?? [];
  const deletion = useConfirmDelete<ContactAddress>({
    title: 'Delete Address',
    describe: oneLine,
    remove,
    removed: CONTACT_MESSAGES.removedAddress,
    failedToRemove: CONTACT_MESSAGES.failedToRemoveAddress,
  });

  return (
    <TabPanel
      title="Addresses"
      addLabel="Add Address"
      allowEditing={allowEditing}
      onAdd={() => setEditing('new')}
      isPending={list.isPending}
      isError={list.isError}
      failedToRetrieve={CONTACT_MESSAGES.failedToRetrieveAddresses}
      isEmpty={rows.length === 0}
      emptyText="No addresses yet."
      dialogs={
        <>
          {editing && (
            <AddressDialog userId={userId} address={editing === 'new' ? null : editing} isFirst={rows.length === 0} onClose={() => setEditing(null)} />
          )}
          {deletion.dialog}
        </>
      }
    >
      <table className="ct-table">
        <thead>
          <tr>
            <th scope="col">Address</th>
            {routing && <th scope="col">Mapsco</th>}
            {routing && <th scope="col">Generator Required</th>}
            <th scope="col">Notes</th>
            <th scope="col">Primary</th>
            {allowEditing && <ActionsHeader />}
          </tr>
        </thead>
        <tbody>
          {rows.map((a) => (
            <tr key={a.ID} data-address-id={a.ID}>
              <td data-label="Address" className="ct-table__main">{oneLine(a)}</td>
              {routing && (
                <td data-label="Mapsco">
                  {a.mapsco ?? '—'}
                  {a.MapscoCity && <span className="muted"> ({a.MapscoCity.city})</span>}
                </td>
              )}
              {routing && (
                <td data-label="Generator Required">
                  <YesMark value={a.needsGenerator} label="Generator required" />
                </td>
              )}
              <td data-label="Notes">{a.notes ?? <span className="muted">—</span>}</td>
              <td data-label="Primary">{a.isPrimary ? <PrimaryBadge /> : <span className="muted">—</span>}</td>
              {allowEditing && <RowActions name={a.address} onEdit={() => setEditing(a)} onDelete={() => deletion.ask(a)} />}
            </tr>
          ))}
        </tbody>
      </table>
    </TabPanel>
  );
}
