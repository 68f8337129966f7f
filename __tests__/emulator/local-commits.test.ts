import { afterEach, beforeEach, describe, expect, test } from '@jest/globals';
import { join } from 'node:path';
import { localCommits } from '../../emulator/local-commits.ts';
import { EMULATOR_API_KEY, startEmulator, type Emulator } from '../../emulator/server.ts';
import { EMULATOR_INTEGRATION_ID } from '../../emulator/store.ts';
import type { FleetPlan } from '../../src/inputs/plan-json.ts';
import { startEmulatorCli, startEmulatorFlags } from '../helpers/emulator-cli.ts';
import { runInProcess } from '../helpers/in-process.ts';
import { Monorepo } from '../helpers/monorepo.ts';
import { tempDir } from '../helpers/temp.ts';

/**
 * The emulator's built commits come from a local git repository (`--repo-dir`, by default the
 * folder npm was started from): a revision builds the commit its `repo_ref` points to there. So a
 * local deploy of the checked-out commit builds that commit, and a fleet plan finds what serves
 * in the history. Without a repository, commits are made up as before.
 */
describe('localCommits: where a ref points in a local repository', () => {
  test('a branch, one only fetched, a tag by name or full ref (an annotated one gives its commit)', () => {
    const repo = new Monorepo();
    const first = repo.head();
    repo.git('tag', '-a', '-m', 'release', 'v1');
    const second = repo.commit('second', { 'libs/common/util.py': 'X = 2\n' });
    repo.git('update-ref', 'refs/remotes/origin/feature', first);
    const resolve = localCommits(repo.dir)!;
    expect(resolve('main')).toBe(second);
    expect(resolve('feature')).toBe(first);
    expect(resolve('refs/tags/v1')).toBe(first);
    expect(resolve('v1')).toBe(first);
    // From a folder inside the repository too.
    expect(localCommits(join(repo.dir, 'agents', 'support'))!('main')).toBe(second);
  });

  test('a ref the repository lacks is told of, and one of no branch’s form is not looked up', () => {
    const repo = new Monorepo();
    const missing: string[] = [];
    const resolve = localCommits(repo.dir, (ref) => missing.push(ref))!;
    const odd = ['nope', '--output=x', 'main..main', 'main~1', 'a b', '', 'x'.repeat(300)];
    for (const ref of odd) expect(resolve(ref)).toBeUndefined();
    expect(missing).toEqual(odd);
  });

  test('a folder in no repository has no resolver: the store makes commits up as before', async () => {
    expect(localCommits(tempDir('not-a-repo'))).toBeUndefined();
    const emulator = await startEmulator();
    try {
      expect(emulator.store.head('main')).toBe('04f02f45315ee39653055601ed1c572561f56879');
    } finally {
      await emulator.close();
    }
  });
});

describe('deploying and planning against an emulator that builds a local repository', () => {
  let emulator: Emulator;
  let repo: Monorepo;
  beforeEach(async () => {
    emulator = await startEmulator();
    repo = new Monorepo();
  });
  afterEach(() => emulator.close());

  /** `source: github` from branch main, as a push to main would run it; then the fleet plan. */
  async function deployThenPlan() {
    const env = { GITHUB_WORKSPACE: repo.dir, GITHUB_SHA: repo.head() };
    const deploy = await runInProcess(
      {
        api_key: EMULATOR_API_KEY,
        api_url: emulator.url,
        integration_id: EMULATOR_INTEGRATION_ID,
        name: 'support-agent',
        graph_config_path: 'agents/support/langgraph.json',
      },
      { env },
    );
    const plan = await runInProcess(
      { api_key: EMULATOR_API_KEY, api_url: emulator.url, command: 'plan', manifest: 'deploy/fleet.yml' },
      { env },
    );
    const support = (JSON.parse(plan.outputs.plan!) as FleetPlan).deployments.find(
      (d) => d.deployment === 'support-agent',
    );
    return { deploy, plan, support };
  }

  test('the deploy builds the checked-out commit (no "Different commit built"); the plan then skips it, unchanged', async () => {
    emulator.store.resolveRef = localCommits(repo.dir);
    const { deploy, plan, support } = await deployThenPlan();
    expect(deploy.exitCode).toBe(0);
    expect(deploy.state.revision.commitSha).toBe(repo.head());
    expect(deploy.stdout).not.toContain('Different commit built');
    expect(plan.stdout).not.toContain('Serving commit not in history');
    expect(support).toMatchObject({ action: 'skip', reason: 'unchanged', serving: { commit: repo.head() } });
  });

  test('without a repository (made-up commits) the same run warns and the plan redeploys: what --repo-dir fixes', async () => {
    const { deploy, plan, support } = await deployThenPlan();
    expect(deploy.exitCode).toBe(0);
    expect(deploy.stdout).toContain('title=Different commit built');
    expect(plan.stdout).toContain('Serving commit not in history');
    expect(support).toMatchObject({ action: 'deploy', reason: 'not-in-history' });
  });
});

describe('the emulator CLI: --repo-dir, by default the folder npm was started from', () => {
  /** A deployment of `repo_ref: main`, followed until its build started: the commit it built. */
  async function builtCommit(url: string): Promise<unknown> {
    const call = async (method: string, path: string, body?: unknown) =>
      (await (
        await fetch(url + path, {
          method,
          headers: { 'x-api-key': EMULATOR_API_KEY, 'content-type': 'application/json' },
          body: body === undefined ? undefined : JSON.stringify(body),
        })
      ).json()) as Record<string, unknown>;
    const created = await call('POST', '/v2/deployments', {
      name: 'agent',
      source: 'github',
      source_config: {
        integration_id: EMULATOR_INTEGRATION_ID,
        repo_url: 'https://github.com/acme/agent',
        deployment_type: 'dev_free',
      },
      source_revision_config: { repo_ref: 'main', langgraph_config_path: 'langgraph.json' },
      secrets: [],
    });
    const path = `/v2/deployments/${created.id as string}/revisions/${created.latest_revision_id as string}`;
    let revision: Record<string, unknown> = {};
    for (let i = 0; i < 5; i++) revision = await call('GET', path);
    return (revision.source_revision_config as Record<string, unknown>).repo_commit_sha;
  }

  test.each([
    ['--repo-dir DIR', (dir: string) => [['--repo-dir', dir], {}] as const],
    ['INIT_CWD (npm run emulator started there)', (dir: string) => [[], { INIT_CWD: dir }] as const],
  ])('%s: a revision builds where repo_ref points in that repository', async (_how, given) => {
    const repo = new Monorepo();
    const [args, env] = given(repo.dir);
    const emulator = await startEmulatorFlags([...args], env);
    try {
      expect(await builtCommit(emulator.url)).toBe(repo.head());
      expect(emulator.stderr()).toContain(
        `built commits are where each repo_ref points in the git repository at ${repo.dir}`,
      );
    } finally {
      await emulator.stop();
    }
  });

  test('a --repo-dir in no repository is refused (exit 2); by default such a folder means made-up commits', async () => {
    const folder = tempDir('not-a-repo');
    await expect(startEmulatorCli(['--repo-dir', folder])).rejects.toThrow(
      new RegExp(`exited \\(2\\): emulator: --repo-dir ${folder}: not a folder of a git repository`),
    );
    const byDefault = await startEmulatorFlags([], { INIT_CWD: folder });
    try {
      expect(await builtCommit(byDefault.url)).toBe('04f02f45315ee39653055601ed1c572561f56879');
      expect(byDefault.stderr()).toContain('is in no git repository: built commits are made up');
    } finally {
      await byDefault.stop();
    }
  });
});
