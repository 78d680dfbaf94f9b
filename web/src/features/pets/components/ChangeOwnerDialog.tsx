import { useState } from 'react';
import { toast } from 'sonner';
import { PET_MESSAGES, isEmail, type PetView } from '@pawroute/domain';
import { isApiError } from '../../../lib/apiClient';
import { useDebouncedValue } from '../../../lib/useDebouncedValue';
import { useOwnerSearch } from '../api/searchCustomers';
import { useUpdateOwner } from '../api/updateOwner';
import { ModalDialog } from '../../../components/ModalDialog';

interface Props {
  pet: PetView | null;
  /** EditCustomers: may create the new owner on the way. */
  canCreateCustomer: boolean;
  onClose(): void;
  onChanged(customerId: number): void;
}

type Choice = { kind: 'existing'; customerId: number; name: string } | { kind: 'new' } | null;

/** Part 1 §4 change-owner flow: choose an existing customer by search, or create a new one, then confirm. */
export function ChangeOwnerDialog({ pet, canCreateCustomer, onClose, onChanged }: Props) {
  const [search, setSearch] = useState('');
  const [choice, setChoice] = useState<Choice>(null);
  const [newOwner, setNewOwner] = useState({ firstName: '', lastName: '', emailAddress: '', phoneNumber: '' });
  const [problem, setProblem] = useState<string | null>(null);
  const debounced = useDebouncedValue(search, 300);
  const results = useOwnerSearch(debounced);
  const change = useUpdateOwner();
  const rows = (results.data?.rows ?? []).filter((row) => row.customerId !== pet?.customerId);

  const confirm = () => {
    if (!pet || !choice) return;
    setProblem(null);
    if (choice.kind === 'new') {
      if (!newOwner.firstName.trim() || !newOwner.lastName.trim()) return setProblem('First and last name are required.');
      if (!isEmail(newOwner.emailAddress)) return setProblem('Please enter a valid email address.');
    }
    change.mutate(
      choice.kind === 'existing'
        ? { petID: pet.ID, customerID: choice.customerId }
        : {
            petID: pet.ID,
            newCustomer: {
              Name: { firstName: newOwner.firstName.trim(), lastName: newOwner.lastName.trim() },
              emailAddress: newOwner.emailAddress.trim(),
              phoneNumber: newOwner.phoneNumber.trim() || undefined,
              isAccount: false,
            },
          },
      {
        onSuccess: ({ customerID }) => {
          toast.success(PET_MESSAGES.changedOwner);
          onChanged(customerID);
        },
        onError: (error) => {
          // Part 1 §8: a refusal stops the loading state; the reason is shown in the dialog too.
          setProblem(isApiError(error) ? error.message : PET_MESSAGES.failedToChangeOwner);
          toast.error(PET_MESSAGES.failedToChangeOwner);
        },
      },
    );
  };

  return (
    <ModalDialog
      open={pet !== null}
      title={`Change the owner of ${pet?.petName ?? 'this pet'}`}
      onClose={onClose}
      busy={change.isPending}
      actions={
        <>
          <button type="button" className="button button--secondary" onClick={onClose} disabled={change.isPending}>
            Cancel
          </button>
          <button type="button" className="button button--primary" onClick={confirm} disabled={!choice || change.isPending}>
            {change.isPending ? 'Changing…' : 'Confirm'}
          </button>
        </>
      }
    >
      <div className="field">
        <label htmlFor="owner-search">Find a customer</label>
        <input
          id="owner-search"
          type="search"
          placeholder="Name"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      </div>
      {debounced.trim().length >= 2 && (
        <ul className="owner-results" aria-label="Customers found">
          {results.isPending ? (
            <li className="muted">Searching…</li>
          ) : rows.length === 0 ? (
            <li className="muted">No customers found.</li>
          ) : (
            rows.map((row) => (
              <li key={row.customerId}>
                <label className="owner-results__row">
                  <input
                    type="radio"
                    name="new-owner"
                    checked={choice?.kind === 'existing' && choice.customerId === row.customerId}
                    onChange={() => setChoice({ kind: 'existing', customerId: row.customerId, name: `${row.firstName} ${row.lastName}` })}
                  />
                  <span>
                    <strong>
                      {row.firstName} {row.lastName}
                    </strong>
                    <span className="muted"> {row.emailAddress}</span>
                  </span>
                </label>
              </li>
            ))
          )}
        </ul>
      )}
      {canCreateCustomer && (
        <label className="owner-results__row owner-results__new">
          <input type="radio" name="new-owner" checked={choice?.kind === 'new'} onChange={() => setChoice({ kind: 'new' })} />
          <span>Create a new customer</span>
        </label>
      )}
      {choice?.kind === 'new' && (
        <div className="form__grid form__grid--2">
          {(
            [
              ['firstName', 'First name'],
              ['lastName', 'Last name'],
              ['emailAddress', 'Email'],
              ['phoneNumber', 'Phone'],
            ] as const
          ).map(([key, label]) => (
            <div className="field" key={key}>
              <label htmlFor={`new-owner-${key}`}>{label}</label>
              <input id={`new-owner-${key}`} value={newOwner[key]} onChange={(event) => setNewOwner({ ...newOwner, [key]: event.target.value })} />
            </div>
          ))}
        </div>
      )}
      {problem && (
        <p className="form__error" role="alert">
          {problem}
        </p>
      )}
    </ModalDialog>
  );
}
