import { z } from 'zod';
import type { DomainEvent } from '../shared/decider';
import { storableId, storableLocalDate, storableText } from '../shared/storable';
import { TODO_FORM_DATA_MAX, TODO_NOTE_MAX, TODO_REPEAT_MAX } from './messages';

/** A todo item (part 1 §3 "Todo item"); `date` is the due day, YYYY-MM-DD. */
export const todoItemCreatedSchema = z.object({
  todoItemId: storableId(),
  customerId: storableId().nullable(),
  todoCategoryId: storableId().nullable(),
  note: storableText().min(1).max(TODO_NOTE_MAX),
  date: storableLocalDate(),
  repeatInDays: z.number().int().min(0).max(TODO_REPEAT_MAX).nullable(),
  formData: storableText().max(TODO_FORM_DATA_MAX).nullable(),
  createdByUserId: storableId().nullable(),
  createdAt: storableText(),
});
/** Completed: it leaves the list (part 1 §4). */
export const todoItemCompletedSchema = z.object({
  todoItemId: storableId(),
  completedByUserId: storableId().nullable(),
  completedAt: storableText(),
});

export type TodoItemCreated = DomainEvent<'TodoItemCreated', z.infer<typeof todoItemCreatedSchema>>;
export type TodoItemCompleted = DomainEvent<'TodoItemCompleted', z.infer<typeof todoItemCompletedSchema>>;
export type TodoEvent = TodoItemCreated | TodoItemCompleted;

/** For the event-schema registry. */
export const TODO_EVENT_SCHEMAS = {
  TodoItemCreated: todoItemCreatedSchema,
  TodoItemCompleted: todoItemCompletedSchema,
} as const;

export const todoStream = (todoItemId: number): string => `Todo-${todoItemId}`;
