import { ApiError, withQuery } from '../../../lib/apiClient';

/**
 * GET /api/v4/audit/export as a file download, read as it streams: `onProgress` gets the rows received
 * and the events the server will read (X-Pawroute-Total, null when unknown). Resolves with the CSV.
 */
export async function exportLedger(
  range: { startDate?: string; endDate?: string },
  onProgress: (rows: number, total: number | null) => void,
  signal?: AbortSignal,
): Promise<Blob> {
  const response = await fetch(withQuery('/api/v4/audit/export', range), { credentials: 'same-origin', signal });
  if (!response.ok || !response.body) {
    const body = (await response.json().catch(() => ({}))) as { message?: string };
    throw new ApiError(response.status, body.message ?? 'The export could not start.');
  }
  const totalHeader = response.headers.get('X-Pawroute-Total');
  const total = totalHeader === null ? null : Number(totalHeader);
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let rows = 0;
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    chunks.push(value);
    for (const byte of value) if (byte === 10) rows += 1;
    onProgress(Math.max(0, rows - 1), total);
  }
  return new Blob(chunks as BlobPart[], { type: 'text/csv;charset=utf-8' });
}

/** Hands a blob to the browser as a download. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
