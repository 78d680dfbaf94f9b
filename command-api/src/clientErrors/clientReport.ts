import { redactSecrets } from './redact';

/**
 * The fields of a browser's error report that reach the log: the error's message and stack,
 * the screen's route and the build, each capped and redacted. Anything else the body carries (form
 * values, state, headers a broken client copies in) is dropped, whatever its name.
 */
export interface ClientReport {
  message: string;
  stack: string | null;
  route: string | null;
  build: string | null;
}

const LIMITS = { message: 1_000, stack: 4_000, route: 300, build: 100 } as const;

function capped(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max)}… (${text.length} chars)` : text;
}

const field = (value: unknown, name: string): unknown =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>)[name] : undefined;
const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/** A route is a path: a query or fragment (a one-time link's token) is never kept. */
const pathOnly = (route: string) => route.replace(/[?#].*$/s, '');

/** `error` is the web's { name?, message, stack } (or a bare string); `info` is { route, build }. */
export function clientReport(error: unknown, info: unknown): ClientReport {
  const name = text(field(error, 'name'));
  const message = text(error) ?? text(field(error, 'message')) ?? 'Unknown error';
  const stack = text(field(error, 'stack'));
  const route = text(field(info, 'route'));
  const build = text(field(info, 'build'));
  const clean = (value: string | null, max: number) => (value === null ? null : redactSecrets(capped(value, max)));
  return {
    message: clean(name && !message.startsWith(name) ? `${name}: ${message}` : message, LIMITS.message)!,
    stack: clean(stack, LIMITS.stack),
    route: clean(route === null ? null : pathOnly(route), LIMITS.route),
    build: clean(build, LIMITS.build),
  };
}
