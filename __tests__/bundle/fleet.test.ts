import { afterEach, beforeEach, describe, expect, test } from '@jest/globals';
import { EMULATOR_API_KEY, startEmulator, type Emulator } from '../../emulator/server.ts';
import { EMULATOR_INTEGRATION_ID } from '../../emulator/store.ts';
import { errorLine, runBundle } from '../helpers/bundle.ts';
import { AGENTS, fleetManifest, Monorepo } from '../helpers/monorepo.ts';

/** A fleet through the bundle, as the runner runs each of its three jobs. */
let emulator: Emulator;
beforeEach(async () => {
  emulator = await startEmulator();
});
afterEach(() => emulator.close());

const NAMES = AGENTS.map((a) => `${a}-agent`);

const inputs = (extra: Record<string, string>) => ({
  api_key: EMULATOR_API_KEY,
  api_url: emulator.url,
  manifest: 'deploy/fleet.yml',
  // What the runner passes for the one input that keeps a runner default.
  github_token: '',
  ...extra,
});

describe('a fleet, as the runner runs it', () => {
  test('plan: only the changed agent is in the matrix; every deployment is in the plan with why', async () => {
    const repo = new Monorepo();
    for (const name of NAMES) emulator.store.seedDeployed(name).revisions[0]!.commitSha = repo.head();
    repo.commit('research', { 'agents/research/graph.py': 'NAME = "r2"\n' });
    const r = await runBundle(inputs({ command: 'plan' }), {
      GITHUB_WORKSPACE: repo.dir,
      GITHUB_SHA: repo.head(),
    });
    expect(errorLine(r.stdout)).toBe('');
    expect(r.code).toBe(0);
    expect(r.outputs.matrix).toBe('{"include":[{"deployment":"research-agent"}]}');
    const plan = JSON.parse(r.outputs.plan!) as {
      deployments: Array<{ deployment: string; action: string }>;
    };
    expect(plan.deployments.map((d) => `${d.deployment} ${d.action}`)).toEqual([
      'support-agent skip',
      'research-agent deploy',
      'billing-agent skip',
      'triage-agent skip',
      'search-agent skip',
    ]);
    expect(r.summary).toContain('## 📋 Fleet plan: 1 of 5 deployments to deploy');
    expect(emulator.requests.map((q) => q.route)).toEqual(['list-deployments']);
  });

  test("a matrix job deploys its entry with the manifest's settings under the step's", async () => {
    const repo = new Monorepo(
      fleetManifest({ entries: { billing: '    deployment_type: prod\n    build_on_push: true' } }),
    );
    const r = await runBundle(
      inputs({
        deployment: 'billing-agent',
        integration_id: EMULATOR_INTEGRATION_ID,
        build_on_push: 'false',
        poll_interval: '100ms',
        poll_max_interval: '200ms',
      }),
      { GITHUB_WORKSPACE: repo.dir, GITHUB_SHA: repo.head() },
    );
    expect(errorLine(r.stdout)).toBe('');
    expect(r.code).toBe(0);
    const create = emulator.requests.find((q) => q.route === 'create-deployment')!;
    expect(create.body).toMatchObject({
      name: 'billing-agent',
      // The entry's setting, which no runner default hides …
      source_config: { deployment_type: 'prod', build_on_push: false },
      source_revision_config: { langgraph_config_path: 'agents/billing/langgraph.json' },
    });
    // … and the step's own input, which wins over the entry's.
    expect(r.outputs.status).toBe('DEPLOYED');
  });

  test('a manifest with problems is refused before any request, each problem naming its entry', async () => {
    const repo = new Monorepo(
      fleetManifest({ entries: { triage: '    deployment_type: huge', search: '    secrets: KEY=value' } }),
    );
    const r = await runBundle(inputs({ command: 'plan' }), {
      GITHUB_WORKSPACE: repo.dir,
      GITHUB_SHA: repo.head(),
    });
    expect(r.code).toBe(1);
    expect(r.outputs.status).toBe('INVALID_INPUTS');
    expect(r.stdout).toContain(
      'manifest deploy/fleet.yml, deployment triage-agent: deployment_type: "huge" is not accepted; use one of serverless, dedicated, dev, prod, dev_free',
    );
    expect(r.stdout).toContain(
      'manifest deploy/fleet.yml, deployment search-agent: secrets: are secrets: they never go in a file',
    );
    expect(r.stdout).not.toContain('KEY=value');
    expect(emulator.requests).toEqual([]);
  });
});
