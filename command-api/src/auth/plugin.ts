import type { FastifyInstance } from 'fastify';
import { LoginRateLimiter } from '@pawroute/platform';
import { registerLogin } from './login';
import { registerPasswordRoutes } from './passwordRoutes';
import { registerLinkRoutes } from './linkRoutes';
import { registerSignUp } from './signUp';

export interface AuthCommandsOptions {
  /** Tests may pass one with other limits. */
  loginRateLimiter?: LoginRateLimiter;
}

/** The sign-in writes: login, password recovery and reset (part 2 §7.1). Logout is a GET and lives in query-api/src/auth. */
export async function authCommands(app: FastifyInstance, options: AuthCommandsOptions = {}): Promise<void> {
  registerLogin(app, options.loginRateLimiter ?? new LoginRateLimiter());
  registerPasswordRoutes(app);
  // sign-up and the public link pages' calls (confirm email, confirm appointment, feedback).
  registerSignUp(app);
  registerLinkRoutes(app);
}
