import { problemText, sortProblems, type Problem } from '../../src/inputs/problem.ts';
import { describe, expect, test } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { readInputs, type ReadResult } from '../../src/inputs/read.ts';
import { secretValuesOf } from '../../src/inputs/secret-inputs.ts';
import type { Inputs } from '../../src/inputs/types.ts';
import { GITHUB_ENV, inputEnv } from '../helpers/runner-files.ts';
import { tempDir } from '../helpers/temp.ts';

const BASE = { api_key: 'lsv2_pt_key', integration_id: '0a1b2c3d-0000-4000-8000-00000000000a' };
/** Well-formed ids of the kinds the API names by UUID. */
const DEPLOYMENT = 'd0000000-0000-4000-8000-000000000001';
const LISTENER = 'e0000000-0000-4000-8000-0000000000e1';
const TENANT = 'f0000000-0000-4000-8000-0000000000f1';

function read(inputs: Record<string, string>, env: Record<string, string> = GITHUB_ENV): ReadResult {
  return readInputs({ ...env, ...inputEnv({ ...BASE, ...inputs }) });
}

function ok(inputs: Record<string, string>, env?: Record<string, string>): Inputs {
  const result = read(inputs, env);
  if (!result.ok) throw new Error(result.problems.map((p) => problemText(p)).join('\n'));
  return result.inputs;
}

function problems(inputs: Record<string, string>, env?: Record<string, string>): string[] {
  const result = read(inputs, env);
  return result.ok ? [] : result.problems.map((p) => problemText(p));
}

describe('name', () => {
  test('is sent as the platform’s clients send it; the name as given is kept for older deployments', () => {
    expect(ok({ name: 'My_Agent' }).target).toEqual({
      name: 'my-agent',
      asGiven: 'My_Agent',
      deploymentId: undefined,
    });
    expect(ok({ name: 'my-agent' }).target).toEqual({ name: 'my-agent', deploymentId: undefined });
  });

  test('the repository’s name is normalized the same way', () =>
    expect(ok({}, { ...GITHUB_ENV, GITHUB_REPOSITORY: 'acme/Agent.Py' }).target.name).toBe('agent-py'));

  test('a name with no letter or digit is refused, never guessed', () => {
    expect(problems({ name: '-_-' })).toEqual([
      'name: "-_-" has no letter or digit, and a deployment\'s name is lowercase letters, digits and hyphens; set name to such a name',
    ]);
    expect(problems({}, { ...GITHUB_ENV, GITHUB_REPOSITORY: 'acme/___' })).toEqual([
      'name: "___" (the repository\'s name) has no letter or digit, and a deployment\'s name is lowercase letters, digits and hyphens; set name to such a name',
    ]);
  });
});

describe('defaults', () => {
  test('a push to main needs only api_key and integration_id', () => {
    const inputs = ok({});
    expect(inputs.command).toBe('deploy');
    expect(inputs.controlPlane).toEqual({
      baseUrl: 'https://api.host.langchain.com',
      apiKey: 'lsv2_pt_key',
      tenantId: undefined,
      uiUrl: 'https://smith.langchain.com',
      selfHosted: false,
      urlFrom: { input: 'region', label: 'region', shown: 'us' },
    });
    expect(inputs.target).toEqual({ name: 'agent', deploymentId: undefined });
    expect(inputs.deployment).toMatchObject({
      source: 'github',
      repoUrl: 'https://github.com/acme/agent',
      repoRef: 'main',
      graphConfigPath: 'langgraph.json',
      deploymentType: undefined,
      buildOnPush: undefined,
      secrets: undefined,
    });
    expect(inputs.wait).toEqual({
      enabled: true,
      timeoutMs: 1_800_000,
      poll: { initialMs: 5_000, maxMs: 30_000, backoff: 2 },
    });
  });

  test('a tag push builds the tag by its full ref', () => {
    expect(ok({}, { ...GITHUB_ENV, GITHUB_REF: 'refs/tags/v1.2.0' }).deployment.repoRef).toBe(
      'refs/tags/v1.2.0',
    );
  });

  test('a pull request builds its head branch', () => {
    const env = {
      ...GITHUB_ENV,
      GITHUB_REF: 'refs/pull/7/merge',
      GITHUB_HEAD_REF: 'feature/x',
      GITHUB_EVENT_NAME: 'pull_request',
    };
    expect(ok({}, env).deployment.repoRef).toBe('feature/x');
  });

  test('GitHub Enterprise server URL goes into the default repo_url', () => {
    const env = { ...GITHUB_ENV, GITHUB_SERVER_URL: 'https://ghe.example.com/' };
    expect(ok({}, env).deployment.repoUrl).toBe('https://ghe.example.com/acme/agent');
  });

  test('explicit values win over the workflow context', () => {
    const inputs = ok({ name: 'prod-agent', repo_ref: 'release', repo_url: 'https://github.com/acme/other' });
    expect(inputs.target.name).toBe('prod-agent');
    expect(inputs.deployment.repoRef).toBe('release');
    expect(inputs.deployment.repoUrl).toBe('https://github.com/acme/other');
  });
});

