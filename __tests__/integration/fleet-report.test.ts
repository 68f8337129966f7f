import { afterEach, beforeEach, describe, expect, test } from '@jest/globals';
import { EMULATOR_API_KEY, startEmulator, type Emulator } from '../../emulator/server.ts';
import { EMULATOR_INTEGRATION_ID } from '../../emulator/store.ts';
import type { FleetPlan } from '../../src/inputs/plan-json.ts';
import { fleetMarker } from '../../src/report/fleet.ts';
import { startFakeGitHub, type FakeGitHub } from '../helpers/fake-github.ts';
import { runInProcess } from '../helpers/in-process.ts';
import { AGENTS, fleetManifest, Monorepo } from '../helpers/monorepo.ts';

let emulator: Emulator;
let github: FakeGitHub;
beforeEach(async () => {
  emulator = await startEmulator();
  github = await startFakeGitHub();
});
afterEach(async () => {
  await emulator.close();
  await github.close();
});

const NAMES = AGENTS.map((a) => `${a}-agent`);

/** One workflow run on a pull request: the plan, the matrix jobs and the report share it. */
function workflowEnv(repo: Monorepo): Record<string, string> {
  return {
    GITHUB_WORKSPACE: repo.dir,
    GITHUB_SHA: repo.head(),
    GITHUB_REF: 'refs/pull/7/merge',
    GITHUB_HEAD_REF: 'feature',
    GITHUB_EVENT_NAME: 'pull_request',
    GITHUB_RUN_ID: '4242',
    GITHUB_API_URL: github.url,
  };
}

const step = (inputs: Record<string, string>) => ({
  api_key: EMULATOR_API_KEY,
  api_url: emulator.url,
  manifest: 'deploy/fleet.yml',
  github_token: 'ghs_fleet',
  github_environment: 'preview',
  ...inputs,
});

