import { afterEach, beforeEach, describe, expect, test } from '@jest/globals';
import { EMULATOR_API_KEY, startEmulator, type Emulator } from '../../emulator/server.ts';
import { runInProcess } from '../helpers/in-process.ts';
import { startFakeGitHub, type FakeGitHub } from '../helpers/fake-github.ts';
import { VirtualClock } from '../helpers/virtual-clock.ts';

/**
 * `command: prune` through the real action in process, against the emulator and a fake GitHub
 * API (GitHub's REST pulls API): which deployments it deletes, which it leaves alone and says so,
 * and what it has written when a part fails or the run is stopped.
 */
let emulator: Emulator;
let github: FakeGitHub;
const TOKEN = 'ghs_prune_token_0001';

beforeEach(async () => {
  [emulator, github] = await Promise.all([startEmulator(), startFakeGitHub()]);
});
afterEach(() => Promise.all([emulator.close(), github.close()]));

const seed = (...names: string[]): Record<string, string> =>
  Object.fromEntries(names.map((name) => [name, emulator.store.seedDeployed(name).id]));

const prune = (extra: Record<string, string> = {}, options: Parameters<typeof runInProcess>[1] = {}) =>
  runInProcess(
    {
      api_key: EMULATOR_API_KEY,
      api_url: emulator.url,
      command: 'prune',
      github_token: TOKEN,
      ...extra,
    },
    { ...options, env: { GITHUB_API_URL: github.url, ...options.env } },
  );

const remaining = (): string[] => [...emulator.store.deployments.values()].map((d) => d.name).sort();
const pullsAsked = (): string[] =>
  github.requests.filter((r) => r.path.includes('/pulls/')).map((r) => r.path);
const deletes = () => emulator.requests.filter((r) => r.route === 'delete-deployment');

