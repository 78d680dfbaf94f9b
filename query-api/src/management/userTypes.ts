import { isCustomerUserType, PERMISSIONS, permissionFlags, isPermission, type GetUserTypesResponse, type Permission } from '@pawroute/domain';
import { queryRoute } from '@pawroute/platform';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

/**
 * GET /api/v4/management/getUserTypes (ViewPermissions; the path is ours): every user type with one
 * flag per permission, whether it is the customer type, and how many users have it. getOptions'
 * userTypes stays the short list (ID, UserType) every screen loads.
 */
export async function userTypeQueries(app: FastifyInstance): Promise<void> {
  queryRoute(app, {
    url: '/api/v4/management/getUserTypes',
    schema: z.object({}).loose(),
    permission: 'ViewPermissions',
    handle: async (_input, { db }): Promise<GetUserTypesResponse> => {
      const { rows } = await db.query<{ id: number; name: string; permissions: unknown; user_count: string | number }>(
        `SELECT ut.id, ut.name, ut.permissions,
                (SELECT count(*) FROM users u WHERE u.user_type_id = ut.id AND NOT u.is_deleted) AS user_count
           FROM user_types ut ORDER BY ut.id`,
      );
      return {
        userTypes: rows.map((r) => {
          const granted = Array.isArray(r.permissions) ? (r.permissions as unknown[]).filter((p): p is Permission => typeof p === 'string' && isPermission(p)) : [];
          return {
            ID: Number(r.id),
            UserType: r.name,
            isCustomerType: isCustomerUserType(Number(r.id)),
            permissions: permissionFlags(granted),
            userCount: Number(r.user_count),
          };
        }),
        permissions: PERMISSIONS,
      };
    },
  });
}
