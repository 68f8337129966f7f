import { afterEach, beforeEach, describe, expect, test } from '@jest/globals';
import { startEmulator, type Emulator, type EmulatorOptions } from '../../emulator/server.ts';
import { bigLogLine } from '../../emulator/log-lines.ts';
import type { LogEntry } from '../../emulator/store.ts';
import { START_AND_EXIT_MS, errorLine, logLines } from '../helpers/bundle.ts';
import { startHostileServer, type HostileServer } from '../helpers/hostile-server.ts';
import { emulatorInputs } from '../helpers/inputs.ts';
import { runLikeBundle } from '../helpers/like-bundle.ts';
import { VirtualClock } from '../helpers/virtual-clock.ts';

/**
 * Revision logs in the CI log: whole runs in process against the emulator, on a virtual
 * clock the emulator stamps its requests with, so a wait that lasts `timeout` takes no time. What
 * only the spawned bundle shows (workflow commands defused on stdout, nothing on stderr, a hung
 * read's real timeout) is in __tests__/bundle/logs.test.ts.
 */
let emulator: Emulator;
let clock: VirtualClock;
const SECRET = 'sk-log-secret-value-0042';

async function emulate(options: EmulatorOptions = {}): Promise<Emulator> {
  await emulator?.close();
  emulator = await startEmulator({ ...options, now: () => clock.now() });
  return emulator;
}
beforeEach(async () => {
  clock = new VirtualClock(Date.parse('2026-11-22T12:00:00Z'));
  emulator = await startEmulator({ now: () => clock.now() });
});
afterEach(() => emulator.close());
const runAction = (inputs: Record<string, string>) => runLikeBundle(inputs, {}, clock);

const inputs = (extra: Record<string, string> = {}) =>
  emulatorInputs(emulator, { secrets: `OPENAI_API_KEY=${SECRET}`, ...extra });
const logRequests = (): number =>
  emulator.requests.filter((r) => r.route === 'build-logs' || r.route === 'deploy-logs').length;
/** The lines printed inside the log group whose title matches. */
function group(stdout: string, title: RegExp): string[] {
  const lines = logLines(stdout);
  const start = lines.findIndex((l) => l.startsWith('::group::') && title.test(l));
  if (start < 0) return [];
  const end = lines.findIndex((l, i) => i > start && l.startsWith('::endgroup::'));
  return lines.slice(start + 1, end);
}

