import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PROFILE_MESSAGES, type UserWritten } from '@pawroute/domain';
import { toast } from 'sonner';
import { api, isApiError } from '../../../lib/apiClient';
import { useCan } from '../../../lib/session';
import { employeeKeys } from '../api/keys';

/**
 * 'This profile has been marked as deleted.' with Restore Profile for RestoreProfiles (part 2 §2.4, §2.7),
 * the customer profile's pattern for an employee.
 */
export function DeletedNotice({ userId, isDeleted }: { userId: number; isDeleted: boolean }) {
  const canRestore = useCan('RestoreProfiles');
  const client = useQueryClient();
  const restore = useMutation({
    mutationFn: () => api.put<UserWritten>('/api/v4/user/restore', { userId }),
    onSuccess() {
      void client.invalidateQueries({ queryKey: employeeKeys.employee(userId) });
      void client.invalidateQueries({ queryKey: employeeKeys.user(userId) });
      void client.invalidateQueries({ queryKey: employeeKeys.all });
    },
  });
  if (!isDeleted) return null;
  const onRestore = async () => {
    try {
      await restore.mutateAsync();
      toast.success(PROFILE_MESSAGES.restoredUser);
    } catch (e) {
      toast.error(PROFILE_MESSAGES.failedToRestoreUser, { description: isApiError(e) ? e.message : undefined });
    }
  };
  return (
    <div className="notice notice--warning notice--deleted" role="status">
      <span>{PROFILE_MESSAGES.deletedNotice}</span>
      {canRestore && (
        <button type="button" className="button button--secondary button--small" onClick={() => void onRestore()} disabled={restore.isPending}>
          {restore.isPending ? 'Restoring…' : 'Restore Profile'}
        </button>
      )}
    </div>
  );
}
