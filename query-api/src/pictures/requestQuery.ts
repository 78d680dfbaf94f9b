import type { FastifyRequest } from 'fastify';

export const requestQuery = (request: FastifyRequest): Record<string, unknown> =>
  request.query && typeof request.query === 'object' ? (request.query as Record<string, unknown>) : {};
