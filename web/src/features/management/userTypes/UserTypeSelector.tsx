import { isCustomerUserType } from '@pawroute/domain';
import { useState } from 'react';
import { toast } from 'sonner';
import { isApiError } from '../../../lib/apiClient';
import { can, useSessionUser } from '../../../lib/session';
import { useOptions } from '../../options';
import { useChangeUserType } from './api';
import './permissions.css';

/**
 * The user-type selector (part 1 §6: "ViewPermissions shows the user-type selector"; part 2 §3's
 * employee details name the linked user's type). Changing needs EditUsers too; the Customer type is not
 * offered for staff. The user's next request carries the new type's permissions, and their open
 * browsers redraw their menus (updatedPermissions).
 */
export function UserTypeSelector({ userId, userTypeId, userTypeName, disabled = false }: { userId: number; userTypeId: number; userTypeName: string | null; disabled?: boolean }) {
  const { data: me } = useSessionUser();
  const options = useOptions();
  const change = useChangeUserType();
  const [chosen, setChosen] = useState<string | null>(null);
  if (!can(me, 'ViewPermissions')) return null;
  const mayChange = can(me, 'EditUsers') && me?.ID !== userId && !disabled && !isCustomerUserType(userTypeId);
  const staffTypes = (options.data?.userTypes ?? []).filter((t) => !isCustomerUserType(t.ID));
  const value = chosen ?? String(userTypeId);
  return (
    <form
      className="usertype-select"
      aria-label="User type"
      onSubmit={(e) => {
        e.preventDefault();
        const UserTypeID = Number(value);
        if (!UserTypeID || UserTypeID === userTypeId) return;
        const name = staffTypes.find((t) => t.ID === UserTypeID)?.UserType ?? '';
        change.mutate(
          { userId, UserTypeID },
          {
            onSuccess: () => { toast.success(`User type changed to ${name}`); setChosen(null); },
            onError: (error) => toast.error(isApiError(error) && error.statusCode < 500 ? error.message : 'Failed to change user type'),
          },
        );
      }}
    >
      <label className="field">
        User Type
        <select value={value} disabled={!mayChange || change.isPending} onChange={(e) => setChosen(e.target.value)}>
          {!staffTypes.some((t) => t.ID === userTypeId) && <option value={userTypeId}>{userTypeName ?? '—'}</option>}
          {staffTypes.map((t) => <option key={t.ID} value={t.ID}>{t.UserType}</option>)}
        </select>
      </label>
      {mayChange && (
        <button type="submit" className="button button--secondary" disabled={change.isPending || value === String(userTypeId)}>
          Change User Type
        </button>
      )}
    </form>
  );
}
