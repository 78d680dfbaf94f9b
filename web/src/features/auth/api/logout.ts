import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiGetWithCsrf, resetCsrfToken } from '../../../lib/apiClient';
import { forgetPersistedCache } from '../../../lib/offline/persistCache';
import { SESSION_KEY } from '../../../lib/queryClient';

export async function logout(): Promise<void> {
  // The spec's GET, with the CSRF header the server requires of it.
  await apiGetWithCsrf('/api/v4/account/logout');
}

export function useLogout() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSettled() {
      // Whatever the server said, this tab forgets the user and everything it loaded for them.
      resetCsrfToken();
      client.clear();
      // the day saved on this device for the offline van goes too.
      forgetPersistedCache();
      client.setQueryData(SESSION_KEY, null);
    },
  });
}