describe('the order of problems', () => {
  const inputsOf = (given: Record<string, string>): string[] => {
    const result = read(given);
    return result.ok ? [] : result.problems.map((p) => p.input ?? '');
  };

  test('problems come in action.yml’s order of their inputs, an input’s own and those across inputs alike', () => {
    expect(inputsOf({ api_key: '', region: 'mars' })).toEqual(['api_key', 'region']);
    expect(
      inputsOf({ revision_id: DEPLOYMENT, dry_run: 'maybe', poll_interval: '1m', poll_max_interval: '30s' }),
    ).toEqual(['dry_run', 'revision_id', 'poll_max_interval']);
  });

  test('then by manifest entry, then by line in the file, whatever order they were found in', () => {
    const found: Problem[] = [
      { input: 'checks', message: 'line 9', line: 9 },
      { input: 'region', message: 'entry 1', origin: 'manifest m, deployment b', entry: 1 },
      { input: 'checks', message: 'line 2', line: 2 },
      { input: 'region', message: 'entry 0', origin: 'manifest m, deployment a', entry: 0 },
      { input: 'region', message: 'defaults', origin: 'manifest m, defaults' },
      { input: 'api_key', message: 'api_key' },
      { origin: 'manifest m', message: 'shape' },
    ];
    expect(sortProblems(found).map((p) => p.message)).toEqual([
      'shape',
      'api_key',
      'defaults',
      'entry 0',
      'entry 1',
      'line 2',
      'line 9',
    ]);
  });
});

