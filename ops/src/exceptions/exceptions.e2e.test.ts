import type { GetExceptionsResponse, OptionsResponse } from '@pawroute/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestClient, type TestServer } from '../testing';

/** Schedule exceptions CRUD (part 2 §2.4, §5.7, §7.3) over HTTP, with the occurrences read model. */
let server: TestServer;
let office: TestClient;
let employeeId: number;

beforeAll(async () => {
  server = await startTestServer();
  office = await server.loginAs('office');
  employeeId = (await office.get<OptionsResponse>('/api/v4/getOptions')).body.stylists[0]!.ID;
}, 180_000);
afterAll(async () => {
  await server?.close();
});

const everyOtherFriday = {
  title: 'Day off',
  startDate: '2026-02-27',
  endDate: '2026-02-27',
  isAllDay: true,
  isRecurring: true,
  RecurringPattern: { rrule: 'FREQ=WEEKLY;INTERVAL=2;BYDAY=FR', startDate: '2026-02-27', endDate: '2026-04-30' },
};
const getAll = (query: Record<string, string | number>) => office.get<GetExceptionsResponse>('/api/v4/exceptions/getAll', { query });

describe('schedule exceptions', () => {
  it('answers the spec messages as 400s and writes nothing', async () => {
    const cases: [object, string][] = [
      [{ employeeId, event: { ...everyOtherFriday, title: '' } }, 'Title is required'],
      [{ employeeId, event: { ...everyOtherFriday, startDate: null } }, 'Start date is required'],
      [{ employeeId, event: { ...everyOtherFriday, endDate: '' } }, 'End date is required'],
      [{ employeeId, event: { title: 'x', startDate: '2026-03-02', endDate: '2026-03-02', startTime: '09:00' } }, 'End time is required'],
      [{ employeeId, event: { title: 'x', startDate: '2026-03-02', endDate: '2026-03-02', endTime: '09:00' } }, 'Start time is required'],
      [{ employeeId, event: { ...everyOtherFriday, RecurringPattern: { rrule: 'FREQ=WEEKLY' } } }, 'Recurrence start date is required'],
      [{ employeeId, event: { ...everyOtherFriday, RecurringPattern: { rrule: 'FREQ=SECONDLY', startDate: '2026-02-27' } } }, 'The repeat rule is not valid'],
      [{ event: everyOtherFriday }, 'An employee is required'],
      [{ employeeId, event: { ...everyOtherFriday, title: 'bad\u0000' } }, 'Text cannot contain control characters.'],
    ];
    for (const [body, message] of cases) {
      const response = await office.post('/api/v4/exceptions/create', body);
      expect({ status: response.status, message: (response.body as { message: string }).message }).toEqual({ status: 400, message });
    }
    expect((await getAll({ employeeId })).body).toMatchObject({ exceptions: [], occurrences: [] });
  });

  it('creates, lists with occurrences, updates and deletes', async () => {
    const created = await office.post<{ ID: number }>('/api/v4/exceptions/create', { employeeId, isWorking: false, event: everyOtherFriday });
    expect(created.status).toBe(200);
    const ID = created.body.ID;

    const listed = (await getAll({ employeeId })).body;
    expect(listed.timeZone).toBe('America/Chicago');
    expect(listed.exceptions).toEqual([
      {
        ID, employeeId, isWorking: false,
        Event: expect.objectContaining({
          ID, title: 'Day off', startTime: '00:00', endTime: '23:59', isAllDay: true, isRecurring: true,
          RecurringPattern: expect.objectContaining({ rrule: 'FREQ=WEEKLY;INTERVAL=2;BYDAY=FR', recurringTypeId: 1, separationCount: 2, daysOfWeek: '0000010' }),
        }),
      },
    ]);
    // Across the 8 March change: same local times, the UTC offset moves.
    expect(listed.occurrences.map((o) => [o.start, o.end])).toEqual([
      ['2026-02-27T00:00', '2026-02-27T23:59'], ['2026-03-13T00:00', '2026-03-13T23:59'], ['2026-03-27T00:00', '2026-03-27T23:59'],
      ['2026-04-10T00:00', '2026-04-10T23:59'], ['2026-04-24T00:00', '2026-04-24T23:59'],
    ]);
    expect(listed.occurrences[1]!.startsAt).toBe('2026-03-13T05:00:00.000Z');
    // A month's range, as the calendar asks.
    expect((await getAll({ employeeId, start: '2026-03-01', end: '2026-03-31' })).body.occurrences).toHaveLength(2);

    // The recurring flag cannot change; the rest can.
    const flip = await office.post('/api/v4/exceptions/update', { ID, isWorking: false, event: { ...everyOtherFriday, isRecurring: false } });
    expect(flip).toMatchObject({ status: 400, body: { message: 'The recurring flag cannot be changed on an existing exception' } });
    const updated = await office.post('/api/v4/exceptions/update', {
      ID, isWorking: true, event: { ...everyOtherFriday, title: 'Mornings only', isAllDay: false, startTime: '08:00', endTime: '12:00' },
    });
    expect(updated.status).toBe(200);
    const after = (await getAll({ employeeId, start: '2026-03-01', end: '2026-03-31' })).body;
    expect(after.exceptions[0]).toMatchObject({ isWorking: true, Event: { title: 'Mornings only', isAllDay: false } });
    expect(after.occurrences.map((o) => [o.title, o.start, o.end, o.isWorking])).toEqual([
      ['Mornings only', '2026-03-13T08:00', '2026-03-13T12:00', true],
      ['Mornings only', '2026-03-27T08:00', '2026-03-27T12:00', true],
    ]);

    const deleted = await office.delete('/api/v4/exceptions/delete', undefined, { query: { exceptionId: ID } });
    expect(deleted.status).toBe(200);
    expect((await getAll({ employeeId })).body).toMatchObject({ exceptions: [], occurrences: [] });
    const again = await office.delete('/api/v4/exceptions/delete', undefined, { query: { exceptionId: ID } });
    expect(again).toMatchObject({ status: 404, body: { message: 'Exception not found' } });
    expect((await office.post('/api/v4/exceptions/update', { ID: 999_999, event: everyOtherFriday })).status).toBe(404);
  });

  it('needs ViewExceptions', async () => {
    const stylist = await server.loginAs('stylist');
    expect((await stylist.get('/api/v4/exceptions/getAll', { query: { employeeId } })).status).toBe(403);
    expect((await stylist.post('/api/v4/exceptions/create', { employeeId, event: everyOtherFriday })).status).toBe(403);
    expect((await office.get('/api/v4/exceptions/getAll', { query: { employeeId: 'x' } })).status).toBe(400);
  });
});
