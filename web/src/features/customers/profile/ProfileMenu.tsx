import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { fullName, type UserDetails } from '@pawroute/domain';
import { useCan } from '../../../lib/session';
import { ComingLaterDialog } from './ComingLaterDialog';
import { ConfirmDeleteDialog } from './ConfirmDeleteDialog';
import { CreateAccountDialog } from './CreateAccountDialog';
import type { ProfileSlots } from './slots';

/**
 * The profile header menu (part 1 §2, part 2 §2.7): Create Account, New Todo Item, New Estimate,
 * and an overflow with New Transaction, Send Transaction Summary, New Complaint, Merge Profile and
 * Delete User, each shown only with its permission.
 */
export function ProfileMenu({ user, slots }: { user: UserDetails; slots?: ProfileSlots }) {
  const canCreateAccount = useCan('EditUsers') && !user.isAccount;
  const canTodo = useCan('EditTodoItems');
  const canEstimate = useCan('ViewAppointments');
  const canTransaction = useCan('CreateTransactions');
  const canSummary = useCan('SendTransactionSummaries');
  const canComplaint = useCan('CreateComplaints');
  const canMerge = useCan('MergeProfiles');
  const canDelete = useCan('DangerousEditing');
  const canText = useCan('UsePhoneSystem') && user.customerId !== null;
  const [later, setLater] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [complaining, setComplaining] = useState(false);
  const [todoing, setTodoing] = useState(false);
  const [summarizing, setSummarizing] = useState(false);
  const [open, setOpen] = useState(false);
  const overflowRef = useRef<HTMLDivElement>(null);
  const name = fullName({ firstName: user.firstName, lastName: user.lastName });
  // An employee's id is their user id (docs/DECISIONS.md "employeeId = the employee's user id").
  const employee = user.customerId === null ? { ID: user.ID, name, emailAddress: user.emailAddress } : null;
  const hasOverflow = canTransaction || canSummary || canComplaint || canMerge || (canDelete && !user.IsDeleted);

  useEffect(() => {
    if (!open) return;
    const close = (event: MouseEvent | KeyboardEvent) => {
      if (event instanceof KeyboardEvent ? event.key === 'Escape' : !overflowRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('mousedown', close);
      document.removeEventListener('keydown', close);
    };
  }, [open]);

  // A deleted profile takes no new work; its notice offers Restore Profile instead.
  if (user.IsDeleted) return null;

  const soon = (what: string) => () => {
    setOpen(false);
    setLater(what);
  };

  return (
    <div className="profile-menu" role="toolbar" aria-label="Profile actions">
      {canCreateAccount && !user.IsDeleted && (
        <button type="button" className="button button--secondary" onClick={() => setCreating(true)}>
          Create Account
        </button>
      )}
      {canTodo && (
        <button type="button" className="button button--secondary" onClick={slots?.renderNewTodo ? () => setTodoing(true) : soon('New Todo Item')}>
          New Todo Item
        </button>
      )}
      {canText && (
        <Link className="button button--secondary" to={`/dashboard/messages/${user.customerId}`}>
          Texts
        </Link>
      )}
      {canEstimate && (
        <Link className="button button--primary" to={`/dashboard/estimate/user/${user.ID}/info`}>
          New Estimate
        </Link>
      )}
      {hasOverflow && (
        <div className="overflow" ref={overflowRef}>
          <button
            type="button"
            className="button button--secondary"
            aria-haspopup="menu"
            aria-expanded={open}
            onClick={() => setOpen((v) => !v)}
          >
            More ▾
          </button>
          {open && (
            <div className="overflow__list" role="menu">
              {canTransaction && (
                <Link role="menuitem" className="overflow__item" to={`/dashboard/transactions/new/user/${user.ID}`}>
                  New Transaction
                </Link>
              )}
              {canSummary && (
                <button
                  type="button"
                  role="menuitem"
                  className="overflow__item"
                  onClick={
                    slots?.renderSendSummary
                      ? () => {
                          setOpen(false);
                          setSummarizing(true);
                        }
                      : soon('Send Transaction Summary')
                  }
                >
                  Send Transaction Summary
                </button>
              )}
              {canComplaint && (
                <button
                  type="button"
                  role="menuitem"
                  className="overflow__item"
                  onClick={
                    slots?.renderNewComplaint
                      ? () => {
                          setOpen(false);
                          setComplaining(true);
                        }
                      : soon('New Complaint')
                  }
                >
                  New Complaint
                </button>
              )}
              {canMerge && (
                <Link role="menuitem" className="overflow__item" to={`/dashboard/merge/${user.ID}`}>
                  Merge Profile
                </Link>
              )}
              {canDelete && !user.IsDeleted && (
                <button
                  type="button"
                  role="menuitem"
                  className="overflow__item overflow__item--danger"
                  onClick={() => {
                    setOpen(false);
                    setDeleting(true);
                  }}
                >
                  Delete User
                </button>
              )}
            </div>
          )}
        </div>
      )}
      <ComingLaterDialog what={later} onClose={() => setLater(null)} />
      {/* On a profile that is not a customer's, the todo item is tied to no customer; the summary is of the
          appointments this employee worked; the complaint names this employee and a customer picked in the form. */}
      {slots?.renderSendSummary?.({ customerId: user.customerId, employee, open: summarizing, onClose: () => setSummarizing(false) })}
      {slots?.renderNewTodo?.({ customerId: user.customerId, open: todoing, onClose: () => setTodoing(false) })}
      {slots?.renderNewComplaint?.({ customerId: user.customerId, employee, open: complaining, onClose: () => setComplaining(false) })}
      <CreateAccountDialog userId={user.ID} defaultEmail={user.emailAddress} open={creating} onClose={() => setCreating(false)} />
      <ConfirmDeleteDialog userId={user.ID} name={name} open={deleting} onClose={() => setDeleting(false)} />
    </div>
  );
}
