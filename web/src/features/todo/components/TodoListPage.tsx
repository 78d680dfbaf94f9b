import { TODO_MESSAGES, toSpecDate, type TodoItemView } from '@pawroute/domain';
import type { ColumnDef } from '@tanstack/react-table';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { toast } from 'sonner';
import { ModalDialog } from '../../../components/ModalDialog';
import { PageHeader } from '../../../components/PageHeader';
import { ServerPagedTable } from '../../../components/ServerPagedTable';
import { useBrowserPagedTable } from '../../../components/useBrowserPagedTable';
import { isApiError } from '../../../lib/apiClient';
import { useCan } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { useUrlListState } from '../../../lib/useUrlListState';
import { useUrlPagination } from '../../../lib/urlTableState';
import { useMediaQuery } from '../../../lib/useMediaQuery';
import { useOptions } from '../../options';
import { useCompleteTodo, useTodoItems } from '../api/todo';
import { businessToday as todayIso } from '../../../lib/businessTime';
import { readableFormData } from './format';
import { RepeatTodoModal } from './RepeatTodoModal';
import '../../../styles/table.css';

/** Part 1 §9: the todo table shows 20 a page on a window taller than 1000 px, else 10. */
export const todoPageSize = (tall: boolean): number => (tall ? 20 : 10);

const name = (u: { firstName: string; lastName: string }) => [u.firstName, u.lastName].filter(Boolean).join(' ');

/** Part 1 §2, §9: items due after today are hidden unless View All is on; a category filters. */
export function visibleTodos(items: readonly TodoItemView[], viewAll: boolean, today: string, categoryId: number | null): TodoItemView[] {
  return items.filter((t) => (viewAll || t.date <= today) && (categoryId === null || t.todoCategoryId === categoryId));
}

function CompleteButton({ item, onRepeat, editable }: { item: TodoItemView; onRepeat(item: TodoItemView): void; editable: boolean }) {
  const complete = useCompleteTodo();
  if (!editable) return null;
  return (
    <button
      type="button"
      className="button button--secondary button--small"
      aria-label={`Complete: ${item.note}`}
      disabled={complete.isPending}
      onClick={() => {
        if ((item.repeatInDays ?? 0) > 0) return onRepeat(item);
        complete.mutate(item.ID, {
          onSuccess: () => toast.success(TODO_MESSAGES.completed),
          onError: (error) => toast.error(isApiError(error) && error.statusCode < 500 ? error.message : TODO_MESSAGES.failedToComplete),
        });
      }}
    >
      ✓ Complete
    </button>
  );
}

