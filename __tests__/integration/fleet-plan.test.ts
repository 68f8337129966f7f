import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { EMULATOR_API_KEY, startEmulator, type Emulator } from '../../emulator/server.ts';
import { parsePlan, type FleetPlan } from '../../src/inputs/plan-json.ts';
import { startFakeGitHub, type FakeGitHub } from '../helpers/fake-github.ts';
import { runInProcess } from '../helpers/in-process.ts';
import { AGENTS, fleetManifest, Monorepo } from '../helpers/monorepo.ts';
import { tempDir } from '../helpers/temp.ts';

let emulator: Emulator;
beforeEach(async () => {
  emulator = await startEmulator();
});
afterEach(() => emulator.close());

const NAMES = AGENTS.map((a) => `${a}-agent`);

/** Deployments that exist, each served by a revision built from `commit`. */
function seedServing(names: readonly string[], commit: string): void {
  for (const name of names) emulator.store.seedDeployed(name).revisions[0]!.commitSha = commit;
}

async function plan(
  repo: Pick<Monorepo, 'dir' | 'head'>,
  extra: Record<string, string> = {},
  env: Record<string, string> = {},
) {
  const run = await runInProcess(
    {
      api_key: EMULATOR_API_KEY,
      api_url: emulator.url,
      command: 'plan',
      manifest: 'deploy/fleet.yml',
      ...extra,
    },
    { env: { GITHUB_WORKSPACE: repo.dir, ...env, GITHUB_SHA: env.GITHUB_SHA ?? repo.head() } },
  );
  const planned = run.outputs.plan ? (JSON.parse(run.outputs.plan) as FleetPlan) : undefined;
  const matrix = run.outputs.matrix
    ? (JSON.parse(run.outputs.matrix) as { include: Array<{ deployment: string }> })
    : undefined;
  return { run, planned, deploying: matrix?.include.map((i) => i.deployment) ?? [] };
}

const byName = (p: FleetPlan | undefined, name: string) => p?.deployments.find((d) => d.deployment === name);

