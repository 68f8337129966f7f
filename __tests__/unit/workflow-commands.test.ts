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

test('no line of server text can start a workflow command, whatever the runner trims or splits on', async () => {
  const { neutralizeCommands } = await import('../../src/runner/neutralize.ts');
  const hostile =
    'ok\n::error::a\r::stop-commands::b\n\u0085::warning::c\n \t::set-output name=x::d\n##[group]e';
  const lines = neutralizeCommands(hostile).split('\n');
  expect(lines.filter((l) => /^[\s\u0085]*::/.test(l))).toEqual([]);
  expect(lines.filter((l) => l.includes('##['))).toEqual([]);
  expect(lines).toEqual([
    'ok',
    '» ::error::a',
    '» ::stop-commands::b',
    '» \u0085::warning::c',
    '»  \t::set-output name=x::d',
    '## [group]e',
  ]);
});
