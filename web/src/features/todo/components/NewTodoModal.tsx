import { zodResolver } from '@hookform/resolvers/zod';
import { createTodoSchema, TODO_MESSAGES, TODO_NOTE_MAX } from '@pawroute/domain';
import { useEffect } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { toast } from 'sonner';
import { ModalDialog } from '../../../components/ModalDialog';
import { isApiError } from '../../../lib/apiClient';
import { useOptions } from '../../options';
import { useCreateTodo, type CreateTodoBody } from '../api/todo';
import { businessToday as todayIso } from '../../../lib/businessTime';
import { useUnsavedChangesPrompt } from '../../../lib/unsavedChanges';

interface Props {
  /** Null from a profile that is not a customer's: a todo item of its own, tied to no customer. */
  customerId: number | null;
  open: boolean;
  onClose(): void;
}

interface TodoForm {
  note: string;
  date: string;
  repeatInDays: number | null;
  customerId: number | null;
  todoCategoryId: number | null;
}

// One schema for the form and the server (part 1 §5's messages come from it).
const resolver = zodResolver(createTodoSchema) as unknown as Resolver<TodoForm, unknown, CreateTodoBody>;
const numberOrNull = (v: unknown) => (v === '' || v === null || v === undefined ? null : Number(v));

/** New Todo Item from a customer profile (part 1 §2, §5): todo, due date, repeat in days, category. */
export function NewTodoModal({ customerId, open, onClose }: Props) {
  const options = useOptions();
  const create = useCreateTodo();
  const blank = (): TodoForm => ({ note: '', date: todayIso(), repeatInDays: null, customerId, todoCategoryId: null });
  const { register, handleSubmit, reset, formState } = useForm<TodoForm, unknown, CreateTodoBody>({ resolver, defaultValues: blank() });
  const errors = formState.errors;
  // Leaving with unsaved changes asks first.
  useUnsavedChangesPrompt(open && formState.isDirty && !formState.isSubmitting);

  useEffect(() => {
    if (open) reset(blank());
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, customerId, reset]);

  const submit = handleSubmit((body) =>
    create.mutate(body, {
      onSuccess() {
        toast.success(TODO_MESSAGES.created);
        onClose();
      },
      onError(error) {
        toast.error(isApiError(error) && error.statusCode < 500 ? error.message : TODO_MESSAGES.failedToCreate);
      },
    }),
  );

  const field = (name: keyof TodoForm) => `field ${errors[name] ? 'field--invalid' : ''}`;
  return (
    <ModalDialog
      open={open}
      title="New Todo Item"
      onClose={onClose}
      busy={create.isPending}
      actions={
        <>
          <button type="button" className="button button--secondary" onClick={onClose} disabled={create.isPending}>
            Cancel
          </button>
          <button type="submit" form="new-todo" className="button button--primary" disabled={create.isPending}>
            Create Todo Item
          </button>
        </>
      }
    >
      <form id="new-todo" className="form" onSubmit={submit} noValidate>
        <div className={field('note')}>
          <label htmlFor="todo-note">Todo</label>
          <textarea id="todo-note" rows={3} maxLength={TODO_NOTE_MAX} aria-invalid={Boolean(errors.note)} aria-describedby="todo-note-error" {...register('note')} />
          {errors.note && (
            <p id="todo-note-error" className="field__error" aria-live="polite">
              {errors.note.message}
            </p>
          )}
        </div>
        <div className={field('date')}>
          <label htmlFor="todo-date">Due Date</label>
          <input id="todo-date" type="date" aria-invalid={Boolean(errors.date)} aria-describedby="todo-date-error" {...register('date')} />
          {errors.date && (
            <p id="todo-date-error" className="field__error" aria-live="polite">
              {errors.date.message}
            </p>
          )}
        </div>
        <div className={field('repeatInDays')}>
          <label htmlFor="todo-repeat">Repeat In Days</label>
          <input
            id="todo-repeat"
            type="number"
            min={0}
            step={1}
            inputMode="numeric"
            aria-invalid={Boolean(errors.repeatInDays)}
            aria-describedby="todo-repeat-error"
            {...register('repeatInDays', { setValueAs: numberOrNull })}
          />
          {errors.repeatInDays && (
            <p id="todo-repeat-error" className="field__error" aria-live="polite">
              {errors.repeatInDays.message}
            </p>
          )}
        </div>
        <div className="field">
          <label htmlFor="todo-category">Category</label>
          <select id="todo-category" {...register('todoCategoryId', { setValueAs: numberOrNull })}>
            <option value="">No category</option>
            {(options.data?.todoCategories ?? []).map((c) => (
              <option key={c.ID} value={c.ID}>
                {c.category}
              </option>
            ))}
          </select>
        </div>
      </form>
    </ModalDialog>
  );
}
