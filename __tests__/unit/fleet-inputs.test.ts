import { problemText } from '../../src/inputs/problem.ts';
import { describe, expect, test } from '@jest/globals';
import { loadInputs } from '../../src/inputs/load.ts';
import type { ReadResult } from '../../src/inputs/read.ts';
import type { Inputs } from '../../src/inputs/types.ts';
import { GITHUB_ENV, inputEnv } from '../helpers/runner-files.ts';
import { workspaceWith } from '../helpers/workspace.ts';

const CONFIG = JSON.stringify({ graphs: { agent: './graph.py:graph' } });

/** A checkout with the manifest at deploy/fleet.yml and a langgraph.json per agent folder. */
function checkout(manifest: string, agents = ['support', 'research']): string {
  return workspaceWith({
    'deploy/fleet.yml': manifest,
    'libs/common/util.py': 'X = 1\n',
    ...Object.fromEntries(agents.map((a) => [`agents/${a}/langgraph.json`, CONFIG])),
  });
}

const MANIFEST = `
defaults:
  source: upload
  region: us
  smoke_test: true
deployments:
  - name: support-agent
    graph_config_path: agents/support/langgraph.json
    paths: [libs/common]
  - name: research-agent
    graph_config_path: agents/research/langgraph.json
    deployment_type: prod
`;

function read(manifest: string, inputs: Record<string, string>, agents?: string[]): Promise<ReadResult> {
  const workspace = checkout(manifest, agents);
  return loadInputs({
    ...GITHUB_ENV,
    GITHUB_WORKSPACE: workspace,
    ...inputEnv({ api_key: 'lsv2_pt_key', manifest: 'deploy/fleet.yml', ...inputs }),
  });
}

async function ok(manifest: string, inputs: Record<string, string>): Promise<Inputs> {
  const result = await read(manifest, inputs);
  if (!result.ok) throw new Error(result.problems.map((p) => problemText(p)).join('\n'));
  return result.inputs;
}

async function problems(
  manifest: string,
  inputs: Record<string, string> = { command: 'plan' },
  agents?: string[],
) {
  const result = await read(manifest, inputs, agents);
  return result.ok ? [] : result.problems.map((p) => problemText(p));
}

describe('a matrix job: the entry under the step', () => {
  test("the entry's settings and the manifest's defaults apply where the step set nothing", async () => {
    const inputs = await ok(MANIFEST, { deployment: 'research-agent' });
    expect(inputs.target.name).toBe('research-agent');
    expect(inputs.deployment).toMatchObject({
      source: 'upload',
      graphConfigPath: 'agents/research/langgraph.json',
      deploymentType: 'prod',
    });
    expect(inputs.smoke.enabled).toBe(true);
    expect(inputs.fleet).toMatchObject({ manifest: 'deploy/fleet.yml', deployment: 'research-agent' });
  });

  test("the step's own inputs win over the entry and the defaults", async () => {
    const inputs = await ok(MANIFEST, {
      deployment: 'research-agent',
      deployment_type: 'dev',
      smoke_test: 'false',
    });
    expect(inputs.deployment.deploymentType).toBe('dev');
    expect(inputs.smoke.enabled).toBe(false);
  });

  test("an input the step did not set takes the manifest's value, not the action's default", async () => {
    // The action's defaults (dev, github) are applied last: the runner no longer passes them.
    const inputs = await ok(MANIFEST, { deployment: 'research-agent' });
    expect(inputs.deployment.deploymentType).not.toBe('dev');
    expect(inputs.deployment.source).not.toBe('github');
  });

  test('the GitHub environment is the deployment’s own', async () => {
    const inputs = await ok(MANIFEST, { deployment: 'support-agent', github_environment: 'production' });
    expect(inputs.github.environment).toBe('production/support-agent');
  });

  test('an entry that is not in the manifest is named with those that are', async () => {
    expect(await problems(MANIFEST, { deployment: 'billing-agent' })).toEqual([
      'deployment: billing-agent is not a deployment of manifest deploy/fleet.yml; it has support-agent, research-agent',
    ]);
  });

  test('the step may not name the deployment itself: its entry does', async () => {
    expect(await problems(MANIFEST, { deployment: 'support-agent', name: 'other' })).toEqual([
      'name: is not set on the step with a manifest: each deployment is named by its entry (deployment)',
    ]);
  });
});

