import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { FEATURES_DOC, renderFeatures } from '../checks/features';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** `pawroute features`: writes docs/FEATURES.md from the feature folders of every package. */
export async function run(): Promise<void> {
  await writeFile(`${ROOT}${FEATURES_DOC}`, renderFeatures(ROOT));
  console.log(`Wrote ${FEATURES_DOC}.`);
}
