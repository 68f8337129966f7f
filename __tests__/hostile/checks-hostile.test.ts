import { afterEach, describe, expect, test } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { stringify } from 'yaml';
import { EMULATOR_API_KEY, startEmulator, type Emulator } from '../../emulator/server.ts';
import { runChecksSuite } from '../../src/agent-checks/suite.ts';
import { checksVerdict } from '../../src/gate/judge.ts';
import type { CheckCase } from '../../src/inputs/types.ts';
import type { CaseReport, ChecksReport } from '../../src/run/facts.ts';
import { AGENT_RETRY_PAUSE_MS } from '../../src/base/policy.ts';
import { Budget } from '../../src/time/budget.ts';
import { startFakeAgentServer, type FakeAgentServer, type FakeRun } from '../helpers/fake-agent-server.ts';
import { runInProcess, type InProcessResult } from '../helpers/in-process.ts';
import { emulatorInputs } from '../helpers/inputs.ts';
import { withOwnEmulator } from '../helpers/own-emulator.ts';
import { workspaceWith } from '../helpers/workspace.ts';
import { startFakeGitHub } from '../helpers/fake-github.ts';
import { leakedLines } from '../helpers/runner-files.ts';
import { ScriptedTransport } from '../helpers/scripted-transport.ts';
import { VirtualClock } from '../helpers/virtual-clock.ts';
import { CAN_SYMLINK, tempDir } from '../helpers/temp.ts';

/**
 * Agent checks against a hostile agent server: a run interface on loopback that answers
 * each case as the test scripts it (helpers/fake-agent-server.ts). Through the action in process,
 * `command: smoke-test`, as a user points it at a deployment URL.
 */
const KEY = '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';

let server: FakeAgentServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});
/** A fake agent server for this test; the one it started before (if any) is closed first. */
async function freshServer(...args: Parameters<typeof startFakeAgentServer>): Promise<FakeAgentServer> {
  await server?.close();
  server = await startFakeAgentServer(...args);
  return server;
}

async function checks(
  file: Record<string, unknown>,
  answer: (input: string) => FakeRun,
  options: { inputs?: Record<string, string>; threadId?: (n: number) => unknown } = {},
): Promise<InProcessResult & { report: ChecksReport; workspace: string }> {
  server = await freshServer(answer, options.threadId);
  const workspace = tempDir('checks-hostile');
  writeFileSync(join(workspace, 'checks.yaml'), stringify(file));
  const run = await runInProcess(
    {
      command: 'smoke-test',
      api_key: KEY,
      deployment_url: server.url,
      assistant_id: 'agent',
      smoke_checks: 'run',
      checks: 'checks.yaml',
      ...options.inputs,
    },
    { env: { GITHUB_WORKSPACE: workspace } },
  );
  return { ...run, report: JSON.parse(run.outputs.checks_report || 'null') as ChecksReport, workspace };
}

const byName = (report: ChecksReport, name: string): CaseReport => report.cases.find((c) => c.name === name)!;

describe('a run the server refuses with a status it may answer otherwise later', () => {
  test('a 503 is asked again once, after a pause on the run’s clock; a second 503 fails the case with it', async () => {
    const refusals = new Map<string, number>();
    const r = await checks(
      {
        cases: [
          { name: 'once', input: 'once' },
          { name: 'always', input: 'always' },
        ],
      },
      (input) => {
        const n = (refusals.get(input) ?? 0) + 1;
        refusals.set(input, n);
        return input === 'always' || n === 1 ? { refuse: 503 } : {};
      },
    );
    expect(Object.fromEntries(refusals)).toEqual({ once: 2, always: 2 });
    expect(r.report.cases.map((c) => [c.name, c.result])).toEqual([
      ['once', 'passed'],
      ['always', 'failed'],
    ]);
    expect(byName(r.report, 'always').failure).toMatch(/503/);
    // Both pauses were the run's (a virtual clock here), not the SDK's own timers.
    expect(r.clock.pauses.filter((ms) => ms === AGENT_RETRY_PAUSE_MS)).toHaveLength(2);
  });
});

