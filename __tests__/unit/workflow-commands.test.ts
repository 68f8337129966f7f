import { expect, test } from '@jest/globals';
import * as core from '@actions/core';
import { addMaskCommand, errorCommand } from '../../src/runner/workflow-commands.ts';

/** What @actions/core itself writes for the same call. */
function coreOutput(call: () => void): string {
  let out = '';
  const write = process.stdout.write.bind(process.stdout);
  process.stdout.write = ((chunk: string) => {
    out += chunk;
    return true;
  }) as typeof process.stdout.write;
  try {
    call();
  } finally {
    process.stdout.write = write;
  }
  return out.trimEnd();
}

test('the start-up error command is byte-identical to @actions/core', () => {
  const message = 'Invalid inputs; nothing was sent:\n  - region: "x%y" is not accepted\r';
  expect(errorCommand(message, 'Invalid: inputs, all')).toBe(
    coreOutput(() => core.error(message, { title: 'Invalid: inputs, all' })),
  );
  expect(errorCommand('plain')).toBe(coreOutput(() => core.error('plain')));
});

test('the start-up mask command is byte-identical to @actions/core', () => {
  expect(addMaskCommand('sk-a%b\nc')).toBe(coreOutput(() => core.setSecret('sk-a%b\nc')));
});
