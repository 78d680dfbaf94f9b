import { z } from 'zod';
/** One row of the todo table (part 1 §2, §3). */
export interface TodoItemView {
  ID: number;
  employeeId: number | null;
  note: string;
  /** YYYY-MM-DD. */
  date: string;
  repeatInDays: number | null;
  todoCategoryId: number | null;
  customerId: number | null;
  formData: string | null;
  DateAdded: string;
  Customer: { ID: number; User: { ID: number | null; firstName: string; lastName: string } } | null;
}

export interface GetTodosResponse {
  todoItems: TodoItemView[];
}

/** POST todo/create and todo/complete: the item written. */
export interface TodoItemWritten {
  todoItemId: number;
}

/** The todo list's writes. */
export const todoItemCreatedAnswerSchema = z.object({ ID: z.number(), todoItemId: z.number() });
export type TodoItemCreatedAnswer = z.infer<typeof todoItemCreatedAnswerSchema>;
export const todoItemCompletedAnswerSchema = z.object({ todoItemId: z.number() });
export type TodoItemCompletedAnswer = z.infer<typeof todoItemCompletedAnswerSchema>;