describe('a reply of a shape the run interface does not have', () => {
  test('odd messages are read for what they hold: no entry, call or part of the wrong shape breaks the judging', async () => {
    const r = await checks(
      { cases: [{ name: 'odd messages', input: 'odd', expect: { contains: 'hello', tools: ['lookup'] } }] },
      () => ({
        values: {
          messages: [
            null,
            5,
            'text',
            { type: 'ai', content: '', tool_calls: { name: 'not a list' } },
            { type: 'ai', content: '', additional_kwargs: { tool_calls: 'nope' } },
            { type: 'ai', content: '', tool_calls: [null, { name: 7 }, { name: 'lookup' }] },
            { type: { nested: true }, content: 'not a message type' },
            { type: 'ai', content: [{ text: { a: 1 } }, null, 5, { text: 'hello' }] },
          ],
        },
      }),
    );
    const c = byName(r.report, 'odd messages');
    expect(c.result).toBe('passed');
    expect(c.run_results[0]).toMatchObject({ reply: 'hello', tools: ['lookup'] });
  });

  test.each([
    [
      'a run record that is null',
      { raw: { run: 'null' } },
      /^the agent server's run record has no status: null$/,
    ],
    [
      'a thread state that is null',
      { raw: { state: 'null' } },
      /^the agent server's thread state is not an object: null$/,
    ],
    [
      'an error with a status that is no text',
      { status: { evil: true }, join: { __error__: { message: 'boom' } } },
      /^the run ended with an error: boom$/,
    ],
  ] as Array<[string, FakeRun, RegExp]>)(
    '%s: the server answered, not as an agent server does — a failure, said in words',
    async (_name, fake, error) => {
      const r = await checks({ cases: [{ name: 'shape', input: 'shape' }] }, () => fake);
      const c = byName(r.report, 'shape');
      expect(c).toMatchObject({ result: 'failed' });
      expect(c.run_results[0]!.blame).toBe('revision');
      expect(c.run_results[0]!.error).toMatch(error);
    },
  );

  test.each([
    ['a path', '../../ok', '"../../ok"'],
    ['an object', { id: 1 }, '{"id":1}'],
    ['a line of control characters', 'a\u0000b\n::error::x', '"a\\u0000b\\n::error::x"'],
  ])('a thread id that is %s is refused before it goes into a path', async (_name, id, shown) => {
    const r = await checks({ cases: [{ name: 'ids', input: 'ids' }] }, () => ({}), {
      threadId: (n) => (n === 1 ? 't1' : id),
    });
    const c = byName(r.report, 'ids');
    expect(c).toMatchObject({ result: 'failed' });
    expect(c.run_results[0]!.error).toBe(
      `the agent server answered POST /threads without a usable thread_id: ${shown}`,
    );
    // Nothing was sent anywhere the id would have steered it (POST /ok/runs, /threads/[object Object]).
    expect(server!.requests.slice(-1)).toEqual(['POST /threads']);
  });
});

describe('what a careless checks file asks for', () => {
  test('max_seconds in tenths (1.1 s is 1100.0000000000002 ms) is a limit like any other', async () => {
    const r = await checks(
      {
        cases: [
          { name: 'tenths', input: 'a', expect: { max_seconds: 1.1 } },
          { name: 'a microsecond', input: 'b', expect: { max_seconds: 0.000001 } },
        ],
      },
      () => ({}),
    );
    expect(r.state.failure?.title).not.toBe('Unexpected error');
    expect(byName(r.report, 'tenths').result).toBe('passed');
    // 1 ms at least: whatever it finds, the run is judged against its own limit.
    expect(byName(r.report, 'a microsecond').run_results[0]!.blame).toBe('revision');
  });
});