describe('each input and its errors', () => {
  test('api_key is required and must be header-safe; it is never quoted back', () => {
    expect(problems({ api_key: '' })).toEqual([
      'api_key: is required; pass your LangSmith API key from a secret',
    ]);
    const bad = problems({ api_key: 'lsv2 secret\nvalue' });
    expect(bad).toEqual([
      'api_key: contains spaces, newlines or non-ASCII characters; paste the value alone',
    ]);
    expect(bad.join()).not.toContain('lsv2');
  });

  test('tenant_id is the workspace id (a UUID); anything else, a newline included, is refused unquoted', () => {
    expect(ok({ tenant_id: TENANT }).controlPlane.tenantId).toBe(TENANT);
    expect(problems({ tenant_id: 'a\nb' })).toEqual([
      "tenant_id: is not a UUID (the workspace's id: LangSmith → Settings → Workspace, e.g. 0b7c5e2a-4f1d-4c3b-9a8e-6d2f1e0c9b7a)",
    ]);
  });

  test('region accepts us and eu', () => {
    expect(ok({ region: 'eu' }).controlPlane.baseUrl).toBe('https://eu.api.host.langchain.com');
    expect(problems({ region: 'mars' })).toEqual(['region: "mars" is not accepted; use one of us, eu']);
  });

  test('self_hosted_url and api_url must be https (http only on loopback)', () => {
    expect(ok({ self_hosted_url: 'https://ls.acme.com' }).controlPlane.baseUrl).toBe(
      'https://ls.acme.com/api-host',
    );
    expect(ok({ api_url: 'http://127.0.0.1:9000' }).controlPlane.baseUrl).toBe('http://127.0.0.1:9000');
    expect(problems({ api_url: 'http://cp.acme.com' })).toEqual([
      'api_url: uses http for cp.acme.com; only https is accepted, except for loopback hosts (127.0.0.0/8, localhost, [::1])',
    ]);
    expect(problems({ self_hosted_url: 'not a url' })[0]).toMatch(/^self_hosted_url: is not a URL/);
  });

  test('command accepts the four commands', () => {
    for (const command of ['deploy', 'status']) expect(ok({ command }).command).toBe(command);
    expect(ok({ command: 'delete', name: 'agent-pr-1' }).command).toBe('delete');
    expect(ok({ command: 'wait-auth', auth_id: 'a1' }).command).toBe('wait-auth');
    expect(problems({ command: 'destroy' })).toEqual([
      'command: "destroy" is not accepted; use one of deploy, rollback, promote, delete, status, wait-auth, smoke-test, plan, report, prune',
    ]);
  });

  test('deploy_retries is 0 to 3, 0 unless set; anything else is refused naming the bounds', () => {
    expect(ok({}).deployment.deployRetries).toBe(0);
    expect(ok({ deploy_retries: '3' }).deployment.deployRetries).toBe(3);
    expect(problems({ deploy_retries: '4' })[0]).toMatch(/^deploy_retries: .*3/);
    expect(problems({ deploy_retries: 'twice' })[0]).toMatch(/^deploy_retries: /);
    expect(ok({ command: 'rollback', deploy_retries: '2' }).warnings).toContain(
      'deploy_retries: command: rollback does not use it; it applies to deploy',
    );
  });

  test('delete_tracing_project is a boolean, false unless set; it applies to delete and prune', () => {
    expect(ok({ command: 'delete', name: 'agent-pr-1' }).deleteTracingProject).toBe(false);
    expect(
      ok({ command: 'delete', name: 'agent-pr-1', delete_tracing_project: 'true' }).deleteTracingProject,
    ).toBe(true);
    expect(problems({ command: 'delete', name: 'a', delete_tracing_project: 'maybe' })).toEqual([
      'delete_tracing_project: "maybe" is not a boolean; use true or false',
    ]);
    expect(ok({ delete_tracing_project: 'true' }).warnings).toEqual([
      'delete_tracing_project: command: deploy does not use it; it applies to delete, prune',
    ]);
  });

  test('name is required when it cannot be derived and no deployment_id is given', () => {
    expect(problems({}, {})).toContain(
      'name: is empty and GITHUB_REPOSITORY is not set to derive it; set name or deployment_id',
    );
    expect(ok({ command: 'delete', deployment_id: DEPLOYMENT }, {}).target.deploymentId).toBe(DEPLOYMENT);
    expect(problems({ name: 'x'.repeat(129) })).toEqual(['name: is longer than 128 characters']);
  });

  test('every id the API types as a UUID is checked before anything is sent, each saying which id it is', () => {
    const example = 'e.g. 0b7c5e2a-4f1d-4c3b-9a8e-6d2f1e0c9b7a';
    expect(
      problems({
        command: 'rollback',
        deployment_id: 'my-agent',
        revision_id: '0b7c5e2a-4f1d',
        integration_id: 'int-1',
        listener_id: '../admin',
        tenant_id: 'ten-1',
      }),
    ).toEqual([
      `tenant_id: is not a UUID (the workspace's id: LangSmith → Settings → Workspace, ${example})`,
      `deployment_id: is not a UUID (the deployment's id, ${example}); to find a deployment by its name, set name instead`,
      `revision_id: is not a UUID (the revision's id, ${example})`,
      `integration_id: is not a UUID (the GitHub integration's id in LangSmith, ${example})`,
      `listener_id: is not a UUID (the listener's id, ${example})`,
    ]);
    // A mistyped UUID is not taken for a name.
    expect(problems({ deployment_id: 'd0000000-0000-4000-8000' })[0]).not.toContain('set name');
  });

  test('a UUID is accepted in any case and kept as the API writes it (lower case)', () => {
    const upper = ok({
      command: 'rollback',
      deployment_id: DEPLOYMENT.toUpperCase(),
      revision_id: LISTENER.toUpperCase(),
    });
    expect(upper.target.deploymentId).toBe(DEPLOYMENT);
    expect(upper.rollback.revisionId).toBe(LISTENER);
  });

  test('auth_id is a plain string in the API: any path-safe id', () => {
    expect(ok({ command: 'wait-auth', auth_id: 'auth-1' }).authId).toBe('auth-1');
    expect(problems({ command: 'wait-auth', auth_id: 'a/b' })[0]).toMatch(/^auth_id: is not an id/);
  });

  test('repo_url must be an http(s) URL; repo_ref one line', () => {
    expect(problems({ repo_url: 'git@github.com:acme/agent.git' })).toEqual([
      'repo_url: is not a URL; use the https URL of the repository',
    ]);
    expect(problems({ repo_ref: 'main\nx' })).toEqual([
      'repo_ref: must be one line without control characters or line/paragraph separators',
    ]);
  });

  test('a github deploy needs a ref it can build', () => {
    const env = { ...GITHUB_ENV, GITHUB_REF: 'refs/pull/7/merge' };
    expect(problems({}, env)).toEqual([
      'repo_ref: is empty and the triggering ref is not a branch or tag; set repo_ref',
    ]);
  });

  test('source accepts github and external_docker; external_docker needs image_uri', () => {
    expect(problems({ source: 'gitlab' })).toEqual([
      'source: "gitlab" is not accepted; use one of github, upload, external_docker',
    ]);
    expect(problems({ source: 'external_docker', integration_id: '' })).toEqual([
      'image_uri: is required when source is external_docker',
    ]);
    const docker = ok({
      source: 'external_docker',
      integration_id: '',
      image_uri: 'registry.acme.com/agent:1.2',
      listener_id: LISTENER,
    });
    expect(docker.deployment).toMatchObject({
      source: 'external_docker',
      imageUri: 'registry.acme.com/agent:1.2',
      listenerId: LISTENER,
    });
  });

  test("deployment_type accepts today's serverless and dedicated and the API's dev, prod, dev_free; empty sends none", () => {
    for (const type of ['serverless', 'dedicated', 'dev', 'prod', 'dev_free'])
      expect(ok({ deployment_type: type }).deployment.deploymentType).toBe(type);
    expect(ok({}).deployment.deploymentType).toBeUndefined();
    expect(problems({ deployment_type: 'staging' })).toEqual([
      'deployment_type: "staging" is not accepted; use one of serverless, dedicated, dev, prod, dev_free',
    ]);
  });

  test('build_on_push is a boolean, never true for a tag', () => {
    expect(ok({ build_on_push: 'false' }).deployment.buildOnPush).toBe(false);
    expect(ok({ build_on_push: 'true' }).deployment.buildOnPush).toBe(true);
    expect(problems({ build_on_push: 'maybe' })).toEqual([
      'build_on_push: "maybe" is not a boolean; use true or false',
    ]);
    expect(problems({ build_on_push: 'true', repo_ref: 'refs/tags/v1' })).toEqual([
      'build_on_push: cannot be true when repo_ref is a tag (refs/tags/v1): tags never move; use false or leave it empty',
    ]);
  });

  test('resource_spec is a JSON object passed through', () => {
    expect(ok({ resource_spec: '{"min_scale": 1}' }).deployment.resourceSpec).toEqual({ min_scale: 1 });
    expect(problems({ resource_spec: `{"a": "${'x'.repeat(16_384)}"}` })).toEqual([
      'resource_spec: is longer than 16384 characters',
    ]);
    expect(problems({ resource_spec: '[1]' })).toEqual([
      'resource_spec: is not a JSON object; use e.g. {"min_scale": 1, "max_scale": 3}',
    ]);
  });

  test('secrets: given-but-empty means "none", absent means "leave as is"', () => {
    expect(ok({}).deployment.secrets).toBeUndefined();
    expect(ok({ secrets: 'A=1' }).deployment.secrets).toEqual([{ name: 'A', value: '1' }]);
    expect(problems({ secrets: 'bad-name=1' })).toEqual([
      'secrets: line 1: the text before the first "=" is not a valid environment variable name ([A-Za-z_][A-Za-z0-9_]*)',
    ]);
  });

  test('wait is a boolean', () => {
    expect(ok({ wait: 'false' }).wait.enabled).toBe(false);
    expect(problems({ wait: 'nope' })).toEqual(['wait: "nope" is not a boolean; use true or false']);
  });

  test('timeout and intervals are durations within bounds', () => {
    expect(ok({ timeout: '90' }).wait.timeoutMs).toBe(90_000);
    expect(ok({ timeout: '1h' }).wait.timeoutMs).toBe(3_600_000);
    expect(problems({ timeout: 'forever' })[0]).toMatch(
      /^timeout: "forever" is not a duration; use seconds \(90\) or a unit/,
    );
    expect(problems({ timeout: '7h' })).toEqual([
      'timeout: 7h is out of range; use a duration between 1s and 6h 00m',
    ]);
    expect(problems({ poll_interval: '10ms' })).toEqual([
      'poll_interval: 10ms is out of range; use a duration between 100ms and 10m 00s',
    ]);
    expect(problems({ poll_interval: '1m', poll_max_interval: '30s' })).toEqual([
      'poll_max_interval: (30s) must not be shorter than poll_interval (1m)',
    ]);
  });

  test('poll_backoff is a number from 1 to 10', () => {
    expect(ok({ poll_backoff: '2' }).wait.poll.backoff).toBe(2);
    expect(problems({ poll_backoff: '0.5' })).toEqual([
      'poll_backoff: "0.5" is not accepted; use a number from 1 to 10',
    ]);
  });

  test('secrets with no NAME=value in them (comments only, {}) are as not given: an update leaves them alone', () => {
    expect(ok({ secrets: '# set in LangSmith\n' }).deployment.secrets).toBeUndefined();
    expect(ok({ secrets: '{}' }).deployment.secrets).toBeUndefined();
    expect(ok({ secrets: 'A=1' }).deployment.secrets).toEqual([{ name: 'A', value: '1' }]);
  });

  test('wait-auth needs auth_id; a bad one is one problem, not also a missing one', () => {
    expect(problems({ command: 'wait-auth' })).toEqual(['auth_id: is required for command wait-auth']);
    expect(problems({ command: 'wait-auth', auth_id: '../x' })).toHaveLength(1);
  });

  test('require_commit is refused where it cannot hold: an image, an upload, or not waiting for the build', () => {
    expect(problems({ require_commit: 'true', wait: 'false' })).toEqual([
      'require_commit: needs wait: true: the built commit is known only once the build has started',
    ]);
    expect(
      problems({
        require_commit: 'true',
        source: 'external_docker',
        image_uri: 'ghcr.io/acme/agent:1',
        integration_id: '',
      }),
    ).toEqual(['require_commit: applies to source: github (an image is not built from a commit here)']);
    expect(problems({ require_commit: 'true', source: 'upload', integration_id: '' })).toEqual([
      'require_commit: applies to source: github (an upload deploys the files checked out, by construction; commit_sha says which commit)',
    ]);
  });

  test('a proxy variable no request could go through is refused by name, never quoted', () => {
    const env = { ...GITHUB_ENV, HTTPS_PROXY: 'http://user:s3cret-pass@[bad:1' };
    const found = problems({}, env);
    expect(found).toEqual([
      'HTTPS_PROXY (environment variable): is not a proxy URL requests can go through; write http://host:port or host:port (with user:password@ before the host when the proxy needs them)',
    ]);
    expect(found.join()).not.toContain('s3cret');
    expect(problems({}, { ...GITHUB_ENV, https_proxy: 'proxy.corp:3128' })).toEqual([]);
    expect(problems({}, { ...env, NO_PROXY: '*' })).toEqual([]);
    // Only what a request would read: the lower-case variable wins, as curl has it.
    expect(problems({}, { ...env, https_proxy: 'http://proxy.corp:3128' })).toEqual([]);
  });
});

