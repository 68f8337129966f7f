import { afterEach, beforeEach, describe, expect, test } from '@jest/globals';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { EMULATOR_API_KEY, startEmulator, type Emulator } from '../../emulator/server.ts';
import { tempDir } from '../helpers/temp.ts';
import { GITHUB_COMMENT_MAX_CHARS, startFakeGitHub, type FakeGitHub } from '../helpers/fake-github.ts';
import { leakedLines } from '../helpers/runner-files.ts';
import { emulatorInputs } from '../helpers/inputs.ts';
import { runLikeBundle } from '../helpers/like-bundle.ts';
import { VirtualClock } from '../helpers/virtual-clock.ts';
import { uploadInputs, workspaceWith } from '../helpers/workspace.ts';

/**
 * GitHub Deployments and pull-request previews: whole runs in process against the emulator and a
 * fake GitHub API, on a virtual clock the emulator stamps its requests with. Cancellation, which
 * only the spawned bundle shows, is in __tests__/bundle/github.test.ts.
 */
const TOKEN = 'ghs_fake_workflow_token_0001';
const PR_HEAD = 'abc1234def5678900000000000000000000000ff';
let emulator: Emulator;
let github: FakeGitHub;
let clock: VirtualClock;

beforeEach(async () => {
  clock = new VirtualClock(Date.parse('2026-11-22T12:00:00Z'));
  [emulator, github] = await Promise.all([startEmulator({ now: () => clock.now() }), startFakeGitHub()]);
});
afterEach(async () => {
  await Promise.all([emulator.close(), github.close()]);
});
const runAction = (inputs: Record<string, string>, env: Record<string, string> = {}) =>
  runLikeBundle(inputs, env, clock);

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
    const result = await runAction(inputs({ github_environment: 'staging' }), env());
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
    const result = await runAction(
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
    const result = await runAction(inputs({ github_environment: 'staging' }), env());
    expect(result.code).toBe(1);
    const statuses = posts(/\/statuses$/).map((r) => r.body);
    expect(statuses.map((b) => b?.state)).toEqual(['in_progress', 'failure']);
    expect(statuses[1]).not.toHaveProperty('environment_url');
  });

  test('a failed update keeps the environment URL: the earlier revision still serves there', async () => {
    emulator.store.seedDeployed('agent');
    emulator.store.nextScripts.push([{ status: 'BUILDING', polls: 1 }, { status: 'BUILD_FAILED' }]);
    const result = await runAction(inputs({ github_environment: 'staging', name: 'agent' }), env());
    expect(result.code).toBe(1);
    expect(posts(/\/statuses$/).at(-1)!.body).toMatchObject({
      state: 'failure',
      environment_url: new URL(result.outputs.deployment_url!).href,
    });
  });

  test('with wait: false no GitHub Deployment is recorded: its outcome would never be known', async () => {
    const result = await runAction(inputs({ github_environment: 'staging', wait: 'false' }), env());
    expect(result.code).toBe(0);
    expect(posts(/\/deployments$/)).toHaveLength(0);
    expect(result.stdout).toMatch(
      /::notice title=GitHub Deployment skipped::No GitHub Deployment in staging: with wait: false/,
    );
  });

  test('a GitHub API failure is one warning naming the permission; the deploy still succeeds', async () => {
    github.failDeployments = 403;
    const result = await runAction(inputs({ github_environment: 'staging' }), env());
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
    const result = await runAction(inputs({ github_environment: 'staging' }), env());
    expect(result.code).toBe(0);
    expect(
      result.stdout.match(/::warning title=GitHub Deployment not updated::.*without a deployment id/g),
    ).toHaveLength(1);
    expect(posts(/\/deployments$/)).toHaveLength(1);
    expect(posts(/statuses$/)).toHaveLength(0);
  });

  test('no token, no GitHub call: a warning says why', async () => {
    const result = await runAction(inputs({ github_environment: 'staging', github_token: '' }), env());
    expect(result.code).toBe(0);
    expect(github.requests).toHaveLength(0);
    expect(result.stdout).toMatch(/::warning title=GitHub reporting skipped::github_token is empty/);
  });
});

describe('pull-request previews', () => {
  test('one comment per preview, found again by its marker and updated, never duplicated', async () => {
    const pr = env(pullRequestEvent(7));
    emulator.store.push('feature/x', PR_HEAD);
    const first = await runAction(
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

    const second = await runAction(inputs({ name: 'agent-pr-7', pr_comment: 'true' }), pr);
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
      expect((await runAction(inputs({ name: 'agent-pr-9', github_environment: 'pr-9' }), pr)).code).toBe(0);
    expect(github.deployments.map((d) => d.statuses[0])).toEqual(['success', 'success']);
    const result = await runAction(
      inputs({ command: 'delete', name: 'agent-pr-9', github_environment: 'pr-9' }),
      pr,
    );
    expect(result.code).toBe(0);
    expect(github.deployments.map((d) => d.statuses[0])).toEqual(['inactive', 'inactive']);
    expect(result.stdout).toContain('GitHub environment pr-9: 2 deployment(s) marked inactive.');
  });

  test('teardown on close: delete updates the comment and deactivates the environment', async () => {
    const pr = env(pullRequestEvent(8));
    await runAction(inputs({ name: 'agent-pr-8', pr_comment: 'true', github_environment: 'pr-8' }), pr);
    const result = await runAction(
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
    const result = await runAction(
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
    const result = await runAction(
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
    const result = await runAction(
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
    const result = await runAction(inputs({ pr_comment: 'true' }), env());
    expect(result.code).toBe(0);
    expect(github.comments).toHaveLength(0);
    expect(result.stdout).toMatch(
      /::warning title=Pull-request comment skipped::pr_comment is on but this run is not for a pull request/,
    );
  });
});