describe('a case whose input cannot be sent', () => {
  test('an input nested 100,000 deep or circular is not judged, the setup`s fault: no thread is made, nothing blamed on the revision', async () => {
    server = await freshServer(() => ({}));
    let deep: Record<string, unknown> = { messages: [{ role: 'human', content: 'deep' }] };
    for (let i = 0; i < 100_000; i++) deep = { a: deep };
    const circular: Record<string, unknown> = { messages: [{ role: 'human', content: 'circular' }] };
    circular.self = circular;
    const one = (name: string, input: Record<string, unknown>): CheckCase => ({
      name,
      input,
      expect: { toolsInOrder: false },
      runs: 1,
      minPasses: 1,
    });
    const clock = new VirtualClock(Date.parse('2026-11-22T12:00:00Z'));
    const report = await runChecksSuite({
      url: server.url,
      settings: {
        file: 'checks.yaml',
        cases: [one('deep', deep), one('circular', circular), one('plain', { messages: ['hi'] })],
        concurrency: 1,
        baseline: false,
        failOn: 'any',
      },
      assistantId: 'agent',
      smokeTimeoutMs: 10_000,
      budget: Budget.start(clock, 600_000, new AbortController().signal),
      transport: new ScriptedTransport(clock, []),
      fetch: globalThis.fetch,
      redact: (text) => text,
      ready: true,
    });
    expect(byName(report, 'deep').run_results[0]).toMatchObject({
      result: 'not-judged',
      blame: 'setup',
      error:
        "the case's input nests 100003 levels deep, more than the 64 a run's input may: nothing was sent",
    });
    expect(byName(report, 'circular').run_results[0]).toMatchObject({ result: 'not-judged', blame: 'setup' });
    expect(byName(report, 'circular').run_results[0]!.error).toMatch(
      /cannot be written as JSON .*nothing was sent/,
    );
    expect(byName(report, 'plain').result).toBe('passed');
    // Only the plain case reached the server: one thread, one run.
    expect(server.requests.filter((r) => r.startsWith('POST'))).toEqual([
      'POST /threads',
      'POST /threads/t1/runs',
    ]);
    expect(checksVerdict(report, 'any')).toEqual({ kind: 'not-judged', cause: 'checks' });
  });
});

describe('a dataset case not judged before it runs', () => {
  test('(a reference its example lacks) is the setup`s: the checks are not judged, never timed out', async () => {
    server = await freshServer(() => ({}));
    const clock = new VirtualClock(Date.parse('2026-11-22T12:00:00Z'));
    const report = await runChecksSuite({
      url: server.url,
      settings: {
        file: 'checks.yaml',
        cases: [
          {
            name: 'no reference',
            input: { messages: ['hi'] },
            expect: { toolsInOrder: false },
            runs: 1,
            minPasses: 1,
            notJudged: "not judged: the example's reference outputs have no {{reference.answer}}",
          },
        ],
        concurrency: 1,
        baseline: false,
        failOn: 'any',
      },
      assistantId: 'agent',
      smokeTimeoutMs: 10_000,
      budget: Budget.start(clock, 600_000, new AbortController().signal),
      transport: new ScriptedTransport(clock, []),
      fetch: globalThis.fetch,
      redact: (text) => text,
      ready: true,
    });
    expect(byName(report, 'no reference')).toMatchObject({
      result: 'not-judged',
      failure: "not judged: the example's reference outputs have no {{reference.answer}}",
    });
    expect(checksVerdict(report, 'any')).toEqual({ kind: 'not-judged', cause: 'checks' });
    expect(server.requests).toEqual([]);
  });
});

describe('reports of many cases that fail many expectations', () => {
  test('checks_report fits a GitHub output and says what it left out; the JUnit file is bounded', async () => {
    // 20 cases of 20 runs, each run failing 50 expectations on a long reply: about 5 MB in full.
    const contains = Array.from({ length: 50 }, (_, i) => `word ${i} ${'w'.repeat(30)}`);
    const r = await checks(
      {
        runs: 20,
        cases: Array.from({ length: 20 }, (_, i) => ({
          name: `case ${i}`,
          input: `q${i}`,
          expect: { contains },
        })),
      },
      () => ({ values: { messages: [{ type: 'ai', content: `no ${'x'.repeat(500)}` }] } }),
      { inputs: { checks_concurrency: '20', checks_junit: 'reports/checks.xml' } },
    );
    const output = r.outputs.checks_report!;
    expect(Buffer.byteLength(output)).toBeLessThanOrEqual(900_000);
    const report = JSON.parse(output) as ChecksReport & { truncated?: string };
    expect(report.truncated).toMatch(
      /^Cut to fit a GitHub output \(at most 1 MB\): left out the expectations each run met; all but the first unmet expectation of each run\./,
    );
    expect(report.cases).toHaveLength(20);
    expect(report.cases.every((c) => c.result === 'failed' && c.run_results.length === 20)).toBe(true);
    expect(report.cases[0]!.failure).toMatch(/^contains "word 0 w+": not found: the reply was "no x+…"$/);
    const junit = readFileSync(join(r.workspace, 'reports/checks.xml'), 'utf8');
    expect(junit.length).toBeLessThan(20 * 20_000);
    expect(junit).toMatch(/<testsuites name="agent checks" tests="20" failures="20"/);
    expect(junit.trimEnd().endsWith('</testsuites>')).toBe(true);
  }, 60_000);
});

