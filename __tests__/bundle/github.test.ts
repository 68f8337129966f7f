import { describe, expect } from '@jest/globals';
import { statSync } from 'node:fs';
import type { Emulator } from '../../emulator/server.ts';
import { CANCEL_GRACE_MS } from '../../src/base/policy.ts';
import { outputsOf } from '../../src/report/outputs.ts';
import { newRunState } from '../../src/run/run-state.ts';
import { errorLine, runBundle, startBundle, type BundleResult, type BundleRun } from '../helpers/bundle.ts';
import { until } from './fault-scenarios.ts';
import { atOnce } from '../helpers/at-once.ts';
import { startFakeGitHub, type FakeGitHub, type GitHubRequest } from '../helpers/fake-github.ts';
import { emulatorInputs } from '../helpers/inputs.ts';
import { withOwnEmulator } from '../helpers/own-emulator.ts';

/**
 * Through the bundle: what the test changes on the emulator while the run follows a revision in
 * real time, and cancellation while GitHub's API hangs, as the runner signals it. What the action
 * tells GitHub otherwise runs in process: __tests__/integration/github.test.ts.
 */
const TOKEN = 'ghs_fake_workflow_token_0001';

/** The emulated control plane and GitHub API of one test, and what its run is given. */
interface World {
  emulator: Emulator;
  github: FakeGitHub;
  env(extra?: Record<string, string>): Record<string, string>;
  inputs(extra?: Record<string, string>): Record<string, string>;
  posts(path: RegExp): GitHubRequest[];
}

/** Runs a test with servers of its own, closed whatever happens: the tests run at once. */
function inWorld(body: (w: World) => Promise<void>): Promise<void> {
  return withOwnEmulator(async (emulator) => {
    const github = await startFakeGitHub();
    try {
      await body({
        emulator,
        github,
        env: (extra = {}) => ({
          GITHUB_API_URL: github.url,
          GITHUB_RUN_ID: '4242',
          GITHUB_SHA: '1111111111111111111111111111111111111111',
          ...extra,
        }),
        inputs: (extra = {}) => emulatorInputs(emulator, { github_token: TOKEN, ...extra }),
        posts: (path) => github.requests.filter((r) => r.method === 'POST' && path.test(r.path)),
      });
    } finally {
      await github.close();
    }
  });
}

/**
 * Every test of the file at once, each with servers and a run of its own: none waits for the
 * others' runs, and a signalled run's exit is timed from its own signal.
 */
const test = atOnce(60_000);

describe('GitHub Deployments of a revision superseded while the run follows it', () => {
  test('a revision superseded before its build names no commit: no GitHub Deployment for it', () =>
    inWorld(async ({ emulator, inputs, env, posts }) => {
      const d = emulator.store.seedDeployed('agent');
      // Queued for long enough that the newer revision surely comes first.
      emulator.store.nextScripts.push([{ status: 'QUEUED', ms: 10_000 }, { status: 'DEPLOYED' }]);
      const run = runBundle(inputs({ github_environment: 'staging', name: 'agent' }), env());
      // Once the run follows its own revision (the first read is of the one serving).
      const patched = (): boolean => emulator.requests.some((q) => q.route === 'patch-deployment');
      while (!patched() || emulator.requests.filter((q) => q.route === 'get-revision').length < 2)
        await new Promise((r) => setTimeout(r, 20));
      emulator.store.addRevision(d, { ...d.sourceRevisionConfig, repo_ref: 'experiment' });
      const result = await run;
      expect(result.code).toBe(1);
      expect(result.stdout).toContain('title=Revision superseded');
      expect(posts(/\/deployments$/)).toHaveLength(0);
    }));

  test('a revision superseded mid-build and followed: the first record is closed, the deployed commit gets its own', () =>
    inWorld(async ({ emulator, github, inputs, env }) => {
      const d = emulator.store.seedDeployed('agent');
      const first = emulator.store.push('main', 'c1c1c1c1c1c1c1c1c1c1c1c1c1c1c1c1c1c1c1c1');
      emulator.store.nextScripts.push([{ status: 'BUILDING', ms: 10_000 }, { status: 'DEPLOYED' }]);
      const run = runBundle(
        inputs({ github_environment: 'production', name: 'agent' }),
        env({ GITHUB_SHA: first }),
      );
      while (!github.deployments.some((x) => x.ref === first)) await new Promise((r) => setTimeout(r, 20));
      const second = emulator.store.push('main', 'c2c2c2c2c2c2c2c2c2c2c2c2c2c2c2c2c2c2c2c2');
      emulator.store.nextScripts.push([{ status: 'BUILDING', polls: 1 }, { status: 'DEPLOYED' }]);
      emulator.store.addRevision(d);
      const result = await run;
      expect(result.code).toBe(0);
      expect(github.deployments.map((x) => [x.ref, x.statuses[0]])).toEqual([
        [second, 'success'],
        [first, 'inactive'],
      ]);
    }));
});

