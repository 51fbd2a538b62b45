// The name of the packaged extension: <name>.vsix at the repository root.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './lib.mjs';

/** The manifest of the extension. */
export function manifest() {
  return JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
}

/** Where `npm run package` writes the .vsix. */
export function vsixPath() {
  const { name } = manifest();
  return join(root, `${name}.vsix`);
}
