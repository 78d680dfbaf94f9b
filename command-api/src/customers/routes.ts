import { createUserSchema, createUserAnswerSchema } from '@pawroute/domain';
import { commandRoute } from '@pawroute/platform';
import type { FastifyInstance } from 'fastify';
import { createUser, mayCreateUser } from './createUser';
import { profileCommands } from './profileRoutes';

/** The customers feature's writes (part 1 §7 "Customers and users"). */
export async function customersCommands(app: FastifyInstance): Promise<void> {
  commandRoute(app, {
    method: 'POST',
    url: '/api/v4/user/create',
    name: 'CreateUser',
    answer: createUserAnswerSchema,
    schema: createUserSchema,
    permission: mayCreateUser,
    handle: (input, ctx) => createUser(input, ctx),
  });
  await profileCommands(app);
}
