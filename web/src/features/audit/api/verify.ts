import type { AuditVerifyLine } from '@pawroute/domain';
import { ApiError } from '../../../lib/apiClient';

type Result = Extract<AuditVerifyLine, { kind: 'result' }>;

/**
 * GET /api/v4/audit/verify: newline-delimited JSON, read as it streams so the bar moves while the
 * server checks the chain. Resolves with the result line.
 */
export async function verifyChain(onProgress: (done: number, total: number) => void, signal?: AbortSignal): Promise<Result> {
  const response = await fetch('/api/v4/audit/verify', { credentials: 'same-origin', headers: { Accept: 'application/x-ndjson' }, signal });
  if (!response.ok || !response.body) {
    const body = (await response.json().catch(() => ({}))) as { message?: string };
    throw new ApiError(response.status, body.message ?? 'The verification could not start.');
  }
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (value) buffer += value;
    let newline: number;
    while ((newline = buffer.indexOf('\n')) >= 0) {
      const line = JSON.parse(buffer.slice(0, newline)) as AuditVerifyLine;
      buffer = buffer.slice(newline + 1);
      if (line.kind === 'progress') onProgress(line.done, line.total);
      else if (line.kind === 'result') return line;
      else throw new ApiError(500, line.message);
    }
    if (done) throw new ApiError(500, 'The verification ended without a result.');
  }
}
