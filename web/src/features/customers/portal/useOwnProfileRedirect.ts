import { useParams } from 'react-router-dom';
import { can, useSessionUser } from '../../../lib/session';

/**
 * Part 1 §2: a customer visiting another profile is sent to their own. Staff who may see customers
 * may look at any customer's portal pages. Returns the id to show, or a path to go to instead.
 */
export function useOwnProfile(base: 'profile' | 'information'): { userId: number; redirect: string | null; self: boolean } {
  const { data: me } = useSessionUser();
  const userId = Number(useParams().userId);
  const staff = can(me, 'ViewCustomers');
  if (me && userId !== me.ID && !staff) return { userId: me.ID, redirect: `/dashboard/${base}/${me.ID}`, self: true };
  return { userId, redirect: null, self: me?.ID === userId };
}