describe('a checks file outside the workspace', () => {
  /** The inputs' problems, as the run is refused before anything is sent. */
  async function refused(workspace: string, checks: string): Promise<string> {
    server = await freshServer(() => ({}));
    const error = await runInProcess(
      { command: 'smoke-test', api_key: KEY, deployment_url: server.url, assistant_id: 'agent', checks },
      { env: { GITHUB_WORKSPACE: workspace } },
    ).then(
      () => '',
      (e: Error) => e.message,
    );
    expect(server.requests).toEqual([]);
    return error;
  }

  test.each([
    ['a path up out of it', '../checks.yaml'],
    ['an absolute path elsewhere', 'OUTSIDE/checks.yaml'],
  ])('%s is refused before any request, though the file is there', async (_name, given) => {
    const outside = tempDir('checks-outside');
    writeFileSync(join(outside, 'checks.yaml'), stringify({ cases: [{ name: 'x', input: 'x' }] }));
    const workspace = join(outside, 'workspace');
    mkdirSync(workspace);
    const path = given.replace('OUTSIDE', outside);
    expect(await refused(workspace, path)).toBe(
      `inputs rejected: checks (${path}): is outside the workspace; give the path of a file in it (e.g. evals/checks.yaml)`,
    );
  });

  test('an absolute path inside the workspace is read', async () => {
    const workspace = tempDir('checks-inside');
    writeFileSync(join(workspace, 'checks.yaml'), stringify({ cases: [{ name: 'x', input: 'x' }] }));
    server = await freshServer(() => ({}));
    const r = await runInProcess(
      {
        command: 'smoke-test',
        api_key: KEY,
        deployment_url: server.url,
        assistant_id: 'agent',
        smoke_checks: 'run',
        checks: join(workspace, 'checks.yaml'),
      },
      { env: { GITHUB_WORKSPACE: workspace } },
    );
    expect(r.outputs.checks).toBe('passed');
  });

  (CAN_SYMLINK ? test : test.skip)(
    'a folder of the path that is a symbolic link (out of the workspace) is refused as a link at the file is',
    async () => {
      const outside = tempDir('checks-outside');
      writeFileSync(join(outside, 'checks.yaml'), stringify({ cases: [{ name: 'x', input: 'x' }] }));
      const workspace = tempDir('checks-link-on-the-way');
      symlinkSync(outside, join(workspace, 'evals'));
      expect(await refused(workspace, 'evals/checks.yaml')).toBe(
        'inputs rejected: checks (evals/checks.yaml): could not be read: it goes through a symbolic link (evals)',
      );
      symlinkSync(join(outside, 'checks.yaml'), join(workspace, 'checks.yaml'));
      expect(await refused(workspace, 'checks.yaml')).toBe(
        'inputs rejected: checks (checks.yaml): could not be read: it is a symbolic link',
      );
    },
  );
});