describe('install_command and build_command, as LangSmith’s deploy clients take them', () => {
  const refusal = (input: string, shown: string, script: string) =>
    `${input}: contains ${shown}, which LangSmith's deploy clients refuse in an install or build command; put the steps in a script in the repository and run that script here (e.g. sh scripts/${script}.sh)`;

  test.each([
    ['"', '"\\""'],
    ['`', '"`"'],
    ['\\', '"\\\\"'],
    ['\n', '"\\n" (a newline)'],
    ['\r', '"\\r" (a carriage return)'],
    ['\0', '"\\u0000" (a NUL)'],
    ['\t', '"\\t" (a tab)'],
    ['|', '"|"'],
    [';', '";"'],
    ['$', '"$"'],
    ['>', '">"'],
    ['<', '"<"'],
    ['&', '"&" (alone; "&&" between commands is accepted)'],
  ])('%j is refused, named escaped, before anything is sent', (c, shown) => {
    expect(problems({ install_command: `yarn install${c}x` })).toEqual([
      refusal('install_command', shown, 'install'),
    ]);
    expect(problems({ build_command: `yarn${c}build` })).toEqual([refusal('build_command', shown, 'build')]);
  });

  test('"&&" joins commands; an "&" in an odd run is a lone one, as the clients’ pattern reads it', () => {
    const d = ok({
      install_command: 'yarn install && yarn build',
      build_command: 'a &&&& b',
    }).deployment;
    expect([d.installCommand, d.buildCommand]).toEqual(['yarn install && yarn build', 'a &&&& b']);
    expect(problems({ build_command: 'a &&& b' })).toEqual([
      refusal('build_command', '"&" (alone; "&&" between commands is accepted)', 'build'),
    ]);
  });

  test('each character is named once, in order; the command itself is never quoted back', () => {
    const [problem] = problems({
      install_command: 'curl -H "Authorization: $TOKEN" https://x | sh; echo "done"',
    });
    expect(problem).toBe(refusal('install_command', '"\\"", "$", "|", ";"', 'install'));
    expect(problem).not.toContain('TOKEN');
  });
});