describe('command: report after the matrix', () => {
  test('one summary and one comment for the fleet: what deployed, what failed, what the plan skipped', async () => {
    const repo = new Monorepo();
    for (const name of NAMES) emulator.store.seedDeployed(name).revisions[0]!.commitSha = repo.head();
    repo.commit('billing and search', {
      'agents/billing/graph.py': 'NAME = "b2"\n',
      'agents/search/graph.py': 'NAME = "s2"\n',
    });
    const env = workflowEnv(repo);

    const planned = await runInProcess(step({ command: 'plan' }), { env });
    expect(JSON.parse(planned.outputs.matrix!)).toEqual({
      include: [{ deployment: 'billing-agent' }, { deployment: 'search-agent' }],
    });

    // The matrix: billing's build fails; search deploys.
    emulator.store.nextScripts.push([{ status: 'QUEUED', polls: 1 }, { status: 'BUILD_FAILED' }]);
    const billing = await runInProcess(
      step({ deployment: 'billing-agent', integration_id: EMULATOR_INTEGRATION_ID, logs: 'off' }),
      { env },
    );
    expect(billing.exitCode).toBe(1);
    const search = await runInProcess(
      step({ deployment: 'search-agent', integration_id: EMULATOR_INTEGRATION_ID }),
      { env },
    );
    expect(search.exitCode).toBe(0);
    expect(github.deployments.map((d) => d.environment)).toEqual([
      'preview/search-agent',
      'preview/billing-agent',
    ]);

    emulator.requests.length = 0;
    github.requests.length = 0;
    const report = await runInProcess(
      step({ command: 'report', plan: planned.outputs.plan!, pr_comment: 'true' }),
      {
        env,
      },
    );
    expect(report.exitCode).toBe(0);
    expect(report.outputs.failed).toBe('billing-agent');
    expect(report.summary).toContain('## ❌ Fleet `deploy/fleet.yml`: 1 failed, 1 deployed, 3 skipped');
    expect(report.summary).toMatch(
      /\| `billing-agent` \| ❌ `BUILD_FAILED` \|.*\| ❌ `failure` Revision BUILD_FAILED \|/,
    );
    expect(report.summary).toMatch(
      /\| `search-agent` \| ✅ `DEPLOYED` \|.*\| `success` Revision DEPLOYED \(commit `[0-9a-f]{7}`\) \|/,
    );
    expect(report.summary).toContain('- `support-agent`: nothing it is made of changed since commit');
    // One list for the fleet, and the latest revision of the one whose latest does not serve.
    expect(emulator.requests.map((r) => r.route)).toEqual(['list-deployments', 'get-revision']);
    // Each planned deployment's record (newest GitHub Deployment, its last status), then the comment.
    expect(github.requests.map((r) => `${r.method} ${r.path.split('?')[0]}`)).toEqual([
      'GET /repos/acme/agent/deployments',
      'GET /repos/acme/agent/deployments',
      expect.stringMatching(/^GET \/repos\/acme\/agent\/deployments\/\d+\/statuses$/),
      expect.stringMatching(/^GET \/repos\/acme\/agent\/deployments\/\d+\/statuses$/),
      'GET /repos/acme/agent/issues/7/comments',
      'POST /repos/acme/agent/issues/7/comments',
    ]);
    expect(github.comments).toHaveLength(1);
    expect(github.comments[0]!.body.startsWith(fleetMarker('deploy/fleet.yml'))).toBe(true);
    expect(github.comments[0]!.body).toContain('`billing-agent`');

    // The next report updates the same comment.
    await runInProcess(step({ command: 'report', plan: planned.outputs.plan!, pr_comment: 'true' }), { env });
    expect(github.comments).toHaveLength(1);
  });

  test("a Preview build of the platform's named like a deployment is not it: its failed revision is not the fleet's", async () => {
    const repo = new Monorepo();
    const preview = emulator.store.seedPreview('triage-agent');
    emulator.store.nextScripts.push([{ status: 'DEPLOY_FAILED' }]);
    emulator.store.addRevision(preview);
    for (const name of NAMES) emulator.store.seedDeployed(name);
    const report = await runInProcess(step({ command: 'report', github_environment: '' }), {
      env: workflowEnv(repo),
    });
    expect(report.exitCode).toBe(0);
    expect(report.outputs.failed).toBe('');
    expect(report.summary).not.toContain(preview.id);
  });

  test('without a plan every deployment is shown as the control plane has it; a failed latest revision is failed', async () => {
    const repo = new Monorepo();
    for (const name of NAMES) emulator.store.seedDeployed(name);
    emulator.store.nextScripts.push([{ status: 'DEPLOY_FAILED' }]);
    emulator.store.addRevision(emulator.store.byName('triage-agent')!);
    const report = await runInProcess(step({ command: 'report', github_environment: '' }), {
      env: workflowEnv(repo),
    });
    expect(report.exitCode).toBe(0);
    expect(report.outputs.failed).toBe('triage-agent');
    expect(report.summary).toContain('No plan was given');
    expect(github.requests).toEqual([]);
  });

  test('a deployment the plan deployed whose matrix job never ran is failed: its latest revision is the one that served', async () => {
    const repo = new Monorepo();
    for (const name of NAMES) emulator.store.seedDeployed(name).revisions[0]!.commitSha = repo.head();
    repo.commit('billing', { 'agents/billing/graph.py': 'NAME = "b2"\n' });
    const env = workflowEnv(repo);
    const planned = await runInProcess(step({ command: 'plan', github_environment: '' }), { env });
    expect(JSON.parse(planned.outputs.matrix!)).toEqual({ include: [{ deployment: 'billing-agent' }] });
    // The matrix is cancelled (or its job skipped) before billing's job deploys anything.
    const report = await runInProcess(
      step({ command: 'report', plan: planned.outputs.plan!, github_environment: '' }),
      { env },
    );
    expect(report.exitCode).toBe(0);
    expect(report.outputs.failed).toBe('billing-agent');
    const served = (JSON.parse(planned.outputs.plan!) as FleetPlan).deployments.find(
      (d) => d.deployment === 'billing-agent',
    )!.serving!.revision!;
    expect(emulator.store.byName('billing-agent')!.revisions.some((r) => r.id === served)).toBe(true);
    const row = report.summary.split('\n').find((l) => l.startsWith('| `billing-agent`'))!;
    expect(row).toContain(`❌ the plan deployed it, but its latest revision is still \`${served}\``);
  });

  test('a control plane whose list ignores offset: each deployment beyond its first page is looked up by name', async () => {
    const careless = await startEmulator({ ignoreOffset: true });
    try {
      const repo = new Monorepo();
      // The fleet is not on the one page this server ever answers.
      for (let i = 0; i < 120; i++) careless.store.seedDeployed(`other-${i}`);
      for (const name of NAMES) careless.store.seedDeployed(name).revisions[0]!.commitSha = repo.head();
      repo.commit('billing', { 'agents/billing/graph.py': 'NAME = "b2"\n' });
      const env = workflowEnv(repo);
      const on = { api_url: careless.url, github_environment: '' };
      const planned = await runInProcess(step({ command: 'plan', ...on }), { env });
      expect(JSON.parse(planned.outputs.matrix!)).toEqual({ include: [{ deployment: 'billing-agent' }] });
      const report = await runInProcess(step({ command: 'report', ...on }), { env });
      expect(report.exitCode).toBe(0);
      expect(report.outputs.failed).toBe('');
      expect(report.summary).not.toContain('not created');
      for (const name of NAMES)
        expect(report.summary).toMatch(new RegExp(`\\| \`${name}\` \\| ✅ \`DEPLOYED\``));
    } finally {
      await careless.close();
    }
  });

  test('when even the search by its name is cut short, a deployment is "not listed", never "not created"', async () => {
    const careless = await startEmulator({ ignoreOffset: true });
    try {
      const repo = new Monorepo();
      // A hundred longer names that contain billing-agent fill the one page this server answers.
      for (let i = 0; i < 120; i++) careless.store.seedDeployed(`billing-agent-old-${i}`);
      for (const name of NAMES) careless.store.seedDeployed(name).revisions[0]!.commitSha = repo.head();
      const env = workflowEnv(repo);
      const on = { api_url: careless.url, github_environment: '' };
      const planned = await runInProcess(step({ command: 'plan', ...on }), { env });
      const billing = (JSON.parse(planned.outputs.plan!) as FleetPlan).deployments.find(
        (d) => d.deployment === 'billing-agent',
      );
      expect(billing).toMatchObject({ action: 'deploy', reason: 'serving-unknown' });
      expect(billing!.why).toContain('whether it exists is not known');
      const report = await runInProcess(step({ command: 'report', plan: planned.outputs.plan!, ...on }), {
        env,
      });
      expect(report.outputs.failed).toBe('billing-agent');
      const row = report.summary.split('\n').find((l) => l.startsWith('| `billing-agent`'))!;
      expect(row).toContain('| not listed |');
      expect(row).toContain("the control plane's lists were cut short before it");
    } finally {
      await careless.close();
    }
  });

  test('a plan input that is not a plan is refused before any request', async () => {
    const repo = new Monorepo();
    await expect(
      runInProcess(step({ command: 'report', plan: '{"deployments": [{"deployment": "x"}]}' }), {
        env: workflowEnv(repo),
      }),
    ).rejects.toThrow(/plan: is not a plan of this action \(deployments\.0\.action: /);
    expect(emulator.requests).toEqual([]);
  });

  test('an upload its matrix job deployed is skipped by the next plan: the commit comes from the GitHub Deployment the job made', async () => {
    const repo = new Monorepo(fleetManifest({ defaults: '  source: upload' }));
    const env = {
      ...workflowEnv(repo),
      GITHUB_REF: 'refs/heads/main',
      GITHUB_HEAD_REF: '',
      GITHUB_EVENT_NAME: 'push',
    };
    const deployed = await runInProcess(step({ deployment: 'billing-agent' }), { env });
    expect(deployed.exitCode).toBe(0);
    expect(github.deployments[0]).toMatchObject({
      environment: 'preview/billing-agent',
      sha: repo.head(),
      payload: {
        langgraph_deploy: {
          deployment_id: deployed.outputs.deployment_id,
          revision_id: deployed.outputs.revision_id,
        },
      },
    });
    repo.commit('docs', { 'README.md': 'docs\n' });
    const next = await runInProcess(step({ command: 'plan' }), { env: { ...env, GITHUB_SHA: repo.head() } });
    const billing = (
      JSON.parse(next.outputs.plan!) as { deployments: Array<Record<string, unknown>> }
    ).deployments.find((d) => d.deployment === 'billing-agent');
    expect(billing).toMatchObject({
      action: 'skip',
      serving: { from: 'github-deployment', revision: deployed.outputs.revision_id },
    });
  });

  test('a cancellation while GitHub does not answer ends the report as cancelled, not as a fleet without failures', async () => {
    const repo = new Monorepo();
    for (const name of NAMES) emulator.store.seedDeployed(name);
    const plan = JSON.stringify({
      deployments: NAMES.map((deployment) => ({ deployment, action: 'deploy', reason: 'new', why: 'new' })),
    });
    const cancel = new AbortController();
    github.hang = true;
    github.onRequest = () => cancel.abort();
    const report = await runInProcess(step({ command: 'report', plan }), {
      env: workflowEnv(repo),
      signal: cancel.signal,
    });
    expect(report.state.failure).toMatchObject({ title: 'Cancelled' });
    expect(report.stdout).not.toContain('0 failed');
  });
});

describe('a large fleet, or long words from a server', () => {
  test('the fleet’s comment stays under GitHub’s 65,536 characters and is posted; the summary stays under 1 MiB', async () => {
    const names = Array.from({ length: 40 }, (_, i) => `agent-${i}`);
    const manifest = [
      'deployments:',
      ...names.flatMap((name) => [
        `  - name: ${name}`,
        '    graph_config_path: agents/support/langgraph.json',
      ]),
      '',
    ].join('\n');
    const repo = new Monorepo(manifest);
    // Each URL is as long as a link may be: every row holds it twice (its text and its target).
    emulator.options.customUrl = (d) => `https://${d.name}.example.com/${'p'.repeat(2_000)}`;
    for (const name of names) emulator.store.seedDeployed(name);
    const report = await runInProcess(
      step({ command: 'report', github_environment: '', pr_comment: 'true' }),
      { env: workflowEnv(repo) },
    );
    expect(report.exitCode).toBe(0);
    expect(report.stdout).not.toMatch(/::warning title=Pull-request comment/);
    expect(github.comments).toHaveLength(1);
    const body = github.comments[0]!.body;
    expect(body.length).toBeLessThan(65_536);
    expect(body.startsWith(fleetMarker('deploy/fleet.yml'))).toBe(true);
    expect(body).toContain('`agent-0`');
    expect(body).toMatch(
      /The rest of this comment is cut: it reached GitHub’s limit\. The job summary has every deployment\.\*\n\n<sub>Updated/,
    );
    expect(Buffer.byteLength(report.summary)).toBeLessThan(1_048_576);
    expect(report.summary).toContain('`agent-39`');
  });
});