/**
 * The runner cancels with SIGINT, SIGTERM 7.5 s later, SIGKILL 2.5 s after that; other CI systems
 * send SIGTERM alone. Whatever GitHub's API does, a SIGTERM ends the step within this, its outputs
 * and summary written: it leaves a wide margin before the SIGKILL.
 */
const SIGTERM_EXIT_BOUND_MS = 1_000;

describe('cancellation while GitHub’s API hangs', () => {
  const OUTPUTS = Object.keys(outputsOf(newRunState('deploy', 0)));

  /** A run with a GitHub Deployment being created (GitHub never answers) while the revision builds. */
  async function cancellable({ emulator, github, inputs, env, posts }: World): Promise<BundleRun> {
    github.hang = true;
    emulator.store.push('main', '1111111111111111111111111111111111111111');
    emulator.store.nextScripts.push([{ status: 'BUILDING' }]);
    const run = startBundle(
      inputs({ github_environment: 'staging', poll_interval: '30s', poll_max_interval: '30s' }),
      env(),
    );
    await until(
      () =>
        posts(/\/deployments$/).length === 1 &&
        emulator.requests.some((q) => q.route === 'get-revision' && q.status !== undefined),
    );
    return run;
  }

  function writtenInFull(result: BundleResult): void {
    expect(result.code).toBe(1);
    expect(Object.keys(result.outputs).sort()).toEqual([...OUTPUTS].sort());
    expect(result.outputs.status).toBe('BUILDING');
    expect(result.outputs.revision_id).not.toBe('');
    expect(result.summary).toMatch(/^## ⏹️ Cancelled/);
    expect(result.summary).toContain('- **Revision:**');
    expect(errorLine(result.stdout)).toMatch(/title=Cancelled::/);
  }

  test('SIGTERM alone (as other CI systems cancel) ends the step within a second, everything written', () =>
    inWorld(async (w) => {
      const run = await cancellable(w);
      run.signal('SIGTERM');
      const result = await run.done;
      writtenInFull(result);
      expect(result.exitAfterSignalMs).toBeLessThan(SIGTERM_EXIT_BOUND_MS);
    }));

  test('SIGINT, then SIGTERM during the grace: the SIGTERM ends the step within a second', () =>
    inWorld(async (w) => {
      const run = await cancellable(w);
      run.signal('SIGINT');
      await until(() => statSync(run.files.summary).size > 0);
      await new Promise((r) => setTimeout(r, 500));
      run.signal('SIGTERM');
      const result = await run.done;
      writtenInFull(result);
      expect(result.exitAfterSignalMs).toBeLessThan(SIGTERM_EXIT_BOUND_MS);
    }));

  test('SIGINT alone: GitHub reporting gets the grace, then the step ends', () =>
    inWorld(async (w) => {
      const run = await cancellable(w);
      run.signal('SIGINT');
      const result = await run.done;
      writtenInFull(result);
      expect(result.stdout).toMatch(/::warning title=GitHub Deployment not updated::/);
      expect(result.exitAfterSignalMs).toBeLessThan(CANCEL_GRACE_MS + SIGTERM_EXIT_BOUND_MS);
    }));
});