describe('prune inputs', () => {
  const PRUNE = { command: 'prune', github_token: 'ghs_token' };

  test('previews are <name>-pr-<number>: name by default the repository, normalized as deployment names are', () => {
    expect(ok(PRUNE).previews).toEqual({ prefix: 'agent-pr-', written: 'agent-pr-' });
    expect(ok({ ...PRUNE, name: 'My_Agent' }).previews).toEqual({
      prefix: 'my-agent-pr-',
      written: 'My_Agent-pr-',
    });
    expect(ok({ ...PRUNE, preview_prefix: 'Review_' }).previews).toEqual({
      prefix: 'review-',
      written: 'Review_',
    });
    // Other commands have none.
    expect(ok({}).previews).toBeUndefined();
  });

  test('preview_prefix must keep a letter or digit and end with a hyphen, before anything is sent', () => {
    expect(problems({ ...PRUNE, preview_prefix: 'agent-pr' })).toEqual([
      'preview_prefix: must end with a hyphen ("agent-pr-"): <preview_prefix><number> must not be the name of another deployment that ends in digits',
    ]);
    expect(problems({ ...PRUNE, preview_prefix: '__' })).toEqual([
      'preview_prefix: "__" keeps no letter or digit once normalized (a-z, 0-9, -)',
    ]);
    expect(problems({ ...PRUNE, preview_prefix: `${'a'.repeat(119)}-` })).toEqual([
      'preview_prefix: is longer than 118 characters',
    ]);
    expect(problems({ ...PRUNE, preview_prefix: 'a\nb-' })).toEqual([
      'preview_prefix: must be one line without control characters or line/paragraph separators',
    ]);
    // A long name leaves a deploy alone: the default prefix is only made for prune.
    expect(problems({ name: 'a'.repeat(128) })).toEqual([]);
  });

  test('prune asks GitHub: it needs github_token and the repository', () => {
    expect(problems({ command: 'prune' })).toEqual([
      'github_token: is required for command prune: the token it reads the pull requests with (pull-requests: read)',
    ]);
    expect(problems({ ...PRUNE, preview_prefix: 'agent-pr-' }, {})).toEqual([
      'command: prune asks GitHub whether the pull request of each preview is closed, and GITHUB_REPOSITORY (whose pull requests) is not set: run it in a GitHub Actions workflow',
    ]);
    expect(problems({ command: 'prune', github_token: 'ghs_token' }, {})).toEqual([
      'command: prune asks GitHub whether the pull request of each preview is closed, and GITHUB_REPOSITORY (whose pull requests) is not set: run it in a GitHub Actions workflow',
      'preview_prefix: is empty, and so are name and GITHUB_REPOSITORY to derive it from; set preview_prefix (previews are named <preview_prefix><pull request number>)',
    ]);
  });

  test('preview_prefix set for another command is only a warning', () => {
    expect(ok({ preview_prefix: 'x-' }).warnings).toEqual([
      'preview_prefix: command: deploy does not use it; it applies to prune',
    ]);
  });
});

