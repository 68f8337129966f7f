import { afterEach, beforeEach, describe, expect, test } from '@jest/globals';
import { statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { EMULATOR_API_KEY, startEmulator, type Emulator } from '../../emulator/server.ts';
import { CANCEL_GRACE_MS } from '../../src/base/policy.ts';
import { outputsOf } from '../../src/report/outputs.ts';
import { newRunState } from '../../src/run/run-state.ts';
import { errorLine, runBundle, startBundle, type BundleResult, type BundleRun } from '../helpers/bundle.ts';
import { until } from './fault-scenarios.ts';
import { tempDir } from '../helpers/temp.ts';
import { GITHUB_COMMENT_MAX_CHARS, startFakeGitHub, type FakeGitHub } from '../helpers/fake-github.ts';
import { leakedLines } from '../helpers/runner-files.ts';
import { emulatorInputs } from '../helpers/inputs.ts';
import { uploadInputs, workspaceWith } from '../helpers/workspace.ts';

const TOKEN = 'ghs_fake_workflow_token_0001';
const PR_HEAD = 'abc1234def5678900000000000000000000000ff';
let emulator: Emulator;
let github: FakeGitHub;

beforeEach(async () => {
  [emulator, github] = await Promise.all([startEmulator(), startFakeGitHub()]);
});
afterEach(async () => {
  await Promise.all([emulator.close(), github.close()]);
});

function pullRequestEvent(number: number): Record<string, string> {
  const path = join(tempDir('event'), 'event.json');
  writeFileSync(path, JSON.stringify({ number, pull_request: { number, head: { sha: PR_HEAD } } }));
  return {
    GITHUB_EVENT_NAME: 'pull_request',
    GITHUB_EVENT_PATH: path,
    GITHUB_REF: `refs/pull/${number}/merge`,
    GITHUB_HEAD_REF: 'feature/x',
  };
}

const env = (extra: Record<string, string> = {}): Record<string, string> => ({
  GITHUB_API_URL: github.url,
  GITHUB_RUN_ID: '4242',
  GITHUB_SHA: '1111111111111111111111111111111111111111',
  ...extra,
});

const inputs = (extra: Record<string, string> = {}): Record<string, string> =>
  emulatorInputs(emulator, { github_token: TOKEN, ...extra });

const posts = (path: RegExp) => github.requests.filter((r) => r.method === 'POST' && path.test(r.path));

describe('GitHub Deployments', () => {
  test('in_progress, then success with the agent server URL and the run as log', async () => {
    emulator.store.push('main', '1111111111111111111111111111111111111111');
    const result = await runBundle(inputs({ github_environment: 'staging' }), env());
    expect(result.code).toBe(0);
    const [create] = posts(/\/deployments$/);
    expect(create).toMatchObject({
      path: '/repos/acme/agent/deployments',
      authorization: `token ${TOKEN}`,
      body: {
        ref: '1111111111111111111111111111111111111111',
        environment: 'staging',
        auto_merge: false,
        required_contexts: [],
        transient_environment: false,
        production_environment: false,
      },
    });
    const statuses = posts(/\/statuses$/).map((r) => r.body);
    expect(statuses).toEqual([
      expect.objectContaining({
        state: 'in_progress',
        log_url: 'https://github.com/acme/agent/actions/runs/4242',
      }),
      expect.objectContaining({
        state: 'success',
        environment_url: new URL(result.outputs.deployment_url!).href,
        log_url: 'https://github.com/acme/agent/actions/runs/4242',
        auto_inactive: true,
      }),
    ]);
    expect(leakedLines(result.stdout + result.summary, [TOKEN, EMULATOR_API_KEY])).toEqual([]);
    expect(result.stdout).toContain(`::add-mask::${TOKEN}`);
  });

  test('an upload from a checkout of another repository: commit_sha is its commit, linked there, and the Deployment records the workflow’s commit', async () => {
    const theirs = 'cb30c6700000000000000000000000000000000c';
    const ws = workspaceWith({
      'agent-repo/agent/langgraph.json': JSON.stringify({
        dependencies: ['.'],
        graphs: { agent: './g.py:g' },
      }),
      'agent-repo/agent/g.py': 'g = None\n',
      // As actions/checkout leaves another repository checked out with `path: agent-repo`.
      'agent-repo/.git/HEAD': `${theirs}\n`,
      'agent-repo/.git/config':
        '[core]\n\tbare = false\n[remote "origin"]\n\turl = https://x-access-token:ghs_never_shown@github.com/other-org/agents\n\tfetch = +refs/heads/*:refs/remotes/origin/*\n',
    });
    const result = await runBundle(
      {
        ...uploadInputs(emulator, {
          github_token: TOKEN,
          github_environment: 'staging',
          graph_config_path: 'agent-repo/agent/langgraph.json',
        }),
      },
      env({ GITHUB_WORKSPACE: ws }),
    );
    expect(result.code).toBe(0);
    expect(result.outputs.commit_sha).toBe(theirs);
    expect(result.summary).toContain(
      `- **Commit uploaded:** [cb30c67](https://github.com/other-org/agents/commit/${theirs}) of \`other-org/agents\``,
    );
    expect(result.stdout).toContain('The config is in a checkout of other-org/agents (at agent-repo)');
    expect(posts(/\/deployments$/).map((r) => r.body)).toEqual([
      expect.objectContaining({ ref: '1111111111111111111111111111111111111111' }),
    ]);
    expect(result.stdout + result.summary).not.toContain('ghs_never_shown');
  });

  test('a failed revision ends the GitHub Deployment as failure, without a link to a server that never served', async () => {
    emulator.store.nextScripts.push([{ status: 'BUILD_FAILED' }]);
    const result = await runBundle(inputs({ github_environment: 'staging' }), env());
    expect(result.code).toBe(1);
    const statuses = posts(/\/statuses$/).map((r) => r.body);
    expect(statuses.map((b) => b?.state)).toEqual(['in_progress', 'failure']);
    expect(statuses[1]).not.toHaveProperty('environment_url');
  });

  test('a failed update keeps the environment URL: the earlier revision still serves there', async () => {
    emulator.store.seedDeployed('agent');
    emulator.store.nextScripts.push([{ status: 'BUILDING', polls: 1 }, { status: 'BUILD_FAILED' }]);
    const result = await runBundle(inputs({ github_environment: 'staging', name: 'agent' }), env());
    expect(result.code).toBe(1);
    expect(posts(/\/statuses$/).at(-1)!.body).toMatchObject({
      state: 'failure',
      environment_url: new URL(result.outputs.deployment_url!).href,
    });
  });

  test('with wait: false no GitHub Deployment is recorded: its outcome would never be known', async () => {
    const result = await runBundle(inputs({ github_environment: 'staging', wait: 'false' }), env());
    expect(result.code).toBe(0);
    expect(posts(/\/deployments$/)).toHaveLength(0);
    expect(result.stdout).toMatch(
      /::notice title=GitHub Deployment skipped::No GitHub Deployment in staging: with wait: false/,
    );
  });

  test('a revision superseded before its build names no commit: no GitHub Deployment for it', async () => {
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
  });

  test('a revision superseded mid-build and followed: the first record is closed, the deployed commit gets its own', async () => {
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
  });

  test('a GitHub API failure is one warning naming the permission; the deploy still succeeds', async () => {
    github.failDeployments = 403;
    const result = await runBundle(inputs({ github_environment: 'staging' }), env());
    expect(result.code).toBe(0);
    expect(result.outputs.status).toBe('DEPLOYED');
    const warnings = result.stdout.match(/::warning title=GitHub Deployment not updated::.*/g) ?? [];
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(
      /Resource not accessible.*\(does the workflow grant `deployments: write`\?\)/,
    );
    expect(posts(/\/deployments$/)).toHaveLength(1);
    expect(posts(/\/statuses$/)).toHaveLength(0);
  });

  test('a reply without a deployment id is one warning: no status is posted to a deployment that is not known', async () => {
    github.deploymentReply = {};
    const result = await runBundle(inputs({ github_environment: 'staging' }), env());
    expect(result.code).toBe(0);
    expect(
      result.stdout.match(/::warning title=GitHub Deployment not updated::.*without a deployment id/g),
    ).toHaveLength(1);
    expect(posts(/\/deployments$/)).toHaveLength(1);
    expect(posts(/statuses$/)).toHaveLength(0);
  });

  test('no token, no GitHub call: a warning says why', async () => {
    const result = await runBundle(inputs({ github_environment: 'staging', github_token: '' }), env());
    expect(result.code).toBe(0);
    expect(github.requests).toHaveLength(0);
    expect(result.stdout).toMatch(/::warning title=GitHub reporting skipped::github_token is empty/);
  });
});

describe('pull-request previews', () => {
  test('one comment per preview, found again by its marker and updated, never duplicated', async () => {
    const pr = env(pullRequestEvent(7));
    emulator.store.push('feature/x', PR_HEAD);
    const first = await runBundle(
      inputs({ name: 'agent-pr-7', pr_comment: 'true', github_environment: 'pr-7' }),
      pr,
    );
    expect(first.code).toBe(0);
    expect(github.comments).toHaveLength(1);
    expect(github.comments[0]!.body).toContain('<!-- langgraph-deploy-action:preview:agent-pr-7 -->');
    const url = first.outputs.deployment_url!;
    expect(github.comments[0]!.body).toContain(`- Preview URL: [\`${url}\`](${new URL(url).href})`);
    expect(github.comments[0]!.body).toContain('### ✅ LangGraph preview `agent-pr-7`: deployed');
    // Posted when the deploy started, then updated twice (the commit, the outcome): one comment.
    expect(github.requests.filter((r) => r.method === 'POST' && r.path.endsWith('/comments'))).toHaveLength(
      1,
    );
    expect(posts(/\/deployments$/)[0]!.body).toMatchObject({ ref: PR_HEAD, transient_environment: true });

    const second = await runBundle(inputs({ name: 'agent-pr-7', pr_comment: 'true' }), pr);
    expect(second.code).toBe(0);
    expect(github.comments).toHaveLength(1);
    // The second run found the comment again by its marker and only updated it.
    expect(posts(/\/comments$/)).toHaveLength(1);
    expect(github.requests.filter((r) => r.method === 'PATCH').length).toBeGreaterThanOrEqual(2);
    expect(github.comments[0]!.body).toContain(second.outputs.revision_id!);
  });

  test('teardown marks every active deployment of the environment inactive, not only the latest', async () => {
    const pr = env(pullRequestEvent(9));
    for (let i = 0; i < 2; i++)
      expect((await runBundle(inputs({ name: 'agent-pr-9', github_environment: 'pr-9' }), pr)).code).toBe(0);
    expect(github.deployments.map((d) => d.statuses[0])).toEqual(['success', 'success']);
    const result = await runBundle(
      inputs({ command: 'delete', name: 'agent-pr-9', github_environment: 'pr-9' }),
      pr,
    );
    expect(result.code).toBe(0);
    expect(github.deployments.map((d) => d.statuses[0])).toEqual(['inactive', 'inactive']);
    expect(result.stdout).toContain('GitHub environment pr-9: 2 deployment(s) marked inactive.');
  });

  test('teardown on close: delete updates the comment and deactivates the environment', async () => {
    const pr = env(pullRequestEvent(8));
    await runBundle(inputs({ name: 'agent-pr-8', pr_comment: 'true', github_environment: 'pr-8' }), pr);
    const result = await runBundle(
      inputs({ command: 'delete', name: 'agent-pr-8', pr_comment: 'true', github_environment: 'pr-8' }),
      pr,
    );
    expect(result.code).toBe(0);
    expect(result.outputs.status).toBe('DELETED');
    expect(emulator.store.deployments.size).toBe(0);
    expect(github.comments).toHaveLength(1);
    expect(github.comments[0]!.body).toContain('### 🗑️ LangGraph preview `agent-pr-8` deleted');
    expect(posts(/\/statuses$/).at(-1)!.body).toMatchObject({ state: 'inactive' });
  });

  test('a stranger’s comment that starts with the marker is not taken for the preview comment', async () => {
    await github.close();
    const marker = '<!-- langgraph-deploy-action:preview:agent-pr-5 -->';
    github = await startFakeGitHub({
      comments: [
        {
          id: 1,
          body: `${marker}\nnice PR!`,
          user: { login: 'someone', type: 'User' },
          author_association: 'NONE',
        },
      ],
    });
    const result = await runBundle(
      inputs({ name: 'agent-pr-5', pr_comment: 'true' }),
      env(pullRequestEvent(5)),
    );
    expect(result.code).toBe(0);
    expect(
      github.requests.filter((r) => r.method === 'PATCH' && r.path.endsWith('/comments/1')),
    ).toHaveLength(0);
    expect(github.comments.map((c) => c.id === 1 || c.body.startsWith(marker))).toEqual([true, true]);
    expect(github.comments[0]!.body).toBe(`${marker}\nnice PR!`);
  });

  test('a comment list that pages forever is read ten pages deep at most', async () => {
    github.commentsNext = `${github.url}/repos/acme/agent/issues/6/comments?page=2`;
    const result = await runBundle(
      inputs({ name: 'agent-pr-6', pr_comment: 'true' }),
      env(pullRequestEvent(6)),
    );
    expect(result.code).toBe(0);
    expect(github.requests.filter((r) => r.method === 'GET' && r.path.includes('/comments'))).toHaveLength(
      10,
    );
    expect(github.comments).toHaveLength(1);
  });

  test('a 300 KB custom_url: the comment stays under GitHub’s limit and is posted; no such link anywhere', async () => {
    await emulator.close();
    emulator = await startEmulator({ customUrl: () => `https://agent.example/${'a'.repeat(300_000)}` });
    emulator.store.push('feature/x', PR_HEAD);
    const result = await runBundle(
      inputs({ name: 'agent-pr-4', pr_comment: 'true', github_environment: 'pr-4' }),
      env(pullRequestEvent(4)),
    );
    expect(result.code).toBe(0);
    expect(result.stdout).not.toMatch(/::warning title=Pull-request comment not updated/);
    expect(github.comments).toHaveLength(1);
    const body = github.comments[0]!.body;
    expect(body.length).toBeLessThan(GITHUB_COMMENT_MAX_CHARS);
    expect(body).toContain('### ✅ LangGraph preview `agent-pr-4`: deployed');
    expect(body).toMatch(/- Preview URL: `https:\/\/agent\.example\/a+…`\n/);
    expect(posts(/\/statuses$/).at(-1)!.body).not.toHaveProperty('environment_url');
    expect(result.summary.length).toBeLessThan(10_000);
  });

  test('pr_comment outside a pull request warns and comments nowhere', async () => {
    const result = await runBundle(inputs({ pr_comment: 'true' }), env());
    expect(result.code).toBe(0);
    expect(github.comments).toHaveLength(0);
    expect(result.stdout).toMatch(
      /::warning title=Pull-request comment skipped::pr_comment is on but this run is not for a pull request/,
    );
  });
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
  async function cancellable(): Promise<BundleRun> {
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

  test('SIGTERM alone (as other CI systems cancel) ends the step within a second, everything written', async () => {
    const run = await cancellable();
    run.signal('SIGTERM');
    const result = await run.done;
    writtenInFull(result);
    expect(result.exitAfterSignalMs).toBeLessThan(SIGTERM_EXIT_BOUND_MS);
  });

  test('SIGINT, then SIGTERM during the grace: the SIGTERM ends the step within a second', async () => {
    const run = await cancellable();
    run.signal('SIGINT');
    await until(() => statSync(run.files.summary).size > 0);
    await new Promise((r) => setTimeout(r, 500));
    run.signal('SIGTERM');
    const result = await run.done;
    writtenInFull(result);
    expect(result.exitAfterSignalMs).toBeLessThan(SIGTERM_EXIT_BOUND_MS);
  });

  test('SIGINT alone: GitHub reporting gets the grace, then the step ends', async () => {
    const run = await cancellable();
    run.signal('SIGINT');
    const result = await run.done;
    writtenInFull(result);
    expect(result.stdout).toMatch(/::warning title=GitHub Deployment not updated::/);
    expect(result.exitAfterSignalMs).toBeLessThan(CANCEL_GRACE_MS + SIGTERM_EXIT_BOUND_MS);
  });
});
