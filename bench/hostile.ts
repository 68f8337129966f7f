/**
 * Promises under hostile servers, measured on the bundle as the runner runs it — this commit's
 * `dist/` against the bundle of the last release before these promises were kept (`BASELINE`),
 * in the same run. The baseline's runs are capped, so a hang costs the bench a minute, not five.
 */
import { execFileSync } from 'node:child_process';
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { EMULATOR_API_KEY, startEmulator } from '../emulator/server.ts';
import { startAgentServer } from '../__tests__/agent-server/local.ts';
import { startBundle, type BundleResult } from '../__tests__/helpers/bundle.ts';
import { startFakeGitHub } from '../__tests__/helpers/fake-github.ts';
import { emulatorInputs } from '../__tests__/helpers/inputs.ts';
import { runInProcess } from '../__tests__/helpers/in-process.ts';
import { tempDir } from '../__tests__/helpers/temp.ts';
import type { SmokeReport } from '../src/run/facts.ts';

/** The last commit whose bundle broke these promises. */
export const BASELINE = '7083585';

const ROOT = join(import.meta.dirname, '..');

/** The baseline's dist/, extracted from git into a temporary folder; undefined without history. */
export function baselineBundle(): string | undefined {
  try {
    const dir = tempDir('baseline');
    const archive = execFileSync('git', ['archive', BASELINE, 'dist'], { cwd: ROOT, maxBuffer: 64 << 20 });
    execFileSync('tar', ['-x', '-C', dir], { input: archive });
    return join(dir, 'dist', 'index.js');
  } catch {
    return undefined;
  }
}

async function capped(
  run: ReturnType<typeof startBundle>,
  capMs: number,
): Promise<BundleResult & { capped: boolean }> {
  let killed = false;
  const timer = setTimeout(() => {
    killed = true;
    run.child.kill('SIGKILL');
  }, capMs);
  const result = await run.done;
  clearTimeout(timer);
  return { ...result, capped: killed };
}

/** A deploy with `timeout: 10s` while GitHub's API never answers: how long past `timeout`. */
export async function hungGitHub(
  bundle: string | undefined,
  capMs = 60_000,
): Promise<{ ms: number; capped: boolean }> {
  const [emulator, github] = await Promise.all([startEmulator(), startFakeGitHub()]);
  github.hang = true;
  try {
    const run = startBundle(
      emulatorInputs(emulator, {
        timeout: '10s',
        github_environment: 'production',
        github_token: 'ghs_bench_token_1',
      }),
      { GITHUB_API_URL: github.url, GITHUB_RUN_ID: '1', GITHUB_SHA: 'a'.repeat(40) },
      bundle,
    );
    const result = await capped(run, capMs);
    return { ms: result.durationMs, capped: result.capped };
  } finally {
    await Promise.all([emulator.close(), github.close()]);
  }
}

/**
 * Cancelled as the runner cancels — SIGINT, SIGTERM 7.5 s later, SIGKILL 2.5 s after that —
 * during the wait, while GitHub's API answers in 8 s: ms from SIGINT until the outputs file is
 * written (undefined: never), and until exit.
 */
export async function cancelToOutputs(
  bundle: string | undefined,
): Promise<{ outputsMs?: number; exitMs: number }> {
  const [emulator, github] = await Promise.all([startEmulator(), startFakeGitHub()]);
  github.delayMs = 8_000;
  emulator.store.nextScripts.push([{ status: 'BUILDING' }]);
  try {
    const run = startBundle(
      emulatorInputs(emulator, {
        github_environment: 'production',
        github_token: 'ghs_bench_token_1',
        poll_interval: '30s',
        poll_max_interval: '30s',
      }),
      { GITHUB_API_URL: github.url, GITHUB_RUN_ID: '1', GITHUB_SHA: 'a'.repeat(40) },
      bundle,
    );
    while (!emulator.requests.some((r) => r.route === 'get-revision' && r.status !== undefined))
      await new Promise((r) => setTimeout(r, 10));
    const at = Date.now();
    run.child.kill('SIGINT');
    const term = setTimeout(() => run.child.kill('SIGTERM'), 7_500);
    const kill = setTimeout(() => run.child.kill('SIGKILL'), 10_000);
    let outputsMs: number | undefined;
    const watch = setInterval(() => {
      if (outputsMs === undefined && statSync(run.files.output).size > 0) outputsMs = Date.now() - at;
    }, 5);
    await run.done;
    clearInterval(watch);
    clearTimeout(term);
    clearTimeout(kill);
    if (outputsMs === undefined && statSync(run.files.output).size > 0) outputsMs = Date.now() - at;
    return { outputsMs, exitMs: Date.now() - at };
  } finally {
    await Promise.all([emulator.close(), github.close()]);
  }
}

/** `wait-auth` for `seconds` against a server answering `pending` at once: requests made. */
export async function waitAuthRequests(bundle: string | undefined, seconds: number): Promise<number> {
  const emulator = await startEmulator({ authFlows: { a: { statuses: ['pending'] } } });
  try {
    const run = startBundle(
      {
        api_key: EMULATOR_API_KEY,
        api_url: emulator.url,
        command: 'wait-auth',
        auth_id: 'a',
        timeout: `${seconds}s`,
      },
      {},
      bundle,
    );
    await capped(run, seconds * 1_000 + 10_000);
    return emulator.requests.length;
  } finally {
    await emulator.close();
  }
}

/** The same, in-process on a virtual clock: a whole minute of the pacing, in moments. */
export async function waitAuthRequestsPerMinute(): Promise<number> {
  const emulator = await startEmulator({ authFlows: { a: { statuses: ['pending'] } } });
  try {
    await runInProcess({
      api_key: EMULATOR_API_KEY,
      api_url: emulator.url,
      command: 'wait-auth',
      auth_id: 'a',
      timeout: '60s',
    });
    return emulator.requests.length;
  } finally {
    await emulator.close();
  }
}

/** The default smoke checks `runs` times against the open-source agent server: each run's verdicts. */
export async function smokeVerdicts(runs: number): Promise<string[]> {
  const agent = await startAgentServer({ workers: 4, echoDelayMs: 1_000 });
  try {
    const verdicts: string[] = [];
    for (let i = 0; i < runs; i++) {
      const run = await runInProcess({
        command: 'smoke-test',
        deployment_url: agent.url,
        assistant_id: 'echo',
      });
      const report = JSON.parse(run.outputs.smoke_report!) as SmokeReport;
      verdicts.push(report.checks.map((c) => `${c.name} ${c.result}`).join(', '));
    }
    return verdicts;
  } finally {
    await agent.close();
  }
}
