import { afterEach, describe, expect, test } from '@jest/globals';
import { ActionError, CancelledError, DeadlineError } from '../../src/base/errors.ts';
import { Git, OutputTooLarge, runBounded } from '../../src/fleet/git.ts';
import { Budget } from '../../src/time/budget.ts';
import { systemClock } from '../../src/time/clock.ts';
import { tempDir } from '../helpers/temp.ts';

/** A real program that never ends on its own. */
const HANG = [process.execPath, '-e', 'setInterval(() => {}, 1000)'];

const budget = (timeoutMs = 60_000, signal = new AbortController().signal): Budget =>
  Budget.start(systemClock, timeoutMs, signal);

const bounds = { cwd: '.', maxMs: 30_000, maxBytes: 1_000_000 };

describe('a program the plan runs is bounded like the run', () => {
  afterEach(() => {
    delete process.env.INPUT_FLEET_TEST_SECRET;
  });

  test('a cancellation ends it at once, as the run’s cancellation', async () => {
    const cancel = new AbortController();
    const started = Date.now();
    const running = runBounded(HANG, { ...bounds, budget: budget(60_000, cancel.signal) });
    setTimeout(() => cancel.abort(), 100);
    await expect(running).rejects.toBeInstanceOf(CancelledError);
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  test('the end of the budget ends it, as the run’s timeout', async () => {
    const started = Date.now();
    await expect(runBounded(HANG, { ...bounds, budget: budget(300) })).rejects.toBeInstanceOf(DeadlineError);
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  test('one call may take at most its own limit', async () => {
    await expect(runBounded(HANG, { ...bounds, maxMs: 200, budget: budget() })).rejects.toThrow(ActionError);
  });

  test('output beyond the bound stops it', async () => {
    const flood = [
      process.execPath,
      '-e',
      'const b = "x".repeat(65536); for (;;) require("fs").writeSync(1, b)',
    ];
    await expect(
      runBounded(flood, { ...bounds, maxBytes: 1_000_000, budget: budget() }),
    ).rejects.toBeInstanceOf(OutputTooLarge);
  });

  test('it never sees the step’s inputs (the API key is one)', async () => {
    process.env.INPUT_FLEET_TEST_SECRET = 'lsv2_pt_secret';
    const r = await runBounded(
      [process.execPath, '-e', 'process.stdout.write(JSON.stringify(process.env))'],
      {
        ...bounds,
        budget: budget(),
      },
    );
    const seen = JSON.parse(r.stdout.toString()) as Record<string, string>;
    expect(Object.keys(seen).filter((k) => k.startsWith('INPUT_'))).toEqual([]);
    expect(r.stdout.toString()).not.toContain('lsv2_pt_secret');
  });

  test('a program that is not installed is an error that says so', async () => {
    await expect(runBounded(['no-such-program-lgda'], { ...bounds, budget: budget() })).rejects.toThrow(
      'no-such-program-lgda is not installed on this runner',
    );
  });
});

describe('git', () => {
  test('only a commit SHA (or HEAD) is ever passed to git: a server’s odd value is not asked about', async () => {
    const git = new Git(tempDir('no-repo'), budget());
    expect(await git.commit('--output=/tmp/x')).toBeUndefined();
    expect(await git.commit('main; rm -rf /')).toBeUndefined();
    expect(git.calls).toBe(0);
    await expect(git.changedFiles('-p', 'abcdef0')).rejects.toThrow('two commit SHAs');
  });

  test('outside a repository there is no top level', async () => {
    expect(await new Git(tempDir('no-repo'), budget()).topLevel()).toBeUndefined();
  });
});