describe('logs on failure', () => {
  test('a failed build shows the tail of its build log before the error, and quotes the first ERROR line in it', async () => {
    emulator.store.nextScripts.push([{ status: 'BUILDING', polls: 1 }, { status: 'BUILD_FAILED' }]);
    const r = await runAction(inputs({ log_lines: '5' }));
    expect(r.code).toBe(1);
    const tail = group(r.stdout, /Last 5 lines of the build log of revision/);
    expect(tail).toHaveLength(5);
    expect(tail[0]).toMatch(
      /^ {2}\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ INFO {2}Step 3\/6 : RUN pip install -e \/deps\/agent$/,
    );
    expect(tail[2]).toMatch(
      /^✖ \S+ ERROR ERROR: Could not find a version that satisfies the requirement langchain-nonexistent>=9/,
    );
    expect(r.stdout.indexOf('Last 5 lines of the build log')).toBeLessThan(r.stdout.indexOf('::error'));
    expect(errorLine(r.stdout)).toMatch(
      /title=Revision BUILD_FAILED::The image build failed.*%0AFirst error in the build log: \S+ ERROR ERROR: Could not find a version/,
    );
    expect(r.summary).toMatch(
      /<details><summary>Last 5 lines of the build log of revision \S+<\/summary>\n\n```text\n/,
    );
  });

  test('a failed deploy shows the server log', async () => {
    emulator.store.nextScripts.push([{ status: 'DEPLOYING', polls: 1 }, { status: 'DEPLOY_FAILED' }]);
    const r = await runAction(inputs());
    expect(r.code).toBe(1);
    expect(group(r.stdout, /lines? of the server log of revision/).join('\n')).toContain(
      'KeyError: OPENAI_API_KEY is not set',
    );
    expect(errorLine(r.stdout)).toContain('First error in the server log:');
    expect(emulator.requests.find((q) => q.route === 'deploy-logs')!.body).toEqual({
      order: 'desc',
      limit: 50,
    });
  });

  test('a failed smoke test shows the server log of the revision', async () => {
    let agent: HostileServer | undefined;
    try {
      agent = await startHostileServer((req, res) => {
        res.writeHead(req.url === '/ok' ? 200 : 500, { 'content-type': 'application/json' });
        res.end(req.url === '/ok' ? '{"ok":true}' : '{"detail":"graph crashed"}');
      });
      const url = agent.url;
      emulator.options.customUrl = () => url;
      emulator.store.nextLogs.push({
        server: [{ level: 'ERROR', message: 'Traceback: ValueError in node "agent"' }],
      });
      const r = await runAction(inputs({ smoke_test: 'true', assistant_id: 'agent', smoke_checks: 'run' }));
      expect(r.code).toBe(1);
      expect(group(r.stdout, /lines? of the server log of revision/).join('\n')).toContain(
        'Traceback: ValueError in node "agent"',
      );
      expect(errorLine(r.stdout)).toMatch(
        /title=Smoke test failed::.*First error in the server log: \S+ ERROR Traceback: ValueError/,
      );
    } finally {
      await agent?.close();
    }
  });

  test.each([
    ['DEPLOYING', 'server', 'Readiness probe failed: connection refused'],
    ['BUILDING', 'build', 'ERROR: pip could not resolve langchain>=9'],
  ] as const)(
    'timeout: 6s with a revision stuck %s: the wait lasts the whole limit, then the %s log tail shows',
    async (stuck, kind, message) => {
      emulator.store.nextLogs.push({ [kind]: [{ level: 'ERROR', message }] });
      emulator.store.nextScripts.push([{ status: stuck }]);
      const r = await runAction(inputs({ timeout: '6s' }));
      expect(r.code).toBe(1);
      expect(group(r.stdout, new RegExp(`lines? of the ${kind} log of revision`)).join('\n')).toContain(
        message,
      );
      expect(errorLine(r.stdout)).toMatch(
        new RegExp(`title=Timed out::.*First error in the ${kind} log: \\S+ ERROR ${message.slice(0, 20)}`),
      );
      // The last status read comes at the end of the wait (timeout less a reserve of 0.6 s), not
      // when the next pause would pass it: a lower bound, whatever the machine's speed.
      const reads = emulator.requests.filter((q) => q.route === 'get-revision').map((q) => q.at);
      expect(reads.at(-1)! - emulator.requests[0]!.at).toBeGreaterThan(5_000);
      expect(r.durationMs).toBeLessThan(6_000 + START_AND_EXIT_MS);
    },
    20_000,
  );

  test('timeout: 6s with poll_interval 3s: the poll after 3 s would fall at 9 s, so one last status read comes at the end of the wait instead', async () => {
    emulator.store.nextScripts.push([{ status: 'BUILDING' }]);
    const r = await runAction(inputs({ timeout: '6s', poll_interval: '3s', poll_max_interval: '30s' }));
    expect(r.code).toBe(1);
    expect(errorLine(r.stdout)).toMatch(/title=Timed out::.*last status BUILDING/);
    const reads = emulator.requests.filter((q) => q.route === 'get-revision').map((q) => q.at);
    // Polls at 0 and 3 s, then the last read at timeout less its 0.6 s reserve (5.4 s after the
    // run started): not the run giving up after the 3 s poll, nor waiting for the 9 s one.
    expect(reads).toHaveLength(3);
    expect(reads[2]! - reads[0]!).toBeGreaterThan(4_500);
    expect(r.durationMs).toBeLessThan(6_000 + START_AND_EXIT_MS);
  }, 20_000);

  test('timeout: 2s with a revision stuck DEPLOYING: even so short a limit keeps time for the server log tail', async () => {
    const message = 'Readiness probe failed: connection refused';
    emulator.store.nextLogs.push({ server: [{ level: 'ERROR', message }] });
    emulator.store.nextScripts.push([{ status: 'DEPLOYING' }]);
    const r = await runAction(inputs({ timeout: '2s' }));
    expect(r.code).toBe(1);
    expect(r.stdout).not.toContain('too little of timeout was left');
    expect(group(r.stdout, /lines? of the server log of revision/).join('\n')).toContain(message);
    expect(errorLine(r.stdout)).toMatch(
      /title=Timed out::.*First error in the server log: \S+ ERROR Readiness/,
    );
    expect(r.durationMs).toBeLessThan(2_000 + START_AND_EXIT_MS);
  });

  test('a failed build whose newest lines are 3 MiB each, more than a reply may hold, still shows its tail and quotes its first ERROR line', async () => {
    const MiB = 1_048_576;
    emulator.store.extraLogs = { build: [1, 2, 3].map((n) => bigLogLine('INFO', 3 * MiB, `big line ${n}`)) };
    emulator.store.nextScripts.push([{ status: 'BUILDING', polls: 1 }, { status: 'BUILD_FAILED' }]);
    const r = await runAction(inputs());
    expect(r.code).toBe(1);
    expect(r.stdout).not.toContain('could not be read');
    const tail = group(r.stdout, /Last 12 lines of the build log of revision/);
    expect(tail).toHaveLength(12);
    expect(tail.slice(-3)).toEqual(
      [1, 2, 3].map((n) =>
        expect.stringMatching(
          new RegExp(`^ {2}\\S+ INFO {2}big line ${n} of ${3 * MiB} bytes: x{1900,}… \\[line cut\\]$`),
        ),
      ),
    );
    expect(tail.filter((l) => l.startsWith('✖'))).toHaveLength(3);
    expect(errorLine(r.stdout)).toMatch(
      /title=Revision BUILD_FAILED::.*%0AFirst error in the build log: \S+ ERROR ERROR: Could not find a version/,
    );
    // Fewer lines a read after a reply too large, from where the whole ones ended.
    expect(emulator.requests.filter((q) => q.route === 'build-logs').map((q) => q.body)).toEqual([
      { order: 'desc', limit: 50 },
      { order: 'desc', limit: 1 },
      { order: 'desc', limit: 49, offset: '1' },
      { order: 'desc', limit: 1, offset: '1' },
      { order: 'desc', limit: 48, offset: '2' },
    ]);
  });

  test('logs: off makes no log request', async () => {
    emulator.store.nextScripts.push([{ status: 'BUILDING', polls: 1 }, { status: 'BUILD_FAILED' }]);
    const r = await runAction(inputs({ logs: 'off' }));
    expect(r.code).toBe(1);
    expect(logRequests()).toBe(0);
    expect(errorLine(r.stdout)).not.toContain('First error');
  });
});

describe('logs: stream', () => {
  test('new build-log lines are printed as they come, each once and in order, across pages, one read per poll', async () => {
    const build = Array.from({ length: 120 }, (_, i) => ({ level: 'INFO', message: `build step ${i + 1}` }));
    emulator.store.nextLogs.push({ build });
    emulator.store.nextScripts.push([
      { status: 'QUEUED', polls: 1 },
      { status: 'BUILDING', polls: 40 },
      { status: 'DEPLOYED' },
    ]);
    const r = await runAction(inputs({ logs: 'stream' }));
    expect(r.code).toBe(0);
    const printed = logLines(r.stdout)
      .filter((l) => / build step \d+$/.test(l))
      .map((l) => Number(/(\d+)$/.exec(l)![1]));
    expect(printed).toEqual(build.map((_, i) => i + 1));
    const polls = emulator.requests.filter((q) => q.route === 'get-revision').length;
    const reads = emulator.requests.filter((q) => q.route === 'build-logs');
    expect(reads.length).toBeLessThanOrEqual(polls);
    expect(reads[0]!.body).toEqual({ order: 'asc', limit: 200 });
    expect(reads.slice(1).every((q) => typeof (q.body as { offset?: string }).offset === 'string')).toBe(
      true,
    );
  });

  const printedSteps = (stdout: string): number[] =>
    logLines(stdout)
      .filter((l) => / build step \d+$/.test(l))
      .map((l) => Number(/(\d+)$/.exec(l)![1]));

  test('a build log growing faster than a page a poll is read to its end while the revision deploys, one read a poll', async () => {
    const build = Array.from({ length: 1000 }, (_, i) => ({ level: 'INFO', message: `build step ${i + 1}` }));
    emulator.store.nextLogs.push({ build });
    emulator.store.nextScripts.push([
      { status: 'QUEUED', polls: 1 },
      { status: 'BUILDING', polls: 3 },
      { status: 'DEPLOYING', polls: 2 },
      { status: 'DEPLOYED' },
    ]);
    const r = await runAction(inputs({ logs: 'stream' }));
    expect(r.code).toBe(0);
    expect(printedSteps(r.stdout)).toEqual(build.map((_, i) => i + 1));
    const polls = emulator.requests.filter((q) => q.route === 'get-revision').length;
    expect(emulator.requests.filter((q) => q.route === 'build-logs').length).toBeLessThanOrEqual(polls);
  });

  test('lines still unread when the revision has already ended are read at once, a few pages at most', async () => {
    const build = Array.from({ length: 1000 }, (_, i) => ({ level: 'INFO', message: `build step ${i + 1}` }));
    emulator.store.nextLogs.push({ build });
    emulator.store.nextScripts.push([{ status: 'BUILDING', polls: 2 }, { status: 'DEPLOYED' }]);
    const r = await runAction(inputs({ logs: 'stream' }));
    expect(r.code).toBe(0);
    expect(printedSteps(r.stdout)).toEqual(build.map((_, i) => i + 1));
    // Two reads while it built, then the remaining 600 lines and an empty page.
    expect(emulator.requests.filter((q) => q.route === 'build-logs')).toHaveLength(6);
  });

  test('a streamed build log with a few 3 MiB lines shows every line once and in order, the big ones cut; the deploy passes', async () => {
    const step = (n: number): LogEntry => ({ level: 'INFO', message: `build step ${n}` });
    const big = [1, 2, 3].map((n) => bigLogLine('INFO', 3 * 1_048_576, `big line ${n}`));
    const steps = Array.from({ length: 20 }, (_, i) => step(i + 1));
    emulator.store.nextLogs.push({ build: [...steps.slice(0, 10), ...big, ...steps.slice(10)] });
    emulator.store.nextScripts.push([
      { status: 'BUILDING', polls: 4 },
      { status: 'DEPLOYING', polls: 6 },
      { status: 'DEPLOYED' },
    ]);
    const r = await runAction(inputs({ logs: 'stream' }));
    expect(r.code).toBe(0);
    expect(r.stdout).not.toContain('could not be read');
    expect(printedSteps(r.stdout)).toEqual(steps.map((_, i) => i + 1));
    const printedBig = logLines(r.stdout).filter((l) => l.includes('big line'));
    expect(printedBig.map((l) => /big line (\d)/.exec(l)![1])).toEqual(['1', '2', '3']);
    for (const line of printedBig) expect(line).toMatch(/x{1900,}… \[line cut\]$/);
    const all = logLines(r.stdout).filter((l) => / build step \d+$| big line /.test(l));
    expect(all.findIndex((l) => l.includes('big line 1'))).toBe(10);
    expect(all.findIndex((l) => l.includes('big line 3'))).toBe(12);
  });

  test('a build-log read that fails is only that read lost: the stream goes on, and the failed build still shows its tail', async () => {
    emulator.faults.add({ route: 'build-logs', fault: { kind: 'status', status: 502 }, times: 2 });
    const build = Array.from({ length: 30 }, (_, i) => ({ level: 'INFO', message: `build step ${i + 1}` }));
    emulator.store.nextLogs.push({ build: [...build, { level: 'ERROR', message: 'pip failed' }] });
    emulator.store.nextScripts.push([{ status: 'BUILDING', polls: 3 }, { status: 'BUILD_FAILED' }]);
    const r = await runAction(inputs({ logs: 'stream' }));
    expect(r.code).toBe(1);
    expect(
      r.stdout.match(
        /::notice title=No build log::The build log of revision \S+ could not be read: .*answered 502/g,
      ),
    ).toHaveLength(1);
    expect(printedSteps(r.stdout).slice(0, 30)).toEqual(build.map((_, i) => i + 1));
    expect(errorLine(r.stdout)).toContain('First error in the build log: ');
  });

  test('a log read answering Retry-After longer than a side read waits is not repeated: the deploy is not held up', async () => {
    emulator.faults.add({
      route: 'build-logs',
      fault: { kind: 'status', status: 503, retryAfter: '500' },
      times: 99,
    });
    emulator.store.nextScripts.push([{ status: 'BUILDING', polls: 1 }, { status: 'BUILD_FAILED' }]);
    const r = await runAction(inputs({ timeout: '10m' }));
    expect(r.code).toBe(1);
    expect(logRequests()).toBe(1);
    expect(r.durationMs).toBeLessThan(15_000);
    expect(r.stdout).not.toContain('as Retry-After asks');
  });

  test('a control plane without logs endpoints: one notice, and the deploy goes on', async () => {
    await emulate({ logs: false });
    const r = await runAction(inputs({ logs: 'stream' }));
    expect(r.code).toBe(0);
    expect(
      r.stdout.match(
        /::notice title=No build log::Build logs are not available from this control plane: it does not offer them/g,
      ),
    ).toHaveLength(1);
    expect(logRequests()).toBe(1);
  });
});