describe('every manifest value is checked like a step input, naming its place', () => {
  test("an entry's bad value: the same message as the step's, with the entry", async () => {
    const manifest = MANIFEST.replace('deployment_type: prod', 'deployment_type: huge');
    expect(await problems(manifest)).toEqual([
      'manifest deploy/fleet.yml, deployment research-agent: deployment_type: "huge" is not accepted; use one of serverless, dedicated, dev, prod, dev_free',
    ]);
  });

  test('an install or build command the deploy clients refuse names its entry and the character, plan and matrix job alike', async () => {
    const manifest = MANIFEST.replace(
      'deployment_type: prod',
      "deployment_type: prod\n    install_command: 'yarn install; yarn build'",
    );
    const refused =
      'manifest deploy/fleet.yml, deployment research-agent: install_command: contains ";", which LangSmith\'s deploy clients refuse in an install or build command; put the steps in a script in the repository and run that script here (e.g. sh scripts/install.sh)';
    expect(await problems(manifest)).toEqual([refused]);
    expect(await problems(manifest, { deployment: 'research-agent' })).toEqual([refused]);
    const chained = MANIFEST.replace('region: us', "region: us\n  build_command: 'yarn build && yarn test'");
    expect((await ok(chained, { deployment: 'support-agent' })).deployment.buildCommand).toBe(
      'yarn build && yarn test',
    );
  });

  test("a bad default is said once, as the defaults'", async () => {
    const manifest = MANIFEST.replace('region: us', 'region: mars');
    expect(await problems(manifest)).toEqual([
      'manifest deploy/fleet.yml, defaults: region: "mars" is not accepted; use one of us, eu',
    ]);
  });

  test("a step's bad value is the step's, said once", async () => {
    expect(await problems(MANIFEST, { command: 'plan', timeout: 'soon' })).toEqual([
      expect.stringMatching(/^timeout: "soon" is not a duration/),
    ]);
  });

  test('a problem only an entry causes with a step value names the entry', async () => {
    // repo_ref is the step's; source: upload (the defaults') makes it wrong for every entry.
    expect(await problems(MANIFEST, { command: 'plan', repo_ref: 'main' })).toEqual([
      "manifest deploy/fleet.yml, deployment support-agent: repo_ref: only applies to source: github; with source: upload the workspace's files are uploaded",
      "manifest deploy/fleet.yml, deployment research-agent: repo_ref: only applies to source: github; with source: upload the workspace's files are uploaded",
    ]);
  });
});