describe('checks_junit where the checkout put something else', () => {
  /** The run's inputs refused (nothing sent), or '' when it ran. */
  async function refusedIn(
    workspace: string,
    inputs: Record<string, string>,
    env: Record<string, string> = {},
  ) {
    server = await freshServer(() => ({}));
    writeFileSync(join(workspace, 'checks.yaml'), stringify({ cases: [{ name: 'greets', input: 'Hi' }] }));
    const error = await runInProcess(
      {
        command: 'smoke-test',
        api_key: KEY,
        deployment_url: server.url,
        assistant_id: 'agent',
        smoke_checks: 'run',
        checks: 'checks.yaml',
        ...inputs,
      },
      { env: { GITHUB_WORKSPACE: workspace, ...env } },
    ).then(
      () => '',
      (e: Error) => e.message,
    );
    if (error) expect(server.requests).toEqual([]);
    return error;
  }

  (CAN_SYMLINK ? test : test.skip)(
    'a folder on the way that links out of the workspace is refused before any request; nothing is written there',
    async () => {
      const outside = tempDir('outside');
      const workspace = tempDir('checks-link-folder');
      symlinkSync(outside, join(workspace, 'reports'));
      expect(await refusedIn(workspace, { checks_junit: 'reports/x.xml' })).toBe(
        'inputs rejected: checks_junit: reports/x.xml goes through a symbolic link (reports); the report is written only through real folders of the workspace or of RUNNER_TEMP',
      );
      expect(readdirSync(outside)).toEqual([]);
    },
  );

  (CAN_SYMLINK ? test : test.skip)(
    'a symbolic link at the path is refused before any request: the file it points to is unchanged',
    async () => {
      const outside = join(tempDir('outside'), 'victim');
      writeFileSync(outside, 'untouched\n');
      const workspace = tempDir('checks-link');
      mkdirSync(join(workspace, 'reports'));
      symlinkSync(outside, join(workspace, 'reports', 'checks.xml'));
      expect(await refusedIn(workspace, { checks_junit: 'reports/checks.xml' })).toBe(
        'inputs rejected: checks_junit: reports/checks.xml is a symbolic link; the report is written only through real folders of the workspace or of RUNNER_TEMP',
      );
      expect(readFileSync(outside, 'utf8')).toBe('untouched\n');
    },
  );

  test.each([
    ['a path up out of the workspace', () => '../x.xml'],
    ['an absolute path elsewhere', () => join(tempDir('elsewhere'), 'x.xml')],
  ])('%s is refused before any request', async (_name, path) => {
    const workspace = join(tempDir('checks-out'), 'workspace');
    mkdirSync(workspace);
    const given = path();
    expect(await refusedIn(workspace, { checks_junit: given })).toBe(
      `inputs rejected: checks_junit: ${given} is outside the workspace and RUNNER_TEMP; write it in the workspace (e.g. reports/agent-checks.xml) or under RUNNER_TEMP`,
    );
  });

  test('under RUNNER_TEMP, its folders made as needed, the report is written', async () => {
    const temp = tempDir('runner-temp');
    const workspace = tempDir('checks-temp');
    const path = join(temp, 'reports', 'deep', 'checks.xml');
    expect(await refusedIn(workspace, { checks_junit: path }, { RUNNER_TEMP: temp })).toBe('');
    expect(readFileSync(path, 'utf8')).toMatch(/<testsuites name="agent checks" tests="1" failures="0"/);
  });

  // Windows has no FIFOs.
  (process.platform === 'win32' ? test.skip : test)(
    'a FIFO nobody reads does not hang the end of the run',
    async () => {
      const workspace = tempDir('checks-fifo');
      execFileSync('mkfifo', [join(workspace, 'checks.xml')]);
      const r = await checksIn(workspace, { checks_junit: 'checks.xml' });
      expect(r.stdout).toMatch(
        /::warning title=Report not written::\S+checks\.xml could not be written: it is a FIFO, a socket or a device, not a regular file/,
      );
      expect(r.exitCode).toBe(0);
    },
    10_000,
  );
});

/** One passing case, run from `workspace` (which the test prepared). */
async function checksIn(workspace: string, inputs: Record<string, string>): Promise<InProcessResult> {
  server = await freshServer(() => ({}));
  writeFileSync(join(workspace, 'checks.yaml'), stringify({ cases: [{ name: 'greets', input: 'Hi' }] }));
  return runInProcess(
    {
      command: 'smoke-test',
      api_key: KEY,
      deployment_url: server.url,
      assistant_id: 'agent',
      smoke_checks: 'run',
      checks: 'checks.yaml',
      ...inputs,
    },
    { env: { GITHUB_WORKSPACE: workspace } },
  );
}