describe('command: plan on a monorepo of five agents', () => {
  test('first run: nothing exists, so every deployment is deployed', async () => {
    const repo = new Monorepo();
    const { run, planned, deploying } = await plan(repo);
    expect(run.exitCode).toBe(0);
    expect(deploying).toEqual(NAMES);
    expect(planned!.deployments.every((d) => d.reason === 'new')).toBe(true);
    expect(planned!.commit).toBe(repo.head());
    expect(run.outputs.matrix).toBe(JSON.stringify({ include: NAMES.map((deployment) => ({ deployment })) }));
    expect(run.summary).toContain('5 of 5 deployments to deploy');
  });

  test("a change in one agent's folder deploys only that agent; the others name the commit that serves them", async () => {
    const repo = new Monorepo();
    const served = repo.head();
    seedServing(NAMES, served);
    repo.commit('billing: new prompt', { 'agents/billing/graph.py': 'NAME = "billing v2"\n' });
    const { run, planned, deploying } = await plan(repo);
    expect(run.exitCode).toBe(0);
    expect(deploying).toEqual(['billing-agent']);
    expect(byName(planned, 'billing-agent')).toMatchObject({
      action: 'deploy',
      reason: 'changed',
      changed: ['agents/billing/graph.py'],
      serving: { commit: served, from: 'control-plane' },
    });
    expect(byName(planned, 'support-agent')).toMatchObject({
      action: 'skip',
      reason: 'unchanged',
      serving: { commit: served, from: 'control-plane' },
    });
    expect(byName(planned, 'support-agent')!.why).toContain(
      `commit ${served.slice(0, 7)} (from the control plane)`,
    );
    // Forward, from what serves to a later commit: no word of older code.
    expect(run.stdout).not.toContain('Deploying older code');
    // GITHUB_SHA is the checkout's HEAD, as actions/checkout leaves it.
    expect(run.stdout).not.toContain('Workflow commit is not HEAD');
  });

  test('a GITHUB_SHA that is not the checked-out HEAD (set before a commit) is warned of: the plan compares with it', async () => {
    const repo = new Monorepo();
    const exported = repo.head();
    seedServing(NAMES, exported);
    const head = repo.commit('billing: new prompt', { 'agents/billing/graph.py': 'NAME = "billing v2"\n' });
    const { run, deploying } = await plan(repo, {}, { GITHUB_SHA: exported });
    expect(run.exitCode).toBe(0);
    // Compared with GITHUB_SHA, nothing changed: the warning is what tells the user why.
    expect(deploying).toEqual([]);
    expect(run.stdout).toContain(
      `::warning title=Workflow commit is not HEAD::The workflow's commit (GITHUB_SHA) ${exported.slice(0, 7)} is not HEAD ${head.slice(0, 7)} of the checkout`,
    );
    expect(run.stdout).toContain('set GITHUB_SHA="$(git rev-parse HEAD)" again after each commit');
  });

  test('a re-run of an older workflow deploys what changed, warning that it takes the deployment back to older code', async () => {
    const repo = new Monorepo();
    const older = repo.head();
    const newer = repo.commit('billing: new prompt', { 'agents/billing/graph.py': 'NAME = "billing v2"\n' });
    seedServing(NAMES, newer);
    const { run, deploying } = await plan(repo, {}, { GITHUB_SHA: older });
    expect(run.exitCode).toBe(0);
    expect(deploying).toEqual(['billing-agent']);
    expect(run.stdout).toContain(
      `::warning title=Deploying older code::billing-agent: the commit that serves it, commit ${newer.slice(0, 7)} (from the control plane), comes after this workflow's commit ${older.slice(0, 7)}`,
    );
  });

  test('entries are looked up by the name LangSmith gets; one made under the name as written still counts', async () => {
    const manifest = fleetManifest()
      .replace('name: support-agent', 'name: Support_Agent')
      .replace('name: research-agent', 'name: Research.Agent');
    const repo = new Monorepo(manifest);
    // support: as langgraph deploy names it; research: made before names were normalized.
    seedServing(
      ['support-agent', 'Research.Agent', 'billing-agent', 'triage-agent', 'search-agent'],
      repo.head(),
    );
    const { run, planned, deploying } = await plan(repo);
    expect(run.exitCode).toBe(0);
    expect(deploying).toEqual([]);
    // The plan and the matrix keep the manifest's names (GitHub's side).
    expect(byName(planned, 'Support_Agent')).toMatchObject({ action: 'skip', reason: 'unchanged' });
    expect(byName(planned, 'Research.Agent')).toMatchObject({ action: 'skip', reason: 'unchanged' });
  });

  test("an entry's older name never reads a Preview build listed before its deployment: a changed agent is deployed", async () => {
    const repo = new Monorepo(fleetManifest().replace('name: billing-agent', 'name: Billing.Agent'));
    const served = repo.head();
    // The platform's Preview build, named like the deployment made before names were normalized,
    // is listed first; it was built from the change, the deployment still serves the old code.
    const preview = emulator.store.seedPreview('Billing.Agent');
    seedServing(['Billing.Agent', ...NAMES.filter((n) => n !== 'billing-agent')], served);
    const changed = repo.commit('billing: new prompt', {
      'agents/billing/graph.py': 'NAME = "billing v2"\n',
    });
    preview.revisions[0]!.commitSha = changed;
    const { run, planned, deploying } = await plan(repo);
    expect(run.exitCode).toBe(0);
    expect(deploying).toEqual(['Billing.Agent']);
    expect(byName(planned, 'Billing.Agent')).toMatchObject({
      action: 'deploy',
      reason: 'changed',
      serving: { commit: served, from: 'control-plane' },
    });
  });

  test.each([
    ['"billing-agent\\u0007"', 'billing-agent', 'billing-agent\u0007'],
    ['"billing-agent\\n::error::x"', 'billing-agent', 'billing-agent\n::error::x'],
    ['" billing-agent"', 'billing-agent', ' billing-agent'],
    ['"Billing.Agent\\n" (the older name)', 'Billing.Agent', 'Billing.Agent\n'],
  ])('a row named %s is not the entry: it is deployed as new', async (_, entry, raw) => {
    const repo = new Monorepo(fleetManifest().replace('name: billing-agent', `name: ${entry}`));
    seedServing([raw, ...NAMES.filter((n) => n !== 'billing-agent')], repo.head());
    const { run, planned, deploying } = await plan(repo);
    expect(run.exitCode).toBe(0);
    expect(deploying).toEqual([entry]);
    expect(byName(planned, entry)).toMatchObject({ action: 'deploy', reason: 'new' });
    const written = [run.stdout, run.summary, ...Object.values(run.outputs)].join('\n');
    expect(written).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/);
    expect(written).not.toMatch(/^::error::x/m);
  });

  test('a change in a shared library named in paths deploys both agents that use it', async () => {
    const repo = new Monorepo();
    seedServing(NAMES, repo.head());
    repo.commit('common: fix', { 'libs/common/util.py': 'X = 2\n' });
    const { deploying } = await plan(repo);
    expect(deploying).toEqual(['support-agent', 'research-agent']);
  });

  test('a local dependency langgraph.json names is watched like the config folder', async () => {
    const repo = new Monorepo();
    repo.commit('triage uses libs/common', {
      'agents/triage/langgraph.json': JSON.stringify({
        graphs: { a: './graph.py:graph' },
        dependencies: ['.', '../../libs/common'],
      }),
    });
    seedServing(NAMES, repo.head());
    repo.commit('common: fix', { 'libs/common/util.py': 'X = 3\n' });
    const { deploying } = await plan(repo);
    expect(deploying).toEqual(['support-agent', 'research-agent', 'triage-agent']);
  });

  test('a changed file with a path longer than the plan carries is named cut, in a plan the report accepts', async () => {
    const repo = new Monorepo();
    seedServing(NAMES, repo.head());
    const deep = `agents/billing/${Array.from({ length: 5 }, (_, i) => `${i}${'d'.repeat(240)}`).join('/')}/x.py`;
    repo.commit('deep', { [deep]: 'x\n' });
    const { run, planned, deploying } = await plan(repo);
    expect(deploying).toEqual(['billing-agent']);
    const changed = byName(planned, 'billing-agent')!.changed!;
    expect(changed[0]!.length).toBeLessThanOrEqual(1_024);
    expect(deep.startsWith(changed[0]!.slice(0, -1))).toBe(true);
    expect(parsePlan(run.outputs.plan!)).toHaveProperty('plan');
  });

  test('a file moved out of an agent folder counts for that folder', async () => {
    const repo = new Monorepo();
    seedServing(NAMES, repo.head());
    repo.commit('move', { 'agents/search/graph.py': null, 'archive/graph.py': 'NAME = "search"\n' });
    const { deploying } = await plan(repo);
    expect(deploying).toEqual(['search-agent']);
  });

  test('a serving commit that is not in the history is deployed with a notice saying why', async () => {
    const repo = new Monorepo();
    seedServing(NAMES.slice(1), repo.head());
    seedServing(NAMES.slice(0, 1), 'abcdef0123456789abcdef0123456789abcdef01');
    const { run, planned, deploying } = await plan(repo);
    expect(deploying).toEqual(['support-agent']);
    expect(byName(planned, 'support-agent')).toMatchObject({ reason: 'not-in-history' });
    expect(run.stdout).toMatch(
      /::notice title=Serving commit not in history::support-agent: the commit that serves it, commit abcdef0 .*not in the checkout/,
    );
  });

  test('a shallow checkout says to fetch the whole history', async () => {
    const origin = new Monorepo();
    seedServing(NAMES, origin.head());
    origin.commit('billing', { 'agents/billing/graph.py': 'NAME = "b2"\n' });
    const shallow = tempDir('shallow');
    execFileSync('git', ['clone', '-q', '--depth=1', `file://${origin.dir}`, shallow]);
    const { run, deploying } = await plan({ dir: shallow, head: () => origin.head() });
    expect(deploying).toEqual(NAMES);
    expect(run.stdout).toContain('the checkout is shallow: use actions/checkout with fetch-depth: 0');
  });

  test('a deployment that runs an image is deployed every time, saying why', async () => {
    const repo = new Monorepo(
      fleetManifest({
        entries: { triage: '    source: external_docker\n    image_uri: registry.example.com/triage:1' },
      }),
    );
    seedServing(
      NAMES.filter((n) => n !== 'triage-agent'),
      repo.head(),
    );
    const image = emulator.store.create({
      name: 'triage-agent',
      source: 'external_docker',
      sourceConfig: {},
      sourceRevisionConfig: { image_uri: 'registry.example.com/triage:1' },
      secrets: [],
    });
    image.revisions[0]!.script = [{ status: 'DEPLOYED' }];
    const { planned, deploying } = await plan(repo);
    expect(deploying).toEqual(['triage-agent']);
    expect(byName(planned, 'triage-agent')).toMatchObject({ reason: 'serving-unknown' });
    expect(byName(planned, 'triage-agent')!.why).toContain('it runs an image');
  });

  test("the fleet is listed on the manifest's control plane (api_url in its defaults), the key sent nowhere else", async () => {
    const repo = new Monorepo(fleetManifest({ defaults: `  api_url: ${emulator.url}` }));
    seedServing(NAMES, repo.head());
    const run = await runInProcess(
      { api_key: EMULATOR_API_KEY, command: 'plan', manifest: 'deploy/fleet.yml', timeout: '1m' },
      { env: { GITHUB_WORKSPACE: repo.dir, GITHUB_SHA: repo.head() } },
    );
    expect(run.state.failure).toBeUndefined();
    expect(emulator.requests.map((r) => r.route)).toEqual(['list-deployments']);
    expect(run.outputs.matrix).toBe(JSON.stringify({ include: [] }));
  });

  test("the step's api_url is used by plan, so it is not warned about as having no effect", async () => {
    const { run } = await plan(new Monorepo());
    expect(run.exitCode).toBe(0);
    expect(run.stdout).not.toContain('Input has no effect');
  });

  test('force: true deploys every deployment without a request', async () => {
    const repo = new Monorepo();
    seedServing(NAMES, repo.head());
    const { planned, deploying } = await plan(repo, { force: 'true' });
    expect(deploying).toEqual(NAMES);
    expect(planned!.deployments.every((d) => d.reason === 'forced')).toBe(true);
    expect(emulator.requests).toEqual([]);
  });

  test('a deployment whose latest revision is not the one serving is judged by the serving one', async () => {
    const repo = new Monorepo();
    const served = repo.head();
    seedServing(NAMES, served);
    // A newer revision of billing failed; the first still serves.
    const billing = emulator.store.byName('billing-agent')!;
    emulator.store.nextScripts.push([{ status: 'BUILD_FAILED' }]);
    emulator.store.addRevision(billing).commitSha = repo.commit('later', { 'README.md': 'x\n' });
    const { planned, deploying } = await plan(repo);
    expect(deploying).toEqual([]);
    expect(byName(planned, 'billing-agent')).toMatchObject({
      serving: { commit: served, revision: billing.revisions[1]!.id },
    });
    expect(emulator.requests.map((r) => r.route)).toEqual(['list-deployments', 'get-revision']);
  });

  test('a workspace that is not a git repository fails the plan clearly when a commit must be compared', async () => {
    const repo = new Monorepo();
    seedServing(NAMES, repo.head());
    rmSync(join(repo.dir, '.git'), { recursive: true });
    const { run } = await plan(repo, {}, { GITHUB_SHA: 'abcdef0123456789abcdef0123456789abcdef01' });
    expect(run.exitCode).toBe(1);
    expect(run.state.failure).toMatchObject({ title: 'No git history' });
    expect(run.state.failure!.message).toContain(
      'Run actions/checkout (with fetch-depth: 0) before the plan',
    );
    expect(run.outputs.matrix).toBe('');
    expect(run.summary).toContain('Fleet plan of `deploy/fleet.yml`: No git history');
  });
});

