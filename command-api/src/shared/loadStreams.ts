import {
  APPOINTMENT_MESSAGES,
  DomainError,
  appointmentDecider,
  appointmentStream,
  fold,
  type AppointmentFacts,
  type AppointmentState,
  type DomainEvent,
} from '@pawroute/domain';
import type { EventStore } from '@pawroute/platform';

/** A stream's events as the deciders fold them (what was stored is trusted when read back). */
export async function streamEvents(store: EventStore, stream: string): Promise<DomainEvent[]> {
  return (await store.readStream(stream)).map((event) => ({ type: event.type, data: event.data }));
}

/** The write side's own view of an appointment, folded from `Appointment-<id>`. */
export async function loadAppointment(store: EventStore, appointmentId: number): Promise<AppointmentState> {
  return fold(appointmentDecider, (await streamEvents(store, appointmentStream(appointmentId))) as never[]);
}

export type ActiveAppointment = { kind: 'active' } & AppointmentFacts;

/** The appointment, or 404 'Appointment not found.' (deleted ones too). */
export async function loadActiveAppointment(store: EventStore, appointmentId: number): Promise<ActiveAppointment> {
  const state = await loadAppointment(store, appointmentId);
  if (state.kind !== 'active') throw new DomainError(404, APPOINTMENT_MESSAGES.notFound);
  return state;
}