describe('cancelled while the cases run', () => {
  test('the cases that ended keep their results; the run under way and the cases not started are not judged', async () => {
    server = await freshServer((input) => (input === 'slow' ? { hang: 'join' } : {}));
    const workspace = tempDir('checks-cancel');
    writeFileSync(
      join(workspace, 'checks.yaml'),
      stringify({
        cases: [
          { name: 'fast', input: 'fast' },
          { name: 'slow', input: 'slow' },
          { name: 'later', input: 'later' },
        ],
      }),
    );
    const cancel = new AbortController();
    // Cancelled once the slow case's join (the smoke test's, the fast case's, then its) is held.
    const joins = (): number => server!.requests.filter((r) => r.endsWith('/join')).length;
    const watch = setInterval(() => joins() >= 3 && cancel.abort(), 10);
    const r = await runInProcess(
      {
        command: 'smoke-test',
        api_key: KEY,
        deployment_url: server.url,
        assistant_id: 'agent',
        smoke_checks: 'run',
        checks: 'checks.yaml',
        checks_concurrency: '1',
        checks_junit: 'checks.xml',
      },
      { env: { GITHUB_WORKSPACE: workspace }, signal: cancel.signal },
    ).finally(() => clearInterval(watch));
    expect(r.exitCode).toBe(1);
    expect(r.stdout).toMatch(/::error title=Cancelled::The workflow was cancelled\./);
    expect(r.outputs.checks).toBe('not-judged');
    const report = JSON.parse(r.outputs.checks_report!) as ChecksReport;
    expect(report.cases.map((c) => [c.name, c.result, c.failure])).toEqual([
      ['fast', 'passed', undefined],
      ['slow', 'not-judged', 'the workflow was cancelled before this run ended'],
      ['later', 'not-judged', 'the workflow was cancelled before this case started'],
    ]);
    expect(server.requests.filter((q) => q === 'POST /threads')).toHaveLength(3);
    expect(r.summary).toContain('### Agent checks: ⚠️ 2 of 3 cases could not be judged');
    expect(readFileSync(join(workspace, 'checks.xml'), 'utf8')).toMatch(
      /tests="3" failures="0" errors="0" skipped="2"/,
    );
  });
});

describe('timeout running out during the checks', () => {
  test('no run starts once too little of timeout is left: nothing is sent past the deadline', async () => {
    const clock = new VirtualClock(Date.parse('2026-11-22T12:00:00Z'));
    // The first case takes all of timeout (10m) on the run's clock.
    server = await freshServer((input) => {
      if (input === 'long') clock.advance(10 * 60_000);
      return {};
    });
    const workspace = tempDir('checks-no-time');
    writeFileSync(
      join(workspace, 'checks.yaml'),
      stringify({
        cases: [
          { name: 'long', input: 'long' },
          { name: 'later', input: 'later', runs: 3 },
        ],
      }),
    );
    const r = await runInProcess(
      {
        command: 'smoke-test',
        api_key: KEY,
        deployment_url: server.url,
        assistant_id: 'agent',
        smoke_checks: 'run',
        checks: 'checks.yaml',
        checks_concurrency: '1',
        timeout: '10m',
      },
      { env: { GITHUB_WORKSPACE: workspace }, clock },
    );
    const report = JSON.parse(r.outputs.checks_report!) as ChecksReport;
    expect(report.cases.map((c) => [c.name, c.result, c.failure, c.run_results.length])).toEqual([
      ['long', 'passed', undefined, 1],
      ['later', 'not-judged', 'less than 2s of timeout was left before this case started', 0],
    ]);
    // The smoke test's thread and the long case's: none for a run that could only be cut.
    expect(server.requests.filter((q) => q === 'POST /threads')).toHaveLength(2);
    expect(r.state.failure).toMatchObject({ stopped: 'timeout' });
    expect(r.stdout).not.toContain('later —');
  });
});

