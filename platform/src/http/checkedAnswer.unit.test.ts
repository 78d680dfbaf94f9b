import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { checkedAnswer } from './checkedAnswer';

const answer = z.object({ todoItemId: z.number() });
const runAs = process.env.NODE_ENV;

describe("a write's answer against its domain schema", () => {
  afterEach(() => {
    process.env.NODE_ENV = runAs;
  });

  it('under tests, refuses an answer that drifted from its schema, naming the command', () => {
    expect(process.env.NODE_ENV).toBe('test');
    expect(() => checkedAnswer('CompleteTodoItem', answer, { todoItemId: '7' })).toThrow(/CompleteTodoItem answered outside its domain schema/);
  });

  it("returns the handler's own value (fields the schema does not name included), not the parsed one", () => {
    const own = { todoItemId: 7, note: 'kept' };
    expect(checkedAnswer('CompleteTodoItem', answer, own)).toBe(own);
  });

  it('in production, does not parse', () => {
    process.env.NODE_ENV = 'production';
    const drifted = { todoItemId: '7' };
    expect(checkedAnswer('CompleteTodoItem', answer, drifted)).toBe(drifted);
  });
});
