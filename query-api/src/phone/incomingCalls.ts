import { PHONE_CALL_EVENT, type PhoneCallPush } from '@pawroute/domain';
import {
  claimCallAnnouncement,
  listenersOf,
  loadUserRecord,
  publishLiveEvent,
  toActor,
  type AppServices,
  type IncomingCall,
} from '@pawroute/platform';
import { customerByPhone } from './callers';

/**
 * An incoming call becomes a `phoneCall` push to the browsers listening on its extension
 * (GET phone/subscribeToPhone), if their user still holds UsePhoneSystem. Every query process hears the
 * PBX; the first to claim the call announces it, through the same NOTIFY as every live event, so each
 * process's sockets get it once.
 */
export async function announceIncomingCall(services: Pick<AppServices, 'db' | 'clock'>, call: IncomingCall): Promise<PhoneCallPush | null> {
  const { db } = services;
  const listeners = await listenersOf(db, call.extension);
  if (listeners.length === 0) return null;
  if (!(await claimCallAnnouncement(db, call.callId, call.extension))) return null;

  const allowed = new Map<number, boolean>();
  for (const { userId } of listeners) {
    if (allowed.has(userId)) continue;
    const record = await loadUserRecord(db, userId);
    allowed.set(userId, !!record && !record.isDeleted && toActor(record).permissions.UsePhoneSystem === true);
  }
  const sessionIds = listeners.filter((l) => allowed.get(l.userId)).map((l) => l.sessionId);
  if (sessionIds.length === 0) return null;

  const push: PhoneCallPush = {
    callId: call.callId,
    extensionNumber: call.extension,
    phoneNumber: call.callerNumber,
    callerName: call.callerName,
    customer: await customerByPhone(db, call.callerNumber),
    receivedAt: (services.clock?.() ?? new Date()).toISOString(),
  };
  await publishLiveEvent(db, PHONE_CALL_EVENT, push, { sessionIds });
  return push;
}
