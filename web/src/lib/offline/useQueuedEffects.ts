import type { AppointmentRow } from '@pawroute/domain';
import { useMemo } from 'react';
import { useOutbox, type QueuedAction } from './outbox';

export interface QueuedAppointment {
  status: 'inProgress' | 'completed' | null;
  paid: boolean;
  count: number;
}

/** What the waiting actions will do to each appointment, the last one winning (start, then complete). */
export function queuedEffects(actions: readonly QueuedAction[]): Map<number, QueuedAppointment> {
  const byId = new Map<number, QueuedAppointment>();
  for (const { effect } of actions) {
    if (!effect) continue;
    const was = byId.get(effect.appointmentId) ?? { status: null, paid: false, count: 0 };
    byId.set(effect.appointmentId, { status: effect.status ?? was.status, paid: was.paid || effect.paid === true, count: was.count + 1 });
  }
  return byId;
}

/** A row as it will be once the queue is sent (the stylist sees 'In Progress' while offline). */
export function withQueued<Row extends Pick<AppointmentRow, 'ID' | 'status'>>(row: Row, effects: Map<number, QueuedAppointment>): Row {
  const status = effects.get(row.ID)?.status;
  return status && row.status !== 'completed' && row.status !== 'cancelled' ? { ...row, status } : row;
}

export function useQueuedEffects(): Map<number, QueuedAppointment> {
  const { actions } = useOutbox();
  return useMemo(() => queuedEffects(actions), [actions]);
}
