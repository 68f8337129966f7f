/**
 * A fleet (docs/fleet.md) on the emulator: the plan's time and requests for 20 and 50 deployments,
 * and the report's requests for 20 — through the bundle as the runner runs each job, against the
 * emulator and a local fake of GitHub's API, over a generated monorepo in git.
 */
import { performance } from 'node:perf_hooks';
import { EMULATOR_API_KEY, startEmulator, type Emulator } from '../emulator/server.ts';
import { runBundle } from '../__tests__/helpers/bundle.ts';
import { startFakeGitHub, type FakeGitHub } from '../__tests__/helpers/fake-github.ts';
import { Monorepo } from '../__tests__/helpers/monorepo.ts';

export interface FleetRun {
  deployments: number;
  /** What the fleet is like. */
  variant: string;
  /** Wall time of the step: node's start-up included. */
  ms: number;
  controlPlane: number;
  github: number;
  deploying: number;
}

const RUN_ID = '777';

/** A monorepo of `count` agents, each served by its first commit; then `changed` agents change. */
function fleet(count: number, defaults = ''): { repo: Monorepo; names: string[]; served: string } {
  const names = Array.from({ length: count }, (_, i) => `agent-${i}`);
  const repo = new Monorepo(
    [
      ...(defaults ? ['defaults:', defaults] : []),
      'deployments:',
      ...names.flatMap((n) => [`  - name: ${n}`, `    graph_config_path: agents/${n}/langgraph.json`]),
    ].join('\n'),
  );
  const served = repo.commit(
    'the fleet',
    Object.fromEntries(
      names.flatMap((n) => [
        [`agents/${n}/langgraph.json`, JSON.stringify({ graphs: { agent: './graph.py:graph' } })],
        [`agents/${n}/graph.py`, `NAME = "${n}"\n`],
      ]),
    ),
  );
  return { repo, names, served };
}

function env(repo: Monorepo, github?: FakeGitHub): Record<string, string> {
  return {
    GITHUB_WORKSPACE: repo.dir,
    GITHUB_SHA: repo.head(),
    GITHUB_RUN_ID: RUN_ID,
    ...(github ? { GITHUB_API_URL: github.url } : {}),
  };
}

async function step(
  emulator: Emulator,
  github: FakeGitHub,
  repo: Monorepo,
  inputs: Record<string, string>,
): Promise<{ ms: number; outputs: Record<string, string>; controlPlane: number; github: number }> {
  emulator.requests.length = 0;
  github.requests.length = 0;
  const started = performance.now();
  const r = await runBundle(
    {
      api_key: EMULATOR_API_KEY,
      api_url: emulator.url,
      manifest: 'deploy/fleet.yml',
      github_token: 'ghs_bench',
      ...inputs,
    },
    env(repo, github),
  );
  const ms = performance.now() - started;
  if (r.code !== 0) throw new Error(`fleet bench step failed:\n${r.stdout}`);
  return { ms, outputs: r.outputs, controlPlane: emulator.requests.length, github: github.requests.length };
}

/** The plan of a fleet of `count` github-source deployments, two of them changed. */
async function planGithub(count: number, notServingLatest = 0): Promise<FleetRun> {
  const emulator = await startEmulator();
  const github = await startFakeGitHub();
  try {
    const { repo, names, served } = fleet(count);
    for (const [i, name] of names.entries()) {
      const d = emulator.store.seedDeployed(name);
      d.revisions[0]!.commitSha = served;
      // A newer revision that failed: the one serving is not the latest, and is read.
      if (i < notServingLatest) {
        emulator.store.nextScripts.push([{ status: 'BUILD_FAILED' }]);
        emulator.store.addRevision(d);
      }
    }
    return await planTwoChanged(
      emulator,
      github,
      repo,
      count,
      notServingLatest
        ? `\`source: github\`, ${notServingLatest} whose latest revision failed (the serving one is read)`
        : '`source: github`, each served by its latest revision',
    );
  } finally {
    await emulator.close();
    await github.close();
  }
}

/** Two agents change, then the plan runs: its time, requests and how many it deploys. */
async function planTwoChanged(
  emulator: Emulator,
  github: FakeGitHub,
  repo: Monorepo,
  count: number,
  variant: string,
): Promise<FleetRun> {
  repo.commit('two agents', { 'agents/agent-3/graph.py': 'x\n', 'agents/agent-11/graph.py': 'y\n' });
  const r = await step(emulator, github, repo, { command: 'plan' });
  return {
    deployments: count,
    variant,
    ms: r.ms,
    controlPlane: r.controlPlane,
    github: r.github,
    deploying: (JSON.parse(r.outputs.matrix!) as { include: unknown[] }).include.length,
  };
}

/** The plan of a fleet of uploads: each serving commit from the GitHub Deployment its job made. */
async function planUploads(count: number): Promise<FleetRun> {
  const emulator = await startEmulator();
  const github = await startFakeGitHub();
  try {
    const { repo, names, served } = fleet(count, '  source: upload\n  github_environment: production');
    for (const name of names) {
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
    return await planTwoChanged(
      emulator,
      github,
      repo,
      count,
      '`source: upload`, commits from the GitHub Deployments',
    );
  } finally {
    await emulator.close();
    await github.close();
  }
}

/** The report of a fleet of `count` after its plan deployed two: requests to each side. */
async function report(count: number): Promise<FleetRun> {
  const emulator = await startEmulator();
  const github = await startFakeGitHub();
  try {
    const { repo, names, served } = fleet(count, '  github_environment: production');
    for (const name of names) emulator.store.seedDeployed(name).revisions[0]!.commitSha = served;
    repo.commit('two agents', { 'agents/agent-3/graph.py': 'x\n', 'agents/agent-11/graph.py': 'y\n' });
    const plan = await step(emulator, github, repo, { command: 'plan' });
    // What the two matrix jobs left: a new revision each, and a GitHub Deployment with its status.
    const runUrl = `https://github.com/acme/agent/actions/runs/${RUN_ID}`;
    for (const name of ['agent-3', 'agent-11']) {
      const d = emulator.store.byName(name)!;
      emulator.store.nextScripts.push([{ status: 'DEPLOYED' }]);
      emulator.store.addRevision(d).commitSha = repo.head();
      github.deployments.unshift({
        id: github.deployments.length + 1,
        environment: `production/${name}`,
        ref: repo.head(),
        sha: repo.head(),
        statuses: ['success'],
        statusRecords: [
          { state: 'success', description: 'Revision DEPLOYED; smoke test passed', log_url: runUrl },
        ],
      });
    }
    const r = await step(emulator, github, repo, { command: 'report', plan: plan.outputs.plan! });
    return {
      deployments: count,
      variant: 'report after the plan deployed 2 (no pull-request comment)',
      ms: r.ms,
      controlPlane: r.controlPlane,
      github: r.github,
      deploying: 2,
    };
  } finally {
    await emulator.close();
    await github.close();
  }
}

export async function fleetRuns(): Promise<{ plans: FleetRun[]; report: FleetRun }> {
  const plans = [await planGithub(20), await planGithub(20, 5), await planUploads(20), await planGithub(50)];
  return { plans, report: await report(20) };
}
