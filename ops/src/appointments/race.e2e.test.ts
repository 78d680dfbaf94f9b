import { stylistBookingsStream, type ConflictReason } from '@pawroute/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../testing';
import { futureDate, newEstimate, startCommandsWorld, streamOf, type CommandsWorld } from './commandsTestKit';

/**
 * done when: two offices booking the same stylist at overlapping times at the same instant
 * get exactly one `scheduled` and one `conflicting` ('overlap'). The StylistBookings stream decides:
 * the second append fails on its expected revision and is decided again, now seeing the first.
 */
let w: CommandsWorld;
let secondOffice: TestClient;

beforeAll(async () => {
  w = await startCommandsWorld();
  secondOffice = await w.server.loginAs('office');
  await secondOffice.csrf();
}, 180_000);
afterAll(async () => {
  await w?.server.close();
});

type Created = { newAppointmentId: number; status: string; conflicts: ConflictReason[] };

describe('two offices race for one slot', () => {
  it('exactly one is scheduled and the other conflicting with overlap, five times over', async () => {
    for (let round = 0; round < 5; round += 1) {
      const day = futureDate(round);
      const [first, second] = await Promise.all([
        newEstimate(w.office, w.customerUserId, w.biscuitId),
        newEstimate(secondOffice, w.customerUserId, w.biscuitId),
      ]);
      const [a, b] = await Promise.all([
        w.office.post<Created>('/api/v4/appointments/create', { estimateId: first, appointmentDate: day.spec, startTime: '9:00 AM', endTime: '10:30 AM', employeeId: w.samId }),
        secondOffice.post<Created>('/api/v4/appointments/create', { estimateId: second, appointmentDate: day.spec, startTime: '10:00 AM', endTime: '11:00 AM', employeeId: w.samId }),
      ]);
      expect([a.status, b.status], JSON.stringify([a.body, b.body])).toEqual([200, 200]);
      const answers = [a.body, b.body].sort((x, y) => x.status.localeCompare(y.status));
      expect(answers.map((x) => x.status), `round ${round}`).toEqual(['conflicting', 'scheduled']);
      expect(answers[0]!.conflicts).toContain('overlap');
      expect(answers[1]!.conflicts).toEqual([]);
      // The stylist's day holds both, the later one with the overlap it lost.
      const booked = (await streamOf(w.server, stylistBookingsStream(w.samId, day.iso))).map((e) => e.data as { appointmentId: number; conflicts: string[] });
      expect(booked.map((e) => e.appointmentId).sort()).toEqual([a.body.newAppointmentId, b.body.newAppointmentId].sort());
      expect(booked.find((e) => e.appointmentId === answers[0]!.newAppointmentId)!.conflicts).toContain('overlap');
    }
  });
});