describe('smoke test inputs', () => {
  test('defaults: off, all five checks, a fixed message, 2m per check', () => {
    expect(ok({}).smoke).toEqual({
      enabled: false,
      url: undefined,
      assistantId: undefined,
      checks: ['run', 'enqueue', 'rollback', 'interrupt', 'stream'],
      message: 'Hello from the deploy pipeline: please reply.',
      checkTimeoutMs: 120_000,
    });
  });

  test('the default assistant is the first graph in the workspace langgraph.json', () => {
    const workspace = tempDir('ws');
    mkdirSync(join(workspace, 'agents'));
    writeFileSync(
      join(workspace, 'agents', 'lg.json'),
      JSON.stringify({ graphs: { triage: './a.py:g', other: './b.py:g' } }),
    );
    const env = { ...GITHUB_ENV, GITHUB_WORKSPACE: workspace };
    expect(ok({ graph_config_path: 'agents/lg.json' }, env).smoke.assistantId).toBe('triage');
    expect(ok({ graph_config_path: 'agents/lg.json', assistant_id: 'mine' }, env).smoke.assistantId).toBe(
      'mine',
    );
    expect(ok({ graph_config_path: 'missing.json' }, env).smoke.assistantId).toBeUndefined();
    // A FIFO where the config should be is not waited on (a plain read would block for ever).
    if (process.platform !== 'win32') {
      execFileSync('mkfifo', [join(workspace, 'agents', 'fifo.json')]);
      expect(ok({ graph_config_path: 'agents/fifo.json' }, env).smoke.assistantId).toBeUndefined();
    }
  });

  test('a smoke test needs its assistant before anything is sent: assistant_id, or the checked-out config', () => {
    const checkedOut = tempDir('ws');
    writeFileSync(join(checkedOut, 'langgraph.json'), JSON.stringify({ graphs: { agent: './a.py:g' } }));
    const empty = tempDir('ws');
    const noGraphs = tempDir('ws');
    writeFileSync(join(noGraphs, 'langgraph.json'), JSON.stringify({ dependencies: ['.'] }));
    const at = (workspace: string) => ({ ...GITHUB_ENV, GITHUB_WORKSPACE: workspace });
    expect(problems({ smoke_test: 'true' }, at(empty))).toEqual([
      'assistant_id: is empty, and langgraph.json (graph_config_path) is not in the workspace to name the assistant the smoke test runs: check the repository out first (an actions/checkout step before this one), or set assistant_id',
    ]);
    expect(problems({ smoke_test: 'true' }, at(noGraphs))).toEqual([
      'assistant_id: is empty, and langgraph.json (graph_config_path) has no "graphs", so it names no assistant for the smoke test: set assistant_id',
    ]);
    expect(ok({ smoke_test: 'true' }, at(checkedOut)).smoke.assistantId).toBe('agent');
    expect(ok({ smoke_test: 'true', assistant_id: 'mine' }, at(empty)).smoke.assistantId).toBe('mine');
    // No smoke test, or a command that runs none: nothing to refuse.
    expect(ok({}, at(empty)).smoke.assistantId).toBeUndefined();
    expect(ok({ command: 'delete', name: 'agent-pr-1', smoke_test: 'true' }, at(empty)).warnings).toContain(
      'smoke_test: command: delete does not use it; it applies to deploy, status, rollback, promote',
    );
    expect(
      problems({ command: 'smoke-test', deployment_url: 'https://agent.example.com' }, at(empty))[0],
    ).toMatch(/^assistant_id: is empty, and langgraph.json .* actions\/checkout/);
  });

  test('smoke-test alone needs deployment_url but no api_key or name', () => {
    expect(problems({ command: 'smoke-test', api_key: '', assistant_id: 'agent' }, {})).toEqual([
      'deployment_url: is required for command smoke-test',
    ]);
    const inputs = ok(
      {
        command: 'smoke-test',
        api_key: '',
        deployment_url: 'https://agent.example.com/',
        assistant_id: 'agent',
      },
      {},
    );
    expect(inputs.smoke).toMatchObject({ enabled: true, url: 'https://agent.example.com' });
  });

  test('deployment_url must be https (http only on loopback): the API key is sent to it', () => {
    expect(problems({ deployment_url: 'http://agent.example.com' })[0]).toMatch(
      /^deployment_url: uses http for agent.example.com/,
    );
  });

  test('smoke_checks accepts a subset, deduplicated; unknown names are listed', () => {
    expect(ok({ smoke_checks: 'stream, run,stream' }).smoke.checks).toEqual(['stream', 'run']);
    expect(problems({ smoke_checks: 'run,reject,fork' })).toEqual([
      'smoke_checks: "reject", "fork" not known; use a comma-separated list of run, enqueue, rollback, interrupt, stream',
    ]);
  });

  test('smoke_timeout is 5s to 30m; smoke_message at most 2000 characters; smoke_test a boolean', () => {
    expect(problems({ smoke_timeout: '1s' })).toEqual([
      'smoke_timeout: 1s is out of range; use a duration between 5s and 30m 00s',
    ]);
    expect(problems({ smoke_message: 'x'.repeat(2001) })).toEqual([
      'smoke_message: is longer than 2000 characters',
    ]);
    expect(problems({ smoke_test: 'sometimes' })).toEqual([
      'smoke_test: "sometimes" is not a boolean; use true or false',
    ]);
  });
});

