import { afterEach, beforeEach, describe, expect, test } from '@jest/globals';
import { startEmulator, type Emulator } from '../../emulator/server.ts';
import { nestedLogLine } from '../../emulator/log-lines.ts';
import type { LogEntry } from '../../emulator/store.ts';
import { logLines, runBundle } from '../helpers/bundle.ts';
import { emulatorInputs } from '../helpers/inputs.ts';
import { leakedLines } from '../helpers/runner-files.ts';

/**
 * Revision logs in the CI log, through the bundle against the emulator: what only a
 * process shows (workflow commands defused on stdout, nothing on stderr). A hung read's real
 * timeout: faults.test.ts; the rest runs in process: __tests__/integration/logs.test.ts.
 */
let emulator: Emulator;
const SECRET = 'sk-log-secret-value-0042';

beforeEach(async () => {
  emulator = await startEmulator();
});
afterEach(() => emulator.close());

const inputs = (extra: Record<string, string> = {}) =>
  emulatorInputs(emulator, { secrets: `OPENAI_API_KEY=${SECRET}`, ...extra });
const printedSteps = (stdout: string): number[] =>
  logLines(stdout)
    .filter((l) => / build step \d+$/.test(l))
    .map((l) => Number(/(\d+)$/.exec(l)![1]));

describe('logs on failure', () => {
  test('a log line holding a secret, its encoded form, or a workflow command is redacted and defused', async () => {
    const hostile: LogEntry[] = [
      { level: 'INFO', message: `export OPENAI_API_KEY=${SECRET}` },
      { level: 'INFO', message: `url=https://x.example/?k=${encodeURIComponent(SECRET)}` },
      { level: 'ERROR', message: `boom\n::error title=Spoofed::not from the action\r::stop-commands::halt` },
      { level: 'INFO', message: `##[set-output name=x]y ${'z'.repeat(5_000)}` },
    ];
    emulator.store.nextLogs.push({ build: hostile });
    emulator.store.nextScripts.push([{ status: 'BUILDING', polls: 1 }, { status: 'BUILD_FAILED' }]);
    const r = await runBundle(inputs());
    expect(r.code).toBe(1);
    const everything = r.stdout + r.summary;
    expect(leakedLines(everything, [SECRET, encodeURIComponent(SECRET)])).toEqual([]);
    const lines = logLines(r.stdout);
    expect(lines.filter((l) => /^\s*::(error title=Spoofed|stop-commands)/.test(l))).toEqual([]);
    expect(lines.filter((l) => l.includes('##['))).toEqual([]);
    expect(r.stdout).toContain('boom ↵ ::error title=Spoofed::not from the action ↵ ::stop-commands::halt');
    expect(r.stdout).toMatch(/## \[set-output name=x\]y z{1900,}… \[line cut\]/);
  });
});

describe('logs: stream', () => {
  test('a line whose message is JSON nested 100,000 deep is shown only so deep, and the deploy passes', async () => {
    const step = (n: number): LogEntry => ({ level: 'INFO', message: `build step ${n}` });
    emulator.store.nextLogs.push({ build: [step(1), nestedLogLine('INFO', 100_000), step(2)] });
    emulator.store.nextScripts.push([{ status: 'BUILDING', polls: 2 }, { status: 'DEPLOYED' }]);
    const r = await runBundle(inputs({ logs: 'stream' }));
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(printedSteps(r.stdout)).toEqual([1, 2]);
    const nested = logLines(r.stdout).filter((l) => l.includes('{"a":{"a":'));
    expect(nested).toHaveLength(1);
    expect(nested[0]).toMatch(/^ {2}\S+ INFO {2}(\{"a":){32}\{…\}\}{32}$/);
    expect(r.outputs.status).toBe('DEPLOYED');
  });
});
