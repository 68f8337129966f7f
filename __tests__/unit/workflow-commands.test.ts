import { expect, test } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { addMaskCommand, errorCommand, workflowCommand } from '../../src/runner/workflow-commands.ts';
import { ROOT } from '../helpers/bundle.ts';

/** What @actions/core itself prints for the same calls, in a child process (nothing patched here). */
function coreOutput(calls: string): string[] {
  const script = `const core = await import('@actions/core'); ${calls}`;
  return execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    cwd: ROOT,
    encoding: 'utf8',
  })
    .trimEnd()
    .split('\n');
}

test('the workflow commands written without @actions/core are byte-identical to its own', () => {
  const message = 'Invalid inputs; nothing was sent:\n  - region: "x%y" is not accepted\r';
  const [error, plain, mask, notice] = coreOutput(
    [
      `core.error(${JSON.stringify(message)}, { title: 'Invalid: inputs, all' });`,
      `core.error('plain');`,
      `core.setSecret('sk-a%b\\nc');`,
      `core.notice('n', { title: 't' });`,
    ].join(' '),
  );
  expect(errorCommand(message, 'Invalid: inputs, all')).toBe(error);
  expect(errorCommand('plain')).toBe(plain);
  expect(addMaskCommand('sk-a%b\nc')).toBe(mask);
  expect(workflowCommand('notice', 'n', { title: 't' })).toBe(notice);
});
