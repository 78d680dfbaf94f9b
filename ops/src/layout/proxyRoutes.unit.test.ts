import { describe, expect, it } from 'vitest';
import { commandRouteMatcher } from './proxy';

// The proxy's one rule: a command process's route is a write and goes there; everything else (reads,
// the push socket, the web app's pages and files) goes to a query process.
describe('the layout proxy sends', () => {
  it('writes, sign-in and the links in mail to a command process, reads, the push and pages to a query process', async () => {
    const isCommand = await commandRouteMatcher();
    const commandSide = [
      ['POST', '/api/v4/estimate/save'],
      ['POST', '/api/v4/appointments/create'],
      ['POST', '/api/v4/appointments/complete'],
      ['PUT', '/api/v4/entrance/login'],
      ['GET', '/api/v4/entrance/confirmEmail'],
    ];
    const querySide = [
      ['GET', '/api/v4/appointments/getAll'],
      ['GET', '/api/v4/user/getBalance'],
      ['GET', '/api/v4/entrance/check-session-user'],
      ['GET', '/api/v4/live'],
      ['GET', '/dashboard/customers'],
      ['GET', '/assets/index-abc123.js'],
      ['POST', '/no/such/route'],
    ];
    expect(commandSide.filter(([method, path]) => !isCommand(method!, path!))).toEqual([]);
    expect(querySide.filter(([method, path]) => isCommand(method!, path!))).toEqual([]);
  });
});
