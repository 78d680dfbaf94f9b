import { describe, expect, it } from 'vitest';
import { fullName } from './personName';

describe('a full name', () => {
  it.each([
    [{ firstName: 'Casey', lastName: 'Customer' }, 'Casey Customer'],
    [{ firstName: 'Ada', middleName: 'K.', lastName: 'Byron' }, 'Ada K. Byron'],
    [{ firstName: 'Ada', middleName: null, lastName: 'Byron' }, 'Ada Byron'],
    [{ firstName: ' Sam ', lastName: '' }, 'Sam'],
    [{ firstName: null, lastName: null }, ''],
  ])('%o reads %j', (name, expected) => expect(fullName(name)).toBe(expected));
});
