import { describe, expect, it } from 'vitest';
import type { CommandContext } from '../shared/decider';
import { givenWhenThen, type Then } from '../shared/givenWhenThen';
import { checkStream } from '../testing/streamCheck';
import { sampleEvent } from '../testing/sampleEvents';
import { todoDecider, evolveTodo, type TodoCommand } from './decider';
import type { TodoEvent } from './events';
import { createTodoSchema, nextTodoDate } from './bodies';

const context: CommandContext = { now: '2026-03-01T15:00:00.000Z', actorUserId: 2 };
const create = (note: string, repeatInDays: number | null = 14): TodoCommand => ({
  type: 'CreateTodoItem',
  data: { todoItemId: 1, customerId: 3, todoCategoryId: 1, note, date: '2026-03-05', repeatInDays, formData: null },
});
const complete: TodoCommand = { type: 'CompleteTodoItem', data: { todoItemId: 1 } };
const created: TodoEvent = {
  type: 'TodoItemCreated',
  data: { todoItemId: 1, customerId: 3, todoCategoryId: 1, note: 'Call back', date: '2026-03-05', repeatInDays: 14, formData: null, createdByUserId: 2, createdAt: context.now },
};
const completed: TodoEvent = { type: 'TodoItemCompleted', data: { todoItemId: 1, completedByUserId: 2, completedAt: context.now } };

const cases: [string, TodoEvent[], TodoCommand, Then<TodoEvent>][] = [
  ['a todo, trimmed, by the actor', [], create('  Call back '), { events: [created] }],
  ['no note: the spec message', [], create('   '), { error: [400, 'Todo is a required field'] }],
  ['a note over 250 characters', [], create('x'.repeat(251)), { error: [400, 'Todo can be at most 250 characters.'] }],
  ['a negative repeat', [], create('x', -1), { error: [400, 'Repeat In Days must be a whole number of 0 or more.'] }],
  ['a fractional repeat', [], create('x', 1.5), { error: [400, 'Repeat In Days must be a whole number of 0 or more.'] }],
  ['created twice', [created], create('again'), { error: [409, 'This todo item already exists.'] }],
  ['completed', [created], complete, { events: [completed] }],
  ['completed twice', [created, completed], complete, { error: [409, 'This todo item is already completed.'] }],
  ['no todo item', [], complete, { error: [404, 'Todo item not found.'] }],
];

describe('todo item: given, when, then', () => {
  it.each(cases)('%s', (_n, g, w, t) => expect(givenWhenThen(todoDecider, g, w, context)).toEqual(t));
});

describe('POST todo/create body', () => {
  const parse = (body: object) => {
    const r = createTodoSchema.safeParse(body);
    return r.success ? r.data : r.error.issues[0].message;
  };
  it('MM-DD-YYYY becomes YYYY-MM-DD; optional fields null', () =>
    expect(parse({ note: 'x', date: '03-05-2026' })).toEqual({ note: 'x', date: '2026-03-05', repeatInDays: null, customerId: null, todoCategoryId: null, formData: null }));
  it('YYYY-MM-DD is taken', () => expect(parse({ note: 'x', date: '2026-03-05', repeatInDays: 0 })).toMatchObject({ date: '2026-03-05', repeatInDays: 0 }));
  it('no note: the spec message', () => expect(parse({ note: '', date: '2026-03-05' })).toBe('Todo is a required field'));
  it('a missing note: the spec message', () => expect(parse({ date: '2026-03-05' })).toBe('Todo is a required field'));
  it('251 characters are refused', () => expect(parse({ note: 'x'.repeat(251), date: '2026-03-05' })).toBe('Todo can be at most 250 characters.'));
  it('250 characters are taken', () => expect(parse({ note: 'x'.repeat(250), date: '2026-03-05' })).toMatchObject({ note: 'x'.repeat(250) }));
  it('02-30 is not a date', () => expect(parse({ note: 'x', date: '02-30-2026' })).toBe('Please enter a valid date.'));
  it.each([-1, 1.5, '3'])('repeat %s is refused', (repeatInDays) =>
    expect(parse({ note: 'x', date: '2026-03-05', repeatInDays })).toBe('Repeat In Days must be a whole number of 0 or more.'));
});

describe('next due date (part 1 §4)', () => {
  it('is today plus the repeat days, across months and years', () => {
    expect(nextTodoDate('2026-03-01', 14)).toBe('2026-03-15');
    expect(nextTodoDate('2026-12-25', 14)).toBe('2027-01-08');
  });
});

describe('every stream type: Todo-<id>', () => {
  it('takes any event and still answers every command', () => {
    const { decided, refused } = checkStream({
      ...todoDecider,
      evolve: evolveTodo,
      events: [sampleEvent('TodoItemCreated'), sampleEvent('TodoItemCompleted')],
      commands: [create('Call'), complete],
    });
    expect(decided).toBeGreaterThan(0);
    expect(refused).toBeGreaterThan(0);
  });
});
