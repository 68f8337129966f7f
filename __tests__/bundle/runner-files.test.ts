import { afterEach, beforeEach, describe, expect, test } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { EMULATOR_API_KEY, startEmulator, type Emulator } from '../../emulator/server.ts';
import { logLines, startBundle, type BundleResult } from '../helpers/bundle.ts';
import { emulatorInputs } from '../helpers/inputs.ts';
import { CAN_SYMLINK, tempDir } from '../helpers/temp.ts';

/**
 * GITHUB_OUTPUT and GITHUB_STEP_SUMMARY naming something other than a regular file — left there by
 * an earlier step, or set by hand: a FIFO nobody reads (opening it to write would block the
 * process for good, deaf even to the runner's cancellation), a symbolic link (the write would
 * change the file it points to), a folder. The run ends as it would have, the file is let be and
 * one warning names it.
 */
let emulator: Emulator;
beforeEach(async () => {
  emulator = await startEmulator();
});
afterEach(() => emulator.close());

/** Longer than any of these runs takes: a run still going then is hung, and is killed. */
const HUNG_AFTER_MS = 20_000;

async function runUntilHung(
  inputs: Record<string, string>,
  env: Record<string, string>,
): Promise<BundleResult & { hung: boolean }> {
  const run = startBundle(inputs, env);
  let hung = false;
  const timer = setTimeout(() => {
    hung = true;
    run.child.kill('SIGKILL');
  }, HUNG_AFTER_MS);
  const result = await run.done;
  clearTimeout(timer);
  return { ...result, hung };
}

const warnings = (stdout: string): string[] => logLines(stdout).filter((l) => l.startsWith('::warning'));

const posix = process.platform !== 'win32' && CAN_SYMLINK;

(posix ? describe : describe.skip)('runner files that are no regular file', () => {
  const PASSWD = 'root:x:0:0:root:/root:/bin/bash\n';

  /** A FIFO nobody reads, and a link to a file outside the runner's folder. */
  function hostileFiles(): { fifo: string; link: string; target: string; dir: string } {
    const dir = tempDir('hostile-runner-files');
    const fifo = join(dir, 'fifo');
    execFileSync('mkfifo', [fifo]);
    const target = join(tempDir('elsewhere'), 'passwd');
    writeFileSync(target, PASSWD);
    const link = join(dir, 'link');
    symlinkSync(target, link);
    return { fifo, link, target, dir };
  }

  const refused = (name: string, path: string, what: string, of: string): string =>
    `::warning title=Runner file not written::${name} names ${path}, which cannot be written (it is ${what}): ${of} not written. Point ${name} at a file in a folder that exists, or leave it unset.`;
  const FIFO = 'a FIFO, a socket or a device, not a regular file';

  test('a FIFO nobody reads as either file: the green deploy ends, green, without hanging; one warning each', async () => {
    const { fifo, dir } = hostileFiles();
    const summaryFifo = join(dir, 'summary-fifo');
    execFileSync('mkfifo', [summaryFifo]);
    const files = { GITHUB_OUTPUT: fifo, GITHUB_STEP_SUMMARY: summaryFifo };
    const result = await runUntilHung(emulatorInputs(emulator), files);
    expect(result.hung).toBe(false);
    expect(result.code).toBe(0);
    expect(warnings(result.stdout)).toEqual([
      refused('GITHUB_OUTPUT', fifo, FIFO, "the step's outputs are"),
      refused('GITHUB_STEP_SUMMARY', summaryFifo, FIFO, 'the job summary is'),
    ]);
    expect(result.stderr).toBe('');
    expect([...emulator.store.deployments.values()].map((d) => d.name)).toEqual(['agent']);
  }, 60_000);

  test('a link to another file as either file: nothing is written through it; the deploy stays green', async () => {
    const { link, target, dir } = hostileFiles();
    const other = join(dir, 'other-link');
    symlinkSync(target, other);
    const files = { GITHUB_OUTPUT: link, GITHUB_STEP_SUMMARY: other };
    const result = await runUntilHung(emulatorInputs(emulator), files);
    expect(result.code).toBe(0);
    expect(readFileSync(target, 'utf8')).toBe(PASSWD);
    expect(warnings(result.stdout)).toEqual([
      refused('GITHUB_OUTPUT', link, 'a symbolic link', "the step's outputs are"),
      refused('GITHUB_STEP_SUMMARY', other, 'a symbolic link', 'the job summary is'),
    ]);
  }, 60_000);

  test('the same files when the inputs are refused (the start-up path writes them itself): no hang, nothing written through the link', async () => {
    const { fifo, link, target } = hostileFiles();
    const files = { GITHUB_OUTPUT: fifo, GITHUB_STEP_SUMMARY: link };
    const result = await runUntilHung({ api_key: EMULATOR_API_KEY, timeout: 'soon' }, files);
    expect(result.hung).toBe(false);
    expect(result.code).toBe(1);
    expect(result.stdout).toContain('::error title=Invalid inputs::');
    expect(readFileSync(target, 'utf8')).toBe(PASSWD);
    expect(warnings(result.stdout)).toEqual([
      refused('GITHUB_OUTPUT', fifo, FIFO, "the step's outputs are"),
      refused('GITHUB_STEP_SUMMARY', link, 'a symbolic link', 'the job summary is'),
    ]);
  }, 60_000);

  test('a folder: one warning naming it, the deploy stays green', async () => {
    const dir = tempDir('folder-runner-files');
    const files = { GITHUB_OUTPUT: join(dir, 'output'), GITHUB_STEP_SUMMARY: join(dir, 'summary.md') };
    mkdirSync(files.GITHUB_OUTPUT);
    writeFileSync(files.GITHUB_STEP_SUMMARY, '');
    const result = await runUntilHung(emulatorInputs(emulator), files);
    expect(result.code).toBe(0);
    expect(warnings(result.stdout)).toEqual([
      refused('GITHUB_OUTPUT', files.GITHUB_OUTPUT, 'a folder', "the step's outputs are"),
    ]);
    expect(readFileSync(files.GITHUB_STEP_SUMMARY, 'utf8')).toMatch(/^## ✅ Created `agent`/);
  }, 60_000);
});
