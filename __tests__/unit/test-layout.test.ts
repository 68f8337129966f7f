import { expect, test } from '@jest/globals';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../helpers/bundle.ts';

/**
 * `npm run test:fast` selects folders (package.json): `hostile/` is in it because its suites run
 * the action in process. A hostile test that spawns the bundle or the CLI goes in `bundle/`.
 */
test('no hostile/ suite spawns the bundle or the CLI (npm run test:fast runs hostile/)', () => {
  const dir = join(ROOT, '__tests__', 'hostile');
  const spawning = readdirSync(dir).filter((file) =>
    /\b(runBundle|startBundle|runCli|startCli)\b/.test(readFileSync(join(dir, file), 'utf8')),
  );
  expect(spawning).toEqual([]);
  const scripts = (
    JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }
  ).scripts;
  expect(scripts['test:fast']).toContain('__tests__/hostile');
});