describe('the plan of a large fleet', () => {
  test('50 deployments: at most 5 requests and under 2 s', async () => {
    const names = Array.from({ length: 50 }, (_, i) => `agent-${i}`);
    const repo = new Monorepo(
      [
        'deployments:',
        ...names.flatMap((n) => [`  - name: ${n}`, `    graph_config_path: agents/${n}/langgraph.json`]),
      ].join('\n'),
    );
    repo.commit(
      'fifty',
      Object.fromEntries(
        names.map((n) => [`agents/${n}/langgraph.json`, JSON.stringify({ graphs: { a: './g.py:g' } })]),
      ),
    );
    seedServing(names, repo.head());
    repo.commit('one', { 'agents/agent-7/g.py': 'x\n' });
    const started = performance.now();
    const { deploying } = await plan(repo);
    const took = performance.now() - started;
    expect(deploying).toEqual(['agent-7']);
    expect(emulator.requests.length).toBeLessThanOrEqual(5);
    expect(took).toBeLessThan(2_000);
  });
});

describe('uploads: the commit comes from the GitHub Deployment the action recorded', () => {
  let github: FakeGitHub;
  beforeAll(async () => {
    github = await startFakeGitHub();
  });
  afterAll(() => github.close());

  test('an upload whose recorded commit is unchanged is skipped, saying the answer came from GitHub', async () => {
    const repo = new Monorepo(
      fleetManifest({ defaults: '  source: upload\n  github_environment: production' }),
    );
    const served = repo.head();
    github.deployments.length = 0;
    for (const name of NAMES) {
      const { deployment: d, revision: r } = emulator.store.seedUploaded(name);
      github.deployments.unshift({
        id: github.deployments.length + 1,
        environment: `production/${name}`,
        ref: served,
        sha: served,
        payload: { langgraph_deploy: { deployment_id: d.id, revision_id: r.id } },
        statuses: ['success'],
      });
    }
    // One upload's record is missing: what serves it is unknown, so it deploys, saying why.
    github.deployments.splice(
      github.deployments.findIndex((d) => d.environment === 'production/triage-agent'),
      1,
    );
    repo.commit('search', { 'agents/search/graph.py': 'NAME = "s2"\n' });
    const { planned, deploying } = await plan(
      repo,
      { github_token: 'ghs_token' },
      { GITHUB_API_URL: github.url },
    );
    expect(deploying).toEqual(['triage-agent', 'search-agent']);
    expect(byName(planned, 'billing-agent')).toMatchObject({
      action: 'skip',
      serving: { commit: served, from: 'github-deployment' },
    });
    expect(byName(planned, 'billing-agent')!.why).toContain(
      'from the GitHub Deployment in production/billing-agent',
    );
    expect(byName(planned, 'triage-agent')).toMatchObject({ reason: 'serving-unknown' });
    expect(byName(planned, 'triage-agent')!.why).toContain(
      'no GitHub Deployment in production/triage-agent records revision',
    );
    const gets = github.requests.filter((r) => r.method === 'GET');
    expect(gets).toHaveLength(5);
    expect(gets.every((r) => r.authorization === 'token ghs_token')).toBe(true);
  });

  test("GitHub's HTML error page is one bounded line of the plan, which the report still accepts", async () => {
    const repo = new Monorepo(
      fleetManifest({ defaults: '  source: upload\n  github_environment: production' }),
    );
    for (const name of NAMES) {
      emulator.store.seedUploaded(name);
    }
    github.deploymentsListReply = {
      status: 502,
      contentType: 'text/html',
      body: `<html><body>${'::error::Unicorn! This page is taking too long to load.\n'.repeat(500)}</body></html>`,
    };
    try {
      const { run, planned, deploying } = await plan(
        repo,
        { github_token: 'ghs_token' },
        { GITHUB_API_URL: github.url },
      );
      expect(run.exitCode).toBe(0);
      expect(deploying).toEqual(NAMES);
      for (const d of planned!.deployments) {
        expect(d.reason).toBe('serving-unknown');
        expect(d.why).toMatch(/^its GitHub Deployments could not be read: GitHub's API answered 502/);
        expect(d.why).not.toContain('\n');
        expect(d.why.length).toBeLessThanOrEqual(400);
      }
      // The report reads the plan back through the same parser: it must accept what plan wrote.
      expect(parsePlan(run.outputs.plan!)).toHaveProperty('plan');
    } finally {
      delete github.deploymentsListReply;
    }
  });

  test('a cancellation while GitHub does not answer ends the plan as cancelled, with no matrix', async () => {
    const repo = new Monorepo(
      fleetManifest({ defaults: '  source: upload\n  github_environment: production' }),
    );
    for (const name of NAMES) {
      emulator.store.seedUploaded(name);
    }
    const cancel = new AbortController();
    github.hang = true;
    github.onRequest = () => cancel.abort();
    try {
      const run = await runInProcess(
        {
          api_key: EMULATOR_API_KEY,
          api_url: emulator.url,
          command: 'plan',
          manifest: 'deploy/fleet.yml',
          github_token: 'ghs_token',
        },
        {
          env: { GITHUB_WORKSPACE: repo.dir, GITHUB_SHA: repo.head(), GITHUB_API_URL: github.url },
          signal: cancel.signal,
        },
      );
      expect(run.state.failure).toMatchObject({ title: 'Cancelled' });
      expect(run.outputs.matrix).toBe('');
      expect(run.outputs.plan).toBe('');
    } finally {
      github.hang = false;
      delete github.onRequest;
    }
  });
});