describe('the manifest’s shape, before any request', () => {
  test('unknown keys, inputs the action does not have, duplicate names: each named with its entry', async () => {
    const manifest = `
defaults:
  smoke_tset: true
deployments:
  - name: support-agent
    graph_config_path: agents/support/langgraph.json
    colour: blue
  - name: support-agent
    graph_config_path: agents/research/langgraph.json
extra: 1
`;
    expect(await problems(manifest)).toEqual([
      'manifest deploy/fleet.yml: extra: is not a key of a manifest; use defaults and deployments',
      'manifest deploy/fleet.yml, defaults: smoke_tset: is not an input of the action (did you mean smoke_test?); a manifest sets the inputs action.yml declares',
      'manifest deploy/fleet.yml, deployment support-agent: colour: is not an input of the action; a manifest sets the inputs action.yml declares',
      'manifest deploy/fleet.yml, deployments[1]: name: support-agent is also the name of deployments[0]; each deployment is named once',
    ]);
  });

  test('secrets never go in the manifest: secrets, api_key, github_token and judge_api_key are refused, saying why', async () => {
    const manifest = `
defaults:
  api_key: lsv2_pt_in_a_file
  judge_api_key: sk-judge-in-a-file
deployments:
  - name: support-agent
    graph_config_path: agents/support/langgraph.json
    secrets: OPENAI_API_KEY=sk-1
    github_token: ghp_x
`;
    const found = await problems(manifest);
    expect(found).toEqual([
      'manifest deploy/fleet.yml, defaults: api_key: is a secret: it never goes in a file; pass it to the step from a secret',
      expect.stringMatching(
        /^manifest deploy\/fleet.yml, deployment support-agent: secrets: are secrets: they never go in a file; set `secrets` on the deploy step/,
      ),
      'manifest deploy/fleet.yml, defaults: judge_api_key: is a secret: it never goes in a file; pass it to the step from a secret',
      'manifest deploy/fleet.yml, deployment support-agent: github_token: is a secret: it never goes in a file; the step has it',
    ]);
    // The values themselves are never quoted back.
    expect(found.join('\n')).not.toMatch(/lsv2_pt_in_a_file|sk-1|ghp_x|sk-judge/);
  });

  test('an agent environment is not taken by a fleet: agent_id and agent_environment in an entry are refused', async () => {
    const manifest = `
deployments:
  - name: support-agent
    graph_config_path: agents/support/langgraph.json
    agent_id: a9e0
    agent_environment: staging
`;
    expect(await problems(manifest)).toEqual([
      'manifest deploy/fleet.yml, deployment support-agent: agent_id: is not taken by a fleet, which finds its deployments by name (docs/agent-environments.md)',
      'manifest deploy/fleet.yml, deployment support-agent: agent_environment: is not taken by a fleet, which finds its deployments by name (docs/agent-environments.md)',
    ]);
  });

  test('a missing langgraph.json is named with its entry, before any request', async () => {
    const found = await problems(MANIFEST, { command: 'plan' }, ['support']);
    expect(found).toEqual([
      "manifest deploy/fleet.yml, deployment research-agent: graph_config_path: agents/research/langgraph.json is not in the checkout; check the path (relative to the repository's root), and that actions/checkout ran first",
    ]);
  });

  test('names, paths and list values that could mislead git, GitHub or the matrix are refused', async () => {
    const manifest = `
deployments:
  - name: "bad name"
    graph_config_path: agents/support/langgraph.json
  - name: ok-agent
    graph_config_path: agents/support/langgraph.json
    paths: [../outside, /etc, "-rf", ":(glob)**", libs/common]
    smoke_checks: [run, stream]
`;
    expect(await problems(manifest)).toEqual([
      expect.stringMatching(/deployment ok-agent: paths: "..\/outside" is not accepted/),
      expect.stringMatching(/deployment ok-agent: paths: "\/etc" is not accepted/),
      expect.stringMatching(/deployment ok-agent: paths: "-rf" is not accepted/),
      expect.stringMatching(/deployment ok-agent: paths: ":\(glob\)\*\*" is a pattern/),
      expect.stringMatching(
        /^manifest deploy\/fleet.yml, deployments\[0\]: name: is not accepted; use the deployment’s name/,
      ),
      'manifest deploy/fleet.yml, deployment ok-agent: smoke_checks: is a list; write it as the step\'s input is written (text, e.g. "run,stream")',
    ]);
  });

  test('names that differ only in case are refused: GitHub environment names ignore case', async () => {
    const manifest = MANIFEST.replace('name: research-agent', 'name: Support-Agent');
    expect(await problems(manifest)).toEqual([
      "manifest deploy/fleet.yml, deployments[1]: name: Support-Agent differs from support-agent (deployments[0]) only in case; GitHub's environment names ignore case, so each deployment's name must differ by more",
    ]);
  });

  test('two entries LangSmith would see as one deployment are refused: names are sent normalized', async () => {
    const manifest = MANIFEST.replace('name: research-agent', 'name: support_agent');
    expect(await problems(manifest)).toEqual([
      "manifest deploy/fleet.yml, deployments[1]: name: support_agent is the deployment support-agent in LangSmith, as support-agent (deployments[0]) is: a deployment's name is lowercase letters, digits and hyphens, so names are sent that way; make the two differ in more than case and punctuation",
    ]);
  });

  test('an entry’s name is sent normalized; the matrix value and its GitHub environment keep it as written', async () => {
    const manifest = MANIFEST.replace('name: research-agent', 'name: Research.Agent');
    const inputs = await ok(manifest, { deployment: 'Research.Agent', github_environment: 'production' });
    expect(inputs.target).toMatchObject({ name: 'research-agent', asGiven: 'Research.Agent' });
    expect(inputs.github.environment).toBe('production/Research.Agent');
    expect(inputs.fleet!.entries.map((e) => e.name)).toEqual(['Research.Agent']);
  });

  test('two entries with one deployment_id are refused: their matrix jobs would deploy one deployment twice', async () => {
    const id = '0b53b1c9-4d8e-4f3a-9b1e-6c2d7e8f9a0b';
    const manifest = MANIFEST.replace(
      'paths: [libs/common]',
      `paths: [libs/common]\n    deployment_id: ${id}`,
    ).replace('deployment_type: prod', `deployment_id: "${id}"`);
    expect(await problems(manifest)).toEqual([
      `manifest deploy/fleet.yml, deployment research-agent: deployment_id: ${id} is also that of support-agent; each deployment is in the manifest once`,
    ]);
  });

  test('paths are folders or files, not patterns: a glob would never match a changed file', async () => {
    const manifest = MANIFEST.replace(
      'paths: [libs/common]',
      'paths: ["libs/*", "libs/**/x.py", "lib?", "libs/[ab]"]',
    );
    const found = await problems(manifest, { command: 'plan' });
    expect(found).toHaveLength(4);
    for (const problem of found)
      expect(problem).toMatch(
        /^manifest deploy\/fleet.yml, deployment support-agent: paths: "[^"]+" is a pattern; name the folder or file itself \(a folder covers everything in it, e\.g\. libs\/common\)$/,
      );
  });

  test('a path that is not in the checkout is refused: a typo would never redeploy', async () => {
    const workspace = checkout(
      MANIFEST.replace('paths: [libs/common]', 'paths: [libs/comon, agents/support]'),
    );
    const result = await loadInputs({
      ...GITHUB_ENV,
      GITHUB_WORKSPACE: workspace,
      ...inputEnv({ api_key: 'lsv2_pt_key', manifest: 'deploy/fleet.yml', command: 'plan' }),
    });
    expect(result.ok ? [] : result.problems.map((p) => problemText(p))).toEqual([
      'manifest deploy/fleet.yml, deployment support-agent: paths: libs/comon is not in the checkout; name a folder or file of the repository (relative to its root)',
    ]);
  });

  test("keys named like an object's own properties are unknown inputs, said as such", async () => {
    const manifest = `
defaults:
  constructor: x
deployments:
  - name: support-agent
    graph_config_path: agents/support/langgraph.json
    __proto__: {smoke_test: true}
    toString: y
`;
    expect(await problems(manifest)).toEqual([
      'manifest deploy/fleet.yml, defaults: constructor: is not an input of the action; a manifest sets the inputs action.yml declares',
      'manifest deploy/fleet.yml, deployment support-agent: __proto__: is not an input of the action; a manifest sets the inputs action.yml declares',
      'manifest deploy/fleet.yml, deployment support-agent: toString: is not an input of the action; a manifest sets the inputs action.yml declares',
    ]);
  });

  test('YAML that does not parse, or an alias bomb, is refused with its line, ending cleanly (no dangling colon)', async () => {
    expect(await problems('deployments:\n  - name: [unclosed\n')).toEqual([
      'manifest deploy/fleet.yml: line 3: Flow sequence in block collection must be sufficiently indented and end with a ]',
    ]);
    for (const broken of ['x: "unterminated', 'a: b\n c: d', 'deployments:\n\t- a', 'a: 1\na: 2'])
      for (const problem of await problems(broken)) expect(problem).toMatch(/: line \d+: [^\n]*[^:\s]$/);
    const bomb = [
      'a: &a [x, x, x, x, x, x, x, x, x]',
      ...Array.from(
        { length: 8 },
        (_, i) =>
          `${String.fromCharCode(98 + i)}: &${String.fromCharCode(98 + i)} [*${String.fromCharCode(97 + i)}, *${String.fromCharCode(97 + i)}, *${String.fromCharCode(97 + i)}, *${String.fromCharCode(97 + i)}, *${String.fromCharCode(97 + i)}, *${String.fromCharCode(97 + i)}, *${String.fromCharCode(97 + i)}, *${String.fromCharCode(97 + i)}, *${String.fromCharCode(97 + i)}]`,
      ),
    ].join('\n');
    const started = performance.now();
    expect(await problems(bomb)).toEqual([expect.stringMatching(/^manifest deploy\/fleet.yml: .*alias/i)]);
    expect(performance.now() - started).toBeLessThan(1_000);
  });

  test('a manifest outside the repository, or missing, is named with the input', async () => {
    expect(await problems(MANIFEST, { command: 'plan', manifest: '../fleet.yml' })).toEqual([
      `manifest: "../fleet.yml" is not accepted; use the manifest's path relative to the repository's root (e.g. deploy/fleet.yml)`,
    ]);
    expect(await problems(MANIFEST, { command: 'plan', manifest: 'deploy/nope.yml' })).toEqual([
      "manifest: deploy/nope.yml is not in the checkout; check the path (relative to the repository's root), and that actions/checkout ran first",
    ]);
  });

  test('plan and report need a manifest; a matrix job needs its entry; force is for plan', async () => {
    expect(await problems(MANIFEST, { command: 'plan', manifest: '' })).toEqual([
      'manifest: is required for command plan: the path of the fleet manifest in the repository',
    ]);
    expect(await problems(MANIFEST, { command: 'deploy' })).toEqual([
      'deployment: is required with manifest for command deploy: the manifest entry this job acts on (matrix.deployment); or use command plan or report',
    ]);
    expect(await problems(MANIFEST, { command: 'report', force: 'true' })).toEqual([
      'force: command: report does not use it; it applies to plan',
    ]);
  });

  test('a fleet-only input given to another command is refused by the command table', async () => {
    expect(
      await problems(MANIFEST, { command: 'deploy', deployment: 'support-agent', force: 'true' }),
    ).toEqual(['force: command: deploy does not use it; it applies to plan']);
    expect(await problems(MANIFEST, { command: 'deploy', deployment: 'support-agent', plan: '{}' })).toEqual([
      'plan: command: deploy does not use it; it applies to report',
    ]);
    expect(await problems(MANIFEST, { command: 'plan', deployment: 'support-agent' })).toEqual([
      'deployment: command: plan does not use it; it applies to deploy, rollback, delete, status, wait-auth, smoke-test, prune',
    ]);
  });

  test('force, a switch, counts as set only when on: false passes, a word that is no boolean is one problem', async () => {
    const deploy = { command: 'deploy', deployment: 'support-agent' };
    expect(await problems(MANIFEST, { ...deploy, force: 'false' })).toEqual([]);
    expect(await problems(MANIFEST, { ...deploy, force: 'maybe' })).toEqual([
      expect.stringMatching(/^force: "maybe" is not a boolean/),
    ]);
  });

  test('a manifest for several control planes is refused: one list serves the fleet', async () => {
    const manifest = MANIFEST.replace('deployment_type: prod', 'region: eu');
    expect(await problems(manifest)).toEqual([
      expect.stringMatching(
        /^manifest deploy\/fleet.yml, deployment research-agent: region, api_url, self_hosted_url or tenant_id: its control plane or workspace is not that of support-agent/,
      ),
    ]);
  });

  test('a manifest setting a resource_spec as a mapping passes it as JSON', async () => {
    const manifest = MANIFEST.replace(
      'deployment_type: prod',
      'resource_spec:\n      min_scale: 1\n      max_scale: 3',
    );
    const inputs = await ok(manifest, { deployment: 'research-agent' });
    expect(inputs.deployment.resourceSpec).toEqual({ min_scale: 1, max_scale: 3 });
  });
});
