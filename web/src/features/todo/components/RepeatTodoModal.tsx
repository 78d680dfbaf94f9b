import { nextTodoDate, TODO_MESSAGES, toIsoTodoDate, type TodoItemView } from '@pawroute/domain';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { ModalDialog } from '../../../components/ModalDialog';
import { isApiError } from '../../../lib/apiClient';
import { useCompleteTodo, useCreateTodo } from '../api/todo';
import { businessToday as todayIso } from '../../../lib/businessTime';

interface Props {
  item: TodoItemView | null;
  onClose(): void;
}

/**
 * Part 1 §4: the Repeating Todo Item modal. The next due date starts at today plus the repeat days;
 * Complete creates the next todo, then completes this one; Complete without Repeat only completes it.
 */
export function RepeatTodoModal({ item, onClose }: Props) {
  const create = useCreateTodo();
  const complete = useCompleteTodo();
  const [date, setDate] = useState('');
  useEffect(() => {
    if (item) setDate(nextTodoDate(todayIso(), item.repeatInDays ?? 0));
  }, [item]);
  const busy = create.isPending || complete.isPending;
  const dateValid = toIsoTodoDate(date) !== null;

  const finish = async (repeat: boolean) => {
    if (!item) return;
    try {
      if (repeat) {
        await create.mutateAsync({
          note: item.note,
          date,
          repeatInDays: item.repeatInDays,
          customerId: item.customerId,
          todoCategoryId: item.todoCategoryId,
          formData: item.formData,
        });
      }
      await complete.mutateAsync(item.ID);
      toast.success(TODO_MESSAGES.completed);
      onClose();
    } catch (error) {
      toast.error(isApiError(error) && error.statusCode < 500 ? error.message : TODO_MESSAGES.failedToComplete);
    }
  };

  return (
    <ModalDialog
      open={item !== null}
      title="Repeating Todo Item"
      onClose={onClose}
      busy={busy}
      actions={
        <>
          <button type="button" className="button button--secondary" onClick={() => void finish(false)} disabled={busy}>
            Complete without Repeat
          </button>
          <button type="button" className="button button--primary" onClick={() => void finish(true)} disabled={busy || !dateValid}>
            Complete
          </button>
        </>
      }
    >
      <p>This todo repeats every {item?.repeatInDays} days. Completing it creates the next one.</p>
      <div className={`field ${dateValid ? '' : 'field--invalid'}`}>
        <label htmlFor="todo-next-date">Next Due Date</label>
        <input id="todo-next-date" type="date" value={date} onChange={(e) => setDate(e.target.value)} aria-invalid={!dateValid} />
        {!dateValid && <p className="field__error">{TODO_MESSAGES.dateInvalid}</p>}
      </div>
    </ModalDialog>
  );
}
