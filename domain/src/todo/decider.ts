import type { CommandContext, Decider, DomainEvent } from '../shared/decider';
import { ISO_DATE } from '../shared/calendarDates';
import { DomainError } from '../shared/errors';
import type { TodoEvent } from './events';
import { TODO_MESSAGES as M, TODO_NOTE_MAX, TODO_REPEAT_MAX } from './messages';

/** The `Todo-<id>` stream. */
export interface CreateTodoItem {
  type: 'CreateTodoItem';
  data: {
    todoItemId: number;
    customerId: number | null;
    todoCategoryId: number | null;
    note: string;
    /** YYYY-MM-DD. */
    date: string;
    repeatInDays: number | null;
    formData: string | null;
  };
}
export interface CompleteTodoItem {
  type: 'CompleteTodoItem';
  data: { todoItemId: number };
}
export type TodoCommand = CreateTodoItem | CompleteTodoItem;

export type TodoState = { status: 'none' } | { status: 'open' | 'completed'; todoItemId: number };

export const initialTodoState = (): TodoState => ({ status: 'none' });

/** Total: events this state does not read leave it unchanged. */
export function evolveTodo(state: TodoState, anyEvent: DomainEvent): TodoState {
  const event = anyEvent as TodoEvent;
  switch (event.type) {
    case 'TodoItemCreated':
      return state.status === 'none' ? { status: 'open', todoItemId: event.data.todoItemId } : state;
    case 'TodoItemCompleted':
      return state.status === 'open' ? { ...state, status: 'completed' } : state;
    default:
      return state;
  }
}

export function decideTodo(command: TodoCommand, state: TodoState, { now, actorUserId }: CommandContext): TodoEvent[] {
  switch (command.type) {
    case 'CreateTodoItem': {
      if (state.status !== 'none') throw new DomainError(409, M.exists);
      const { todoItemId, customerId, todoCategoryId, date, repeatInDays, formData } = command.data;
      const note = command.data.note.trim();
      // Part 1 §5, in this order.
      if (!note) throw new DomainError(400, M.noteRequired, { note: M.noteRequired });
      if (note.length > TODO_NOTE_MAX) throw new DomainError(400, M.noteTooLong, { note: M.noteTooLong });
      if (repeatInDays !== null && (!Number.isInteger(repeatInDays) || repeatInDays < 0 || repeatInDays > TODO_REPEAT_MAX)) {
        throw new DomainError(400, M.repeatInvalid, { repeatInDays: M.repeatInvalid });
      }
      if (!ISO_DATE.test(date)) throw new DomainError(400, M.dateInvalid, { date: M.dateInvalid });
      return [
        {
          type: 'TodoItemCreated',
          data: { todoItemId, customerId, todoCategoryId, note, date, repeatInDays, formData, createdByUserId: actorUserId, createdAt: now },
        },
      ];
    }
    case 'CompleteTodoItem': {
      if (state.status === 'none') throw new DomainError(404, M.notFound);
      if (state.status === 'completed') throw new DomainError(409, M.alreadyCompleted);
      return [{ type: 'TodoItemCompleted', data: { todoItemId: state.todoItemId, completedByUserId: actorUserId, completedAt: now } }];
    }
    default: {
      const unknown: never = command;
      throw new Error(`Unknown todo command ${JSON.stringify(unknown)}`);
    }
  }
}

export const todoDecider: Decider<TodoCommand, TodoEvent, TodoState> = {
  initialState: initialTodoState,
  evolve: evolveTodo,
  decide: decideTodo,
};
