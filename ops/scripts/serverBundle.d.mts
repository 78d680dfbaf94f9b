// Types for the TypeScript callers of serverBundle.mjs (the benches start their servers from a bundle).
export const serverBundle: string;
export function ensureServerBundle(): Promise<string | null>;
export function ensureBundle(entry: string, outfile: string): Promise<string | null>;
