import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { routeKey, serverRoutes } from './serverRoutes';

describe('serverRoutes', () => {
  it('lists every method and full path, routes nested under a longer sibling too', async () => {
    const app = Fastify();
    const ok = async () => 'ok';
    app.get('/api/v4/pets/getPicture', ok);
    app.get('/api/v4/pets/getPicturePaths', ok);
    app.post('/api/v4/user/create', ok);
    app.post('/api/v4/user/createLoginAccount', ok);
    app.delete('/api/v4/user/delete', ok);
    app.get('/a/:id/b', ok);
    await app.ready();
    expect(serverRoutes(app).map(routeKey)).toEqual([
      'DELETE /api/v4/user/delete',
      'GET /a/:id/b',
      'GET /api/v4/pets/getPicture',
      'GET /api/v4/pets/getPicturePaths',
      'POST /api/v4/user/create',
      'POST /api/v4/user/createLoginAccount',
    ]);
    await app.close();
  });
});
