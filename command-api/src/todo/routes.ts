import {
  completeTodoSchema,
  createTodoSchema,
  customerStream,
  DomainError,
  TODO_MESSAGES,
  todoDecider,
  todoStream,
  todoItemCompletedAnswerSchema,
  todoItemCreatedAnswerSchema,
} from '@pawroute/domain';
import { commandRoute } from '@pawroute/platform';
import type { FastifyInstance } from 'fastify';

/** The todo list (part 1 §2, §4, §7): New Todo Item and completing one. */
export async function todoCommands(app: FastifyInstance): Promise<void> {
  commandRoute(app, {
    method: 'POST',
    url: '/api/v4/todo/create',
    name: 'CreateTodoItem',
    answer: todoItemCreatedAnswerSchema,
    schema: createTodoSchema,
    permission: 'EditTodoItems',
    async handle({ note, date, repeatInDays, customerId, todoCategoryId, formData }, ctx) {
      if (customerId !== null) {
        const customer = await ctx.services.store.readStream(customerStream(customerId), { maxCount: 1 });
        if (customer.length === 0) throw new DomainError(404, TODO_MESSAGES.customerNotFound);
      }
      const todoItemId = await ctx.nextId('todo');
      await ctx.execute(todoStream(todoItemId), todoDecider, {
        type: 'CreateTodoItem',
        data: { todoItemId, customerId, todoCategoryId, note, date, repeatInDays, formData },
      });
      return { ID: todoItemId, todoItemId };
    },
  });

  commandRoute(app, {
    method: 'POST',
    url: '/api/v4/todo/complete',
    name: 'CompleteTodoItem',
    answer: todoItemCompletedAnswerSchema,
    schema: completeTodoSchema,
    permission: 'EditTodoItems',
    async handle({ todoItemId }, ctx) {
      await ctx.execute(todoStream(todoItemId), todoDecider, { type: 'CompleteTodoItem', data: { todoItemId } });
      return { todoItemId };
    },
  });
}