describe('timeout running out during the checks of a deploy', () => {
  /**
   * A deploy of the seeded deployment `agent`, whose URL serves the fake agent; timeout 4s, which
   * the case `slow` outlasts: it hangs, and the run's clock (its limits too) moves on 10 s as it
   * starts. The routes the emulator saw come with the result; the servers are closed.
   */
  async function deploy(
    cases: Array<Record<string, unknown>>,
    inputs: Record<string, string>,
  ): Promise<InProcessResult & { routes: Array<string | undefined> }> {
    const clock = new VirtualClock(Date.parse('2026-11-22T12:00:00Z'), { virtual: true });
    const agent = await startFakeAgentServer((input) =>
      input === 'slow'
        ? (clock.advance(10_000), { hang: 'join' })
        : input === 'wrong'
          ? { values: { messages: [{ type: 'ai', content: 'a lifetime' }] } }
          : {},
    );
    try {
      return await withOwnEmulator(
        async (emulator) => {
          emulator.store.seedDeployed('agent');
          const workspace = workspaceWith({ 'checks.yaml': stringify({ cases }) });
          const r = await runInProcess(
            emulatorInputs(emulator, {
              assistant_id: 'agent',
              checks: 'checks.yaml',
              timeout: '4s',
              ...inputs,
            }),
            { env: { GITHUB_WORKSPACE: workspace }, clock },
          );
          return { ...r, routes: emulator.requests.map((q) => q.route) };
        },
        { customUrl: () => agent.url },
      );
    } finally {
      await agent.close();
    }
  }

  test('during the baseline: a timeout before the update is sent — nothing deployed, said so', async () => {
    const r = await deploy([{ name: 'slow', input: 'slow' }], { checks_baseline: 'true' });
    expect(r.exitCode).toBe(1);
    expect(r.state.failure!.stopped).toBe('timeout');
    expect(r.state.failure!.message).toMatch(
      /^Timed out \(timeout: 4s\) while running the agent checks baseline against the serving revision \S+ \(commit \w+\); nothing was deployed\. Raise timeout, and run the workflow again\.$/,
    );
    expect(r.routes).not.toContain('patch-deployment');
  });

  test('after a case failed: a timeout, not a rollback (no time is left to follow one), saying what failed', async () => {
    const r = await deploy(
      [
        { name: 'wrong', input: 'wrong', expect: { not_contains: 'lifetime' } },
        { name: 'slow', input: 'slow' },
      ],
      { rollback_on_failure: 'true', checks_concurrency: '1' },
    );
    expect(r.exitCode).toBe(1);
    expect(r.outputs).toMatchObject({ checks: 'failed', rolled_back: 'false' });
    expect(r.routes).not.toContain('redeploy-revision');
    const { stopped, message } = r.state.failure!;
    expect(stopped).toBe('timeout');
    expect(message).toMatch(
      /^Timed out \(timeout: 4s\) while running the agent checks at http:\/\/127\.0\.0\.1:\d+: 1 of 2 cases were cut short, 1 failed before that\. Revision (\S+) is deployed and serving, but its agent checks did not finish: raise timeout, or run the action with command: smoke-test\.\nNo rollback: timeout ran out during the agent checks of revision \1, leaving no time to roll back and follow the redeploy, although 1 of 2 cases failed before that: roll back with command: rollback \(to revision \S+ \(commit \w+\)\), or raise timeout\.$/,
    );
  });
});

describe('checks_fail_on: regression after a baseline that could not be judged', () => {
  test.each([
    [
      'no case',
      [],
      '2 of 2 agent check cases failed; whether they are regressions is unknown: the baseline did not judge them',
    ],
    [
      'one case',
      ['refund'],
      '2 of 2 agent check cases failed: 1 failed on the baseline too (no regression); whether the other one is a regression is unknown: the baseline did not judge it',
    ],
  ])(
    'judged on the baseline: %s — a failed case it did not judge is said to be of unknown regression, never one that did not pass',
    async (_name, judgedBefore: string[], said) => {
      // Before the update the server refuses the key for the cases not judged, and answers the
      // others wrongly; after it, it answers every case wrongly.
      let emulator: Emulator | undefined = undefined;
      const wrong = { values: { messages: [{ type: 'ai', content: 'a lifetime' }] } };
      server = await freshServer((input) =>
        emulator!.requests.some((q) => q.route === 'patch-deployment') || judgedBefore.includes(input)
          ? wrong
          : { refuse: 401 },
      );
      const url = server.url;
      emulator = await startEmulator({ customUrl: () => url });
      emulator.store.seedDeployed('agent');
      const workspace = tempDir('checks-baseline-unjudged');
      writeFileSync(
        join(workspace, 'checks.yaml'),
        stringify({
          cases: [
            { name: 'refund', input: 'refund', expect: { not_contains: 'lifetime' } },
            { name: 'warranty', input: 'warranty', expect: { contains: 'warranty' } },
          ],
        }),
      );
      const r = await runInProcess(
        emulatorInputs(emulator, {
          assistant_id: 'agent',
          checks: 'checks.yaml',
          checks_baseline: 'true',
          checks_fail_on: 'regression',
          smoke_test: 'false',
        }),
        { env: { GITHUB_WORKSPACE: workspace } },
      ).finally(() => emulator!.close());
      expect(r.state.gate.baseline!.cases.map((c) => c.result)).toEqual(
        ['refund', 'warranty'].map((c) => (judgedBefore.includes(c) ? 'failed' : 'not-judged')),
      );
      expect(r.outputs.checks).toBe('failed');
      expect(r.stdout).not.toContain('none passed on the baseline');
      expect(r.stdout).toContain(
        `::warning title=Agent checks did not pass::${said}; checks_fail_on is regression, so the job goes on.`,
      );
    },
    30_000,
  );
});

