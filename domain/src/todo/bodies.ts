import { z } from 'zod';
import { idParam, storableText } from '../shared/storable';
import { isDate } from '../shared/validators';
import { TODO_FORM_DATA_MAX, TODO_MESSAGES as M, TODO_NOTE_MAX, TODO_REPEAT_MAX } from './messages';

/** MM-DD-YYYY (the spec's) or YYYY-MM-DD, a real day, as YYYY-MM-DD; null when it is neither. */
export function toIsoTodoDate(value: string): string | null {
  const text = value.trim();
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  const us = iso ? `${iso[2]}-${iso[3]}-${iso[1]}` : text;
  if (!/^\d{2}-\d{2}-\d{4}$/.test(us) || !isDate(us)) return null;
  return `${us.slice(6)}-${us.slice(0, 2)}-${us.slice(3, 5)}`;
}

/** The Todo form's fields (part 1 §5), shared by the form and the server. */
export const todoNoteSchema = storableText({ error: M.noteRequired })
  .trim()
  .min(1, { error: M.noteRequired })
  .max(TODO_NOTE_MAX, { error: M.noteTooLong });
export const todoDateSchema = z.string({ error: M.dateInvalid }).transform((raw, ctx) => {
  const iso = toIsoTodoDate(raw);
  if (iso === null) {
    ctx.addIssue({ code: 'custom', message: M.dateInvalid });
    return z.NEVER;
  }
  return iso;
});
export const todoRepeatSchema = z
  .number({ error: M.repeatInvalid })
  .int({ error: M.repeatInvalid })
  .min(0, { error: M.repeatInvalid })
  .max(TODO_REPEAT_MAX, { error: M.repeatInvalid })
  .nullish()
  .transform((v) => v ?? null);

/** POST /api/v4/todo/create [todoCategoryId, repeatInDays, date, note, customerId] (part 1 §7); formData ours. */
export const createTodoSchema = z.object({
  note: todoNoteSchema,
  date: todoDateSchema,
  repeatInDays: todoRepeatSchema,
  customerId: idParam(M.customerInvalid).nullish().transform((v) => v ?? null),
  todoCategoryId: idParam(M.categoryInvalid).nullish().transform((v) => v ?? null),
  formData: storableText({ error: M.formDataInvalid }).max(TODO_FORM_DATA_MAX, { error: M.formDataInvalid }).nullish().transform((v) => v ?? null),
});
export type CreateTodoInput = z.input<typeof createTodoSchema>;

/** POST /api/v4/todo/complete {todoItemId} (part 1 §7). */
export const completeTodoSchema = z.object({ todoItemId: idParam(M.todoRequired) });

/** GET /api/v4/todo/getAll (part 1 §7): every open item; the table filters. */
export const getTodosQuerySchema = z.object({});

/** Part 1 §4: the next due day of a repeating item, today plus the repeat days (YYYY-MM-DD in, out). */
export function nextTodoDate(todayIso: string, repeatInDays: number): string {
  const [y, m, d] = todayIso.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + repeatInDays)).toISOString().slice(0, 10);
}