test('every bad input is reported at once', () => {
  const all = problems({ region: 'x', command: 'y', wait: 'z', timeout: 'w', deployment_type: 'v' });
  expect(all.map((p) => p.split(':')[0])).toEqual([
    'region',
    'command',
    'deployment_type',
    'wait',
    'timeout',
  ]);
});

describe('agent checks inputs', () => {
  test('settings that cannot do what they say are refused before anything is sent', () => {
    expect(problems({ checks: 'checks.yaml', checks_baseline: 'true', wait: 'false' })).toEqual([
      'checks: needs wait: true: with wait: false the deploy ends before its new revision is deployed, so there is nothing to test yet',
      'checks_baseline: needs wait: true: with wait: false the checks after the update never run, so the baseline would compare with nothing',
    ]);
    expect(problems({ checks: 'checks.yaml', checks_fail_on: 'regression' })).toEqual([
      'checks_fail_on: regression needs checks_baseline: true (a regression is a case that passed before)',
    ]);
    // A command that runs no checks (a teardown with the deploy step's inputs) only warns.
    expect(problems({ command: 'delete', name: 'agent', checks: 'checks.yaml' })).toEqual([]);
    expect(ok({ command: 'delete', name: 'agent', checks: 'checks.yaml' }).warnings).toContain(
      'checks: command: delete does not use it; it applies to deploy, status, rollback, promote, smoke-test',
    );
    for (const concurrency of ['0', '1000', '1.5'])
      expect(problems({ checks: 'checks.yaml', checks_concurrency: concurrency })[0]).toMatch(
        /^checks_concurrency: .*1.*32/,
      );
  });
});

describe('secret values to mask', () => {
  test('judge_api_key is masked even without a checks file (nothing else holds it)', () => {
    const inputs = ok({ judge_api_key: 'sk-judge-secret' });
    expect(inputs.checks).toBeUndefined();
    expect(secretValuesOf(inputs)).toContain('sk-judge-secret');
  });
});