/** /dashboard/todoList (ViewTodoItems, part 1 §2): Due Date, Repeat In Days, Customer, Category, Todo, More, complete, profile. */
export function TodoListPage({ renderCustomerInfo }: { renderCustomerInfo?(userId: number | null, onClose: () => void): ReactNode } = {}) {
  useDocumentTitle('Todo List — Pawroute');
  const editable = useCan('EditTodoItems');
  const tall = useMediaQuery('(min-height: 1001px)');
  // Category, View All and page live in the URL, so Back from a profile returns to the list as it was.
  const [list, setList] = useUrlListState({ viewAll: false, category: 0, page: 1 });
  const viewAll = list.viewAll;
  const categoryId = list.category || null;
  const [more, setMore] = useState<TodoItemView | null>(null);
  const [repeating, setRepeating] = useState<TodoItemView | null>(null);
  const [infoUserId, setInfoUserId] = useState<number | null>(null);
  const todos = useTodoItems();
  const options = useOptions();
  const categories = options.data?.todoCategories ?? [];
  const categoryName = (id: number | null) => categories.find((c) => c.ID === id)?.category ?? '';

  useEffect(() => {
    if (todos.isError) toast.error(TODO_MESSAGES.failedToRetrieve, { id: 'todo-load' });
  }, [todos.isError]);

  const today = todayIso();
  const data = useMemo(() => visibleTodos(todos.data?.todoItems ?? [], viewAll, today, categoryId), [todos.data, viewAll, today, categoryId]);
  // A page beyond the end (fewer items now, or a taller screen) shows the last page.
  const pageSize = todoPageSize(tall);
  const lastPage = Math.max(Math.ceil(data.length / pageSize), 1);
  const [pagination, setPagination] = useUrlPagination(Math.min(Math.max(list.page, 1), lastPage) - 1, pageSize, setList);

  const columns = useMemo<ColumnDef<TodoItemView>[]>(
    () => [
      { id: 'date', header: 'Due Date', cell: ({ row }) => toSpecDate(row.original.date) },
      { id: 'repeat', header: 'Repeat In Days', cell: ({ row }) => (row.original.repeatInDays ? row.original.repeatInDays : '') },
      {
        id: 'customer',
        header: 'Customer',
        cell: ({ row }) => {
          const customer = row.original.Customer;
          if (!customer) return '';
          const userId = customer.User.ID;
          // The customer information modal from a row (part 1 §2), where the app provides it.
          return renderCustomerInfo && userId !== null ? (
            <button type="button" className="button button--ghost button--small" aria-label={`Customer information: ${name(customer.User)}`} onClick={() => setInfoUserId(userId)}>
              {name(customer.User)}
            </button>
          ) : (
            name(customer.User)
          );
        },
      },
      { id: 'category', header: 'Category', cell: ({ row }) => categoryName(row.original.todoCategoryId) },
      { id: 'note', header: 'Todo', cell: ({ row }) => row.original.note },
      {
        id: 'more',
        header: 'More',
        cell: ({ row }) => (
          <button type="button" className="button button--secondary button--small" aria-label={`More: ${row.original.note}`} onClick={() => setMore(row.original)}>
            More
          </button>
        ),
      },
      { id: 'complete', header: 'Complete', cell: ({ row }) => <CompleteButton item={row.original} onRepeat={setRepeating} editable={editable} /> },
      {
        id: 'profile',
        header: 'Profile',
        cell: ({ row }) =>
          row.original.Customer?.User.ID ? (
            <Link className="button button--secondary button--small" to={`/dashboard/customers/${row.original.Customer.User.ID}/overview`} aria-label={`Profile of ${name(row.original.Customer.User)}`}>
              Profile
            </Link>
          ) : null,
      },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [editable, categories, renderCustomerInfo],
  );

  const { table, pageCount } = useBrowserPagedTable({ data, columns, pagination, onPaginationChange: setPagination });
  const details = readableFormData(more?.formData ?? null);

  return (
    <div className="page">
      <PageHeader
        title="Todo List"
        actions={
          <>
            <label className="field field--inline">
              <span>Category</span>{' '}
              <select
                aria-label="Category"
                value={categoryId ?? ''}
                onChange={(e) => setList({ category: e.target.value === '' ? 0 : Number(e.target.value) })}
              >
                <option value="">All categories</option>
                {categories.map((c) => (
                  <option key={c.ID} value={c.ID}>
                    {c.category}
                  </option>
                ))}
              </select>
            </label>
            <label className="check">
              <input
                type="checkbox"
                checked={viewAll}
                onChange={(e) => setList({ viewAll: e.target.checked })}
              />{' '}
              View All
            </label>
          </>
        }
      />
      <ServerPagedTable
        table={table}
        captionId="todo-caption"
        caption={<>Todo items, soonest due first{viewAll ? '' : ', due today or earlier'}. Page {pagination.pageIndex + 1} of {pageCount}.</>}
        busy={todos.isFetching}
        empty={todos.isPending ? 'Loading todo items…' : todos.isError ? TODO_MESSAGES.failedToRetrieve : 'No todo items.'}
        pager={{ label: 'Todo pages', page: pagination.pageIndex, pageCount }}
        rowProps={(todo) => ({ 'data-todo-id': todo.ID })}
      />
      <ModalDialog
        open={more !== null}
        title="Todo Item"
        onClose={() => setMore(null)}
        actions={
          <button type="button" className="button button--secondary" onClick={() => setMore(null)}>
            Close
          </button>
        }
      >
        {more && (
          <dl className="details">
            <dt>Todo</dt>
            <dd>{more.note}</dd>
            <dt>Due Date</dt>
            <dd>{toSpecDate(more.date)}</dd>
            {more.Customer && (
              <>
                <dt>Customer</dt>
                <dd>{name(more.Customer.User)}</dd>
              </>
            )}
            {details.map((d, i) => (
              <div key={i}>
                <dt>{d.label}</dt>
                <dd>{d.value}</dd>
              </div>
            ))}
          </dl>
        )}
      </ModalDialog>
      <RepeatTodoModal item={repeating} onClose={() => setRepeating(null)} />
      {renderCustomerInfo?.(infoUserId, () => setInfoUserId(null))}
    </div>
  );
}
