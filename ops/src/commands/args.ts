/** `--name value` / `--name=value` / `--flag` parsing for the pawroute commands. */
export function flag(args: readonly string[], name: string): string | true | undefined {
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i]!;
    if (arg === `--${name}`) {
      const next = args[i + 1];
      return next !== undefined && !next.startsWith('--') ? next : true;
    }
    if (arg.startsWith(`--${name}=`)) return arg.slice(name.length + 3);
  }
  return undefined;
}