describe('prune', () => {
  test('deletes the previews of closed pull requests, keeps open ones, names one GitHub does not know', async () => {
    const ids = seed('agent', 'agent-pr-1', 'agent-pr-2', 'agent-pr-3', 'agent-pr-40');
    github.pulls = { 1: 'closed', 2: 'open', 40: 'closed' };
    const run = await prune();
    expect(run.exitCode).toBe(0);
    expect(JSON.parse(run.outputs.pruned!)).toEqual(['agent-pr-1', 'agent-pr-40']);
    expect(remaining()).toEqual(['agent', 'agent-pr-2', 'agent-pr-3']);
    // One question per preview, asked of the run's repository with the token.
    expect(pullsAsked()).toEqual([1, 2, 3, 40].map((n) => `/repos/acme/agent/pulls/${n}`));
    expect(github.requests.every((r) => r.authorization === `token ${TOKEN}`)).toBe(true);
    expect(run.stdout).toContain(
      '::warning title=Preview left alone::agent-pr-3: GitHub knows no pull request #3 in acme/agent; the deployment is left alone.',
    );
    expect(run.stdout).toContain(
      `Deleted agent-pr-1 (deployment ${ids['agent-pr-1']}): pull request #1 is closed.`,
    );
    expect(run.summary).toContain('## 🧹 Pruned 2 of 4 previews `agent-pr-<number>`');
    expect(run.summary).toContain(
      '| `agent-pr-3` | [#3](https://github.com/acme/agent/pull/3) | ⚠️ kept: GitHub knows no such pull request |',
    );
    // The other outputs are there too, empty: prune acts on no one deployment.
    expect(run.outputs).toMatchObject({ deployment_id: '', status: '', matrix: '' });
  });

  test('never touches a deployment whose name is not exactly <prefix><number>, nor says its name', async () => {
    const odd = [
      'agent-pr-12-old',
      'agent-pr-012',
      'agent-pr-',
      'old-agent-pr-12',
      'agent-pr-12a',
      'agent-pr-99999999999',
      'agent-pr-7::warning::pwned',
    ];
    seed('agent-pr-12', ...odd);
    github.pulls = { 7: 'closed', 12: 'closed', 99999999999: 'closed' };
    const run = await prune();
    expect(run.exitCode).toBe(0);
    expect(JSON.parse(run.outputs.pruned!)).toEqual(['agent-pr-12']);
    expect(remaining()).toEqual([...odd].sort());
    expect(pullsAsked()).toEqual(['/repos/acme/agent/pulls/12']);
    expect(run.stdout).toContain(
      `1 preview deployment(s) named agent-pr-<number>; ${odd.length} other deployment(s) whose names contain it are not previews and are left alone.`,
    );
    // (The prefix alone is shown, as the prefix.)
    for (const name of odd.filter((n) => n !== 'agent-pr-'))
      expect(run.stdout + run.summary).not.toContain(name);
  });

  test("never touches the platform's own Preview builds, even named <prefix><number>", async () => {
    const preview = emulator.store.seedPreview('agent-pr-3');
    github.pulls = { 3: 'closed' };
    const run = await prune();
    expect(run.exitCode).toBe(0);
    expect(run.outputs.pruned).toBe('[]');
    expect(emulator.store.deployments.has(preview.id)).toBe(true);
    expect(github.requests).toEqual([]);
    expect(run.summary).toContain("1 of the platform's own Preview builds (`is_preview`) are named so too");
  });

  test('a name that is <prefix><number> only once cleaned for display is no preview: never asked about, deleted or shown', async () => {
    const odd = [
      'agent-pr-3\u0000',
      'agent-pr-4\n',
      ' agent-pr-5',
      'agent-pr-6\u2028',
      'agent-pr-7\n::error::x',
    ];
    seed(...odd);
    github.pulls = { 3: 'closed', 4: 'closed', 5: 'closed', 6: 'closed', 7: 'closed' };
    const run = await prune();
    expect(run.exitCode).toBe(0);
    expect(run.outputs.pruned).toBe('[]');
    expect(deletes()).toEqual([]);
    expect(remaining()).toEqual([...odd].sort());
    expect(github.requests).toEqual([]);
    expect(run.stdout).toContain(
      `0 preview deployment(s) named agent-pr-<number>; ${odd.length} other deployment(s) whose names contain it are not previews and are left alone.`,
    );
    const written = [run.stdout, run.summary, ...Object.values(run.outputs)].join('\n');
    expect(written).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u2028\u2029]/);
    expect(written).not.toMatch(/^::error::x/m);
    for (const n of [3, 4, 5, 6]) expect(written).not.toContain(`agent-pr-${n}`);
  });

  test.each([
    ['about another pull request (#13)', { number: 13, state: 'closed' }, 'the answer is about #13, not #12'],
    ['naming no pull request', { state: 'closed' }, 'the answer names no pull request number'],
    ['naming #12 as text', { number: '12', state: 'closed' }, 'the answer names no pull request number'],
  ])(
    "GitHub's answer %s is malformed: that preview is kept and failed, the run fails naming it",
    async (_, body, why) => {
      const ids = seed('agent-pr-12', 'agent-pr-14');
      github.pulls = { 12: 'open', 14: 'closed' };
      github.pullReplies = { 12: { status: 200, body: JSON.stringify(body) } };
      const run = await prune();
      expect(run.exitCode).toBe(1);
      expect(JSON.parse(run.outputs.pruned!)).toEqual(['agent-pr-14']);
      expect(remaining()).toEqual(['agent-pr-12']);
      expect(deletes().map((r) => r.path)).toEqual([`/v2/deployments/${ids['agent-pr-14']}`]);
      expect(run.state.prune!.previews.find((p) => p.number === 12)!.outcome).toBe('failed');
      expect(run.state.failure?.title).toBe('Previews not pruned');
      expect(run.state.failure!.message.split('\n')[1]).toBe(
        `  - agent-pr-12: GitHub did not say whether pull request #12 is closed: ${why} (a malformed answer)`,
      );
      expect(run.summary).toContain(
        '| `agent-pr-12` | [#12](https://github.com/acme/agent/pull/12) | ❌ not pruned: ',
      );
    },
  );

  test('the prefix: <name>-pr- by default, normalized as deployment names are; preview_prefix sets another', async () => {
    seed('my-agent-pr-5', 'review-5', 'review-6');
    github.pulls = { 5: 'closed', 6: 'closed' };
    const byName = await prune({ name: 'My_Agent' });
    expect(JSON.parse(byName.outputs.pruned!)).toEqual(['my-agent-pr-5']);
    expect(byName.stdout).toContain(
      '::notice title=Preview prefix normalized::Previews are named my-agent-pr-<number>: "My_Agent-pr-" normalized as deployment names are (a-z, 0-9, -).',
    );
    const byPrefix = await prune({ preview_prefix: 'review-' });
    expect(JSON.parse(byPrefix.outputs.pruned!)).toEqual(['review-5', 'review-6']);
    expect(byPrefix.stdout).not.toContain('Preview prefix normalized');
    seed('review-7');
    github.pulls = { 7: 'closed' };
    const byWritten = await prune({ preview_prefix: 'Review_' });
    expect(JSON.parse(byWritten.outputs.pruned!)).toEqual(['review-7']);
    expect(byWritten.stdout).toContain('"Review_" normalized as deployment names are');
  });

  test('delete_tracing_project: each delete takes the tracing project too', async () => {
    seed('agent-pr-1', 'agent-pr-2');
    github.pulls = { 1: 'closed', 2: 'closed' };
    const run = await prune({ delete_tracing_project: 'true' });
    expect(run.exitCode).toBe(0);
    expect(deletes().map((r) => r.query)).toEqual([
      { delete_tracing_project: 'true' },
      { delete_tracing_project: 'true' },
    ]);
    // The names are free again: the previews of reopened pull requests can be created.
    expect(emulator.store.nameTaken('agent-pr-1')).toBe(false);
  });

  test('a dry run asks GitHub, lists what it would delete, and deletes nothing', async () => {
    const ids = seed('agent-pr-1', 'agent-pr-2');
    github.pulls = { 1: 'closed', 2: 'open' };
    const run = await prune({ dry_run: 'true' });
    expect(run.exitCode).toBe(0);
    expect(deletes()).toEqual([]);
    expect(remaining()).toEqual(['agent-pr-1', 'agent-pr-2']);
    expect(run.outputs.pruned).toBe('[]');
    expect(run.state.dryRun.plan).toEqual([
      `Delete agent-pr-1 (deployment ${ids['agent-pr-1']}): pull request #1 is closed: DELETE /v2/deployments/${ids['agent-pr-1']}.`,
    ]);
    expect(run.summary).toContain('## 📝 Dry run: would prune 1 of 2 previews');
  });

  test('no previews: nothing asked of GitHub, nothing deleted, pruned is []', async () => {
    seed('agent');
    const run = await prune();
    expect(run.exitCode).toBe(0);
    expect(github.requests).toEqual([]);
    expect(run.outputs.pruned).toBe('[]');
    expect(run.summary).toContain('ℹ️ Nothing to prune');
  });

  test('one preview that fails does not stop the others; the run fails at the end, naming it', async () => {
    seed('agent-pr-1', 'agent-pr-2', 'agent-pr-3', 'agent-pr-4');
    github.pulls = { 1: 'closed', 2: 'closed', 3: 'closed', 4: 'closed' };
    github.pullReplies = { 2: { status: 502, body: '<html>bad gateway</html>' } };
    // The second delete sent (agent-pr-3's) is refused.
    emulator.faults.add({
      route: 'delete-deployment',
      fault: { kind: 'status', status: 409, body: '{"detail":"Deployment is busy."}' },
      skip: 1,
    });
    const run = await prune();
    expect(run.exitCode).toBe(1);
    expect(JSON.parse(run.outputs.pruned!)).toEqual(['agent-pr-1', 'agent-pr-4']);
    expect(remaining()).toEqual(['agent-pr-2', 'agent-pr-3']);
    expect(run.state.failure?.title).toBe('Previews not pruned');
    const lines = run.state.failure!.message.split('\n');
    expect(lines[0]).toContain('2 preview(s)');
    expect(lines[1]).toMatch(/^ {2}- agent-pr-2: GitHub did not say whether pull request #2 is closed: /);
    expect(lines[2]).toMatch(/^ {2}- agent-pr-3: .*409.*Deployment is busy/);
    expect(run.summary).toContain(
      '| `agent-pr-3` | [#3](https://github.com/acme/agent/pull/3) | ❌ not pruned: ',
    );
  });

  test('GitHub refusing to read pull requests stops the run with the permission it needs', async () => {
    seed('agent-pr-1', 'agent-pr-2');
    github.pulls = { 1: 'closed', 2: 'closed' };
    github.pullReplies = { 0: { status: 403, body: '{"message":"Resource not accessible by integration"}' } };
    const run = await prune();
    expect(run.exitCode).toBe(1);
    expect(deletes()).toEqual([]);
    expect(pullsAsked()).toHaveLength(1);
    expect(run.state.failure).toMatchObject({ title: 'GitHub refused' });
    expect(run.state.failure!.message).toContain('`pull-requests: read`');
    expect(run.outputs.pruned).toBe('[]');
  });

  test.each([
    [
      '403 with no requests left (the primary limit)',
      403,
      { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': '4102444800' },
    ],
    ['429 with a Retry-After (a secondary limit)', 429, { 'retry-after': '60' }],
    ['403 with a Retry-After (a secondary limit)', 403, { 'retry-after': '60' }],
  ])(
    'GitHub’s rate limit, %s, stops the run saying so, not asking for a permission',
    async (_, status, headers) => {
      seed('agent-pr-1', 'agent-pr-2');
      github.pulls = { 1: 'closed', 2: 'closed' };
      github.pullReplies = {
        0: { status, body: '{"message":"API rate limit exceeded for installation ID 1."}', headers },
      };
      const run = await prune();
      expect(run.exitCode).toBe(1);
      expect(deletes()).toEqual([]);
      expect(pullsAsked()).toHaveLength(1);
      expect(run.state.failure).toMatchObject({ title: 'GitHub rate limit' });
      expect(run.state.failure!.message).toContain(
        `GitHub's rate limit stopped reading pull request #1 (HTTP ${status}): nothing more was asked or deleted; the next run tries again`,
      );
      expect(run.state.failure!.message).toContain(
        'retry-after' in headers ? 'GitHub asks to wait 60 s.' : 'It lifts at 2100-01-01T00:00:00.000Z.',
      );
      expect(run.state.failure!.message).not.toContain('pull-requests: read');
      expect(run.outputs.pruned).toBe('[]');
    },
  );

  test('cancelled midway: it stops at once, with what it deleted in pruned', async () => {
    seed('agent-pr-1', 'agent-pr-2', 'agent-pr-3');
    github.pulls = { 1: 'closed', 2: 'closed', 3: 'closed' };
    const cancel = new AbortController();
    github.onRequest = (r) => {
      if (r.path.endsWith('/pulls/2')) cancel.abort();
    };
    const run = await prune({}, { signal: cancel.signal });
    expect(run.state.failure?.stopped).toBe('cancelled');
    expect(JSON.parse(run.outputs.pruned!)).toEqual(['agent-pr-1']);
    expect(remaining()).toEqual(['agent-pr-2', 'agent-pr-3']);
    expect(run.state.failure!.message).toContain(
      '1 preview(s) were deleted before it stopped (output pruned); 2 were not reached and are left for the next run.',
    );
  });

  test('out of time midway: it stops within timeout, with what it deleted in pruned', async () => {
    seed('agent-pr-1', 'agent-pr-2');
    github.pulls = { 1: 'closed', 2: 'closed' };
    const clock = new VirtualClock(Date.parse('2026-11-22T12:00:00Z'));
    // Time spent in GitHub's answer about #1 uses up the run's timeout.
    github.onRequest = (r) => {
      if (r.path.endsWith('/pulls/1')) clock.advance(2 * 60_000);
    };
    const run = await prune({ timeout: '1m' }, { clock });
    expect(run.state.failure?.stopped).toBe('timeout');
    expect(deletes()).toEqual([]);
    expect(run.outputs.pruned).toBe('[]');
    expect(run.state.failure!.message).toContain('No preview was deleted; 2 were not reached');
  });
});
