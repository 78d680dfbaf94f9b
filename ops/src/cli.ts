/**
 * `pawroute <command> [args]`: serve, migrate, seed, rebuild, bench, ... Each command lives in
 * ops/src/commands/<command>.ts and exports `run(args)`.
 */
const [commandName, ...args] = process.argv.slice(2);

const usage = `usage: pawroute <command> [args]
  serve      run the whole system (or one role: --role command|query|projections)
  proxy      one address in front of role processes: --command URL,URL --query URL,URL [--port N]
  migrate    create the event store and read-model tables
  seed       append demo data once
  rebuild    rebuild every projection from position zero (progress bar)
  verify-projections [names]   rebuild aside and compare with the live read models (exit 1 on a difference)
  bench      run the benchmarks, writing bench/results.json
  permissions table   write docs/PERMISSIONS.md (route -> permission) from the rules the server checks
  features   write docs/FEATURES.md (each feature and its folder in every package)`;

async function main(): Promise<void> {
  if (!commandName || commandName === 'help' || commandName === "--help") {
    console.log(usage);
    return;
  }
  if (!/^[a-z][a-z-]*$/.test(commandName)) throw new Error(`unknown command: ${commandName}\n${usage}`);
  let mod: { run: (args: string[]) => Promise<void> };
  try {
    mod = await import(`./commands/${commandName}.ts`);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ERR_MODULE_NOT_FOUND') {
      throw new Error(`unknown command: ${commandName}\n${usage}`);
    }
    throw error;
  }
  await mod.run(args);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
export {};
