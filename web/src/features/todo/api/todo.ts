import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateTodoInput, GetTodosResponse, TodoItemWritten } from '@pawroute/domain';
import { api } from '../../../lib/apiClient';

/** ['todo']: the todo projector pushes { scope: 'todo' } with createdTodo and completedTodo. */
export const todoKeys = {
  all: ['todo'] as const,
  list: ['todo', 'list'] as const,
  options: ['options'] as const,
};

/** GET /api/v4/todo/getAll */
export function useTodoItems() {
  return useQuery({
    queryKey: todoKeys.list,
    queryFn: ({ signal }) => api.get<GetTodosResponse>('/api/v4/todo/getAll', undefined, signal),
  });
}

/** The create body as the server reads it (dates YYYY-MM-DD or MM-DD-YYYY): domain createTodoSchema's input. */
export type CreateTodoBody = CreateTodoInput;

/** POST /api/v4/todo/create */
export function useCreateTodo() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateTodoBody) => api.post<TodoItemWritten>('/api/v4/todo/create', body),
    onSuccess: () => client.invalidateQueries({ queryKey: todoKeys.all }),
  });
}

/** POST /api/v4/todo/complete */
export function useCompleteTodo() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (todoItemId: number) => api.post<TodoItemWritten>('/api/v4/todo/complete', { todoItemId }),
    onSuccess: () => client.invalidateQueries({ queryKey: todoKeys.all }),
  });
}
