import { mergeCustomerProfilesSchema, mergeCustomerProfilesAnswerSchema } from '@pawroute/domain';
import { commandRoute } from '@pawroute/platform';
import type { FastifyInstance } from 'fastify';
import { mergeProfiles } from './mergeProfiles';

/** POST /api/v4/users/mergeCustomerProfiles (part 2 §7.7), MergeProfiles only. */
export async function mergeCommands(app: FastifyInstance): Promise<void> {
  commandRoute(app, {
    method: 'POST',
    url: '/api/v4/users/mergeCustomerProfiles',
    name: 'MergeCustomerProfiles',
    answer: mergeCustomerProfilesAnswerSchema,
    schema: mergeCustomerProfilesSchema,
    permission: 'MergeProfiles',
    handle: (input, ctx) => mergeProfiles(input, ctx),
  });
}