describe('secrets and markup echoed by the agent', () => {
  test('never reach the log, summary, PR comment, outputs or JUnit file; markup stays inert', async () => {
    const SECRET = 'sk-proj-Zq81Wm3Rt5Yu7Io9Pa2Sd4Fg6Hj8Kl0';
    const GITHUB_TOKEN = 'ghs_checks_hostile_token_0001';
    const hostile = `::error::pwned @someone <img src=x onerror=alert(1)> ]]> \u0007 #12`;
    const secretEverywhere = {
      values: {
        messages: [
          { type: 'ai', content: '', tool_calls: [{ name: `${SECRET} ${hostile}` }] },
          {
            type: 'ai',
            content: `Bearer ${EMULATOR_API_KEY}; ${JSON.stringify({ key: SECRET })}; ${hostile}`,
          },
        ],
      },
    };
    server = await freshServer((input) =>
      input === 'error'
        ? {
            status: 'error',
            join: { __error__: { message: `KeyError: ${SECRET} ${EMULATOR_API_KEY} ${hostile}` } },
          }
        : secretEverywhere,
    );
    const url = server.url;
    const emulator = await startEmulator({ customUrl: () => url });
    const github = await startFakeGitHub();
    try {
      emulator.store.seedDeployed('agent');
      const workspace = tempDir('checks-secrets');
      writeFileSync(
        join(workspace, 'checks.yaml'),
        stringify({
          cases: [
            {
              name: 'echoes <b>@someone</b> ]]>',
              input: 'echo',
              expect: { contains: 'refund', tools: ['search'] },
            },
            { name: 'fails', input: 'error' },
          ],
        }),
      );
      const event = join(workspace, 'event.json');
      writeFileSync(
        event,
        JSON.stringify({ number: 7, pull_request: { number: 7, head: { sha: 'a'.repeat(40) } } }),
      );
      const r = await runInProcess(
        emulatorInputs(emulator, {
          assistant_id: 'agent',
          checks: 'checks.yaml',
          checks_junit: 'checks.xml',
          secrets: `OPENAI_API_KEY=${SECRET}`,
          github_token: GITHUB_TOKEN,
          pr_comment: 'true',
        }),
        {
          env: {
            GITHUB_WORKSPACE: workspace,
            GITHUB_API_URL: github.url,
            GITHUB_RUN_ID: '1',
            GITHUB_EVENT_NAME: 'pull_request',
            GITHUB_EVENT_PATH: event,
            GITHUB_REF: 'refs/pull/7/merge',
            GITHUB_HEAD_REF: 'feature',
          },
        },
      );
      expect(r.outputs.checks).toBe('failed');
      const junit = readFileSync(join(workspace, 'checks.xml'), 'utf8');
      expect(github.comments).toHaveLength(1);
      const comment = github.comments[0]!.body;
      const everywhere = [r.stdout, r.summary, comment, JSON.stringify(r.outputs), junit].join('\n');
      expect(leakedLines(everywhere, [SECRET, EMULATOR_API_KEY, GITHUB_TOKEN, 'Zq81Wm3Rt5Yu7Io9'])).toEqual(
        [],
      );
      // What the agent said is there, redacted: the reports are not empty of it.
      expect(r.outputs.checks_report).toContain('Bearer ***');
      // No line of the log is a workflow command of the agent's making.
      expect(r.stdout).not.toMatch(/^\s*::error::pwned/m);
      // Inert in the summary and comment: no HTML, no mention outside a code span.
      for (const markdown of [r.summary, comment]) {
        expect(markdown).not.toContain('<img');
        expect(markdown.replace(/(`+)[^`]*?\1/g, '')).not.toContain('@someone');
      }
      // Well-formed XML: no raw markup or control character of the agent's.
      expect(junit).not.toMatch(/<img|<b>|]]>|\u0007/);
    } finally {
      await Promise.all([emulator.close(), github.close()]);
    }
  }, 30_000);
});
