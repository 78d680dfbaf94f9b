import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { routeAccessTable } from '@pawroute/platform';
import { buildOfflineApp } from '../permissions/offlineApp';
import { PERMISSIONS_DOC, renderPermissionsTable } from '../permissions/table';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** `pawroute permissions table`: writes docs/PERMISSIONS.md from the rules the server checks. */
export async function run(args: string[]): Promise<void> {
  if (args[0] !== 'table') throw new Error('usage: pawroute permissions table   (writes docs/PERMISSIONS.md)');
  const app = await buildOfflineApp();
  try {
    const text = renderPermissionsTable(routeAccessTable());
    await writeFile(`${ROOT}${PERMISSIONS_DOC}`, text);
    console.log(`Wrote ${PERMISSIONS_DOC} (${routeAccessTable().length} routes).`);
  } finally {
    await app.close();
  }
}
