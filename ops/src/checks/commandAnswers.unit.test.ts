import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { commandAnswerFindings, commandRouteFindings } from './commandAnswers';

const root = fileURLToPath(new URL('../../..', import.meta.url));

const route = (imports: string, answer: string) => `${imports}
import { commandRoute } from '@pawroute/platform';
export function routes(app) {
  commandRoute(app, {
    method: 'POST',
    url: '/api/v4/todo/complete',
    name: 'CompleteTodoItem',
    schema: completeTodoSchema,${answer}
    permission: 'EditTodoItems',
    handle: async () => ({ todoItemId: 1 }),
  });
}
`;

describe("every command route's answer is a domain schema", () => {
  it("accepts an answer imported from '@pawroute/domain', by name or through a namespace", () => {
    expect(commandAnswerFindings('a.ts', route("import { completeTodoSchema, todoItemCompletedAnswerSchema } from '@pawroute/domain';", '\n    answer: todoItemCompletedAnswerSchema,'))).toEqual([]);
    expect(commandAnswerFindings('a.ts', route("import * as domain from '@pawroute/domain';\nimport { completeTodoSchema } from '@pawroute/domain';", '\n    answer: domain.todoItemCompletedAnswerSchema,'))).toEqual([]);
  });

  it('finds a route without an answer', () => {
    expect(commandAnswerFindings('a.ts', route("import { completeTodoSchema } from '@pawroute/domain';", ''))).toEqual([
      { where: 'a.ts:4', problem: "no answer: schema (name the write's answer in its domain answers.ts)" },
    ]);
  });

  it('finds an answer declared elsewhere than the domain', () => {
    const local = route("import { z } from 'zod';\nimport { completeTodoSchema } from '@pawroute/domain';\nconst done = z.object({ todoItemId: z.number() });", '\n    answer: done,');
    expect(commandAnswerFindings('a.ts', local).map((f) => f.problem)).toEqual(["answer: done is not imported from '@pawroute/domain'"]);
    const inline = route("import { completeTodoSchema } from '@pawroute/domain';", '\n    answer: z.object({}),');
    expect(commandAnswerFindings('a.ts', inline)).toHaveLength(1);
  });

  it('holds for command-api: every commandRoute names its answer from the domain', () => {
    const { calls, findings } = commandRouteFindings(root);
    expect(calls).toBeGreaterThan(100);
    expect(findings, "give each route an answer: schema from its feature's domain answers.ts").toEqual([]);
  });
});
