import type { FastifyInstance } from 'fastify';
import { authCommands, clientErrorsCommands, customersCommands } from '@pawroute/command-api';
import { authQueries, customersQueries, optionsQueries, pushQueries } from '@pawroute/query-api';

/**
 * Every feature plugin, by name. A new feature adds its `<feature>Commands` / `<feature>Queries`
 * here (and exports it from command-api/src/index.ts or query-api/src/index.ts).
 */
type FeaturePlugin = (app: FastifyInstance) => Promise<void>;

export const commandPlugins: readonly FeaturePlugin[] = [clientErrorsCommands, customersCommands];

export const queryPlugins: readonly FeaturePlugin[] = [authQueries, pushQueries, customersQueries, optionsQueries];

/** Login takes options (its rate limiter), so it is registered apart. */
export { authCommands };
