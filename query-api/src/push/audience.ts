import type { PermissionFlags } from '@pawroute/domain';
import type { LiveAudience } from '@pawroute/platform';
import type { ChangedKey } from '@pawroute/projections';

/** Who is on the other end of a socket, fixed when it connects. */
export interface LiveViewer {
  userId: number;
  /** The user's type; refreshed when an updatedPermissions push reaches the socket (liveHub.refresh). */
  userTypeId?: number;
  staff: boolean;
  permissions: PermissionFlags;
  /** The session the socket was opened in (its stored id), for audiences of sessions. */
  sessionId?: string;
}

/**
 * Staff see every changed key; a customer only keys about their own records (ownerUserId), so a
 * push never tells a customer that someone else's record exists or changed.
 */
export function keysFor(viewer: LiveViewer, keys: readonly ChangedKey[]): ChangedKey[] {
  return viewer.staff ? [...keys] : keys.filter((k) => k.ownerUserId === viewer.userId);
}

export function inAudience(viewer: LiveViewer, audience: LiveAudience): boolean {
  if (audience === 'all') return true;
  if (audience === 'staff') return viewer.staff;
  if ('anyOf' in audience) return audience.anyOf.some((part) => inAudience(viewer, part));
  if ('userIds' in audience) return audience.userIds.includes(viewer.userId);
  if ('sessionIds' in audience) return viewer.sessionId !== undefined && audience.sessionIds.includes(viewer.sessionId);
  if ('userTypeIds' in audience) return viewer.userTypeId !== undefined && audience.userTypeIds.includes(viewer.userTypeId);
  return viewer.permissions[audience.permission] === true;
}
