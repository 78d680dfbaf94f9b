import { PROFILE_MESSAGES, type UserDetails } from '@pawroute/domain';
import { Link } from 'react-router-dom';
import { toast } from 'sonner';
import { isApiError } from '../../../lib/apiClient';
import { useCan } from '../../../lib/session';
import { useRestoreUser } from '../api/profileActions';

/** 'This profile has been marked as deleted.' with Restore Profile for RestoreProfiles (part 2 §2.7). */
export function DeletedNotice({ user }: { user: UserDetails }) {
  const canRestore = useCan('RestoreProfiles');
  const restore = useRestoreUser(user.ID);
  if (!user.IsDeleted && user.mergedIntoUserId === null) return null;
  const onRestore = async () => {
    try {
      await restore.mutateAsync(undefined);
      toast.success(PROFILE_MESSAGES.restoredUser);
    } catch (e) {
      toast.error(PROFILE_MESSAGES.failedToRestoreUser, { description: isApiError(e) ? e.message : undefined });
    }
  };
  return (
    <div className="notice notice--warning notice--deleted" role="status">
      <span>
        {user.IsDeleted && PROFILE_MESSAGES.deletedNotice}
        {user.mergedIntoUserId !== null && (
          <>
            {' '}
            Its records were merged into <Link to={`/dashboard/customers/${user.mergedIntoUserId}`}>another profile</Link>; restoring does not
            move them back.
          </>
        )}
      </span>
      {user.IsDeleted && canRestore && (
        <button type="button" className="button button--secondary button--small" onClick={() => void onRestore()} disabled={restore.isPending}>
          {restore.isPending ? 'Restoring…' : 'Restore Profile'}
        </button>
      )}
    </div>
  );
}
