import { problemText } from '../../src/inputs/problem.ts';
import { describe, expect, test } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../helpers/bundle.ts';
import { loadInputs } from '../../src/inputs/load.ts';
import { readInputs } from '../../src/inputs/read.ts';
import { GITHUB_ENV, inputEnv } from '../helpers/runner-files.ts';

/** No integration_id: discovery finds it; set, it would be one more input the other commands ignore. */
const BASE = { api_key: 'lsv2_pt_key' };
const DEPLOYMENT = 'd0000000-0000-4000-8000-000000000001';
const REVISION = 'c0000000-0000-4000-8000-000000000001';
const LISTENER = 'e0000000-0000-4000-8000-0000000000e1';

function read(inputs: Record<string, string>) {
  return readInputs({ ...GITHUB_ENV, ...inputEnv({ ...BASE, ...inputs }) });
}

function refused(inputs: Record<string, string>): string[] {
  const result = read(inputs);
  return result.ok ? [] : result.problems.map((p) => problemText(p));
}

function warned(inputs: Record<string, string>): string[] {
  const result = read(inputs);
  if (!result.ok) throw new Error(result.problems.map((p) => problemText(p)).join('\n'));
  return result.inputs.warnings;
}

describe('combinations that are certainly a mistake are refused, naming both inputs', () => {
  test.each<[string, Record<string, string>, string]>([
    [
      'revision_id with command deploy',
      { revision_id: REVISION },
      'revision_id: only applies to command: rollback (the revision it redeploys); command: deploy does not use it — a deploy builds a new revision. To redeploy that revision, set command: rollback',
    ],
    [
      'revision_id with command delete',
      { command: 'delete', name: 'agent-pr-1', revision_id: REVISION },
      'revision_id: only applies to command: rollback (the revision it redeploys); command: delete does not use it. To redeploy that revision, set command: rollback',
    ],
    [
      'auth_id without command wait-auth (the deploy would run instead)',
      { auth_id: 'auth-1' },
      'auth_id: only applies to command: wait-auth; command: deploy does not wait for an authentication. Set command: wait-auth',
    ],
    [
      'rollback_on_failure without smoke_test',
      { rollback_on_failure: 'true' },
      'rollback_on_failure: needs smoke_test: true or checks: only a failed smoke test or failed agent checks roll an update back, and neither runs. Set smoke_test: true (or checks)',
    ],
    [
      'smoke_test with wait: false',
      { smoke_test: 'true', assistant_id: 'agent', wait: 'false' },
      'smoke_test: needs wait: true: with wait: false the deploy ends before its new revision is deployed, so there is nothing to test yet',
    ],
    [
      'deploy_retries with wait: false (a failed deploy would not be seen)',
      { deploy_retries: '2', wait: 'false' },
      'deploy_retries: needs wait: true: a deploy that failed is known only by waiting for its revision to end. Set wait: true, or deploy_retries: 0',
    ],
    [
      'image_uri without source: external_docker (the repository would be built instead)',
      { image_uri: 'registry.acme.com/agent:1' },
      'image_uri: only applies to source: external_docker; with source: github the repository is built. Set source: external_docker',
    ],
    [
      'listener_id with source: upload',
      { listener_id: LISTENER, source: 'upload' },
      "listener_id: only applies to source: external_docker; with source: upload the workspace's files are uploaded and built. Set source: external_docker",
    ],
    [
      'repo_ref with source: external_docker',
      {
        source: 'external_docker',
        image_uri: 'registry.acme.com/agent:1',
        repo_ref: 'main',
      },
      'repo_ref: only applies to source: github; with source: external_docker the image in image_uri runs',
    ],
  ])('%s', (_what, inputs, problem) => expect(refused(inputs)).toEqual([problem]));

  test('every problem at once: refused combinations come with the other bad inputs', () => {
    expect(refused({ timeout: 'soon', revision_id: REVISION, rollback_on_failure: 'true' })).toEqual([
      expect.stringMatching(/^revision_id: only applies to command: rollback/),
      expect.stringMatching(/^rollback_on_failure: needs smoke_test: true/),
      expect.stringMatching(/^timeout: "soon" is not a duration/),
    ]);
  });
});

describe('inputs that are set but harmless are warned about', () => {
  test.each<[string, Record<string, string>, string[]]>([
    [
      'log_lines with logs: off',
      { logs: 'off', log_lines: '10' },
      ['log_lines: has no effect with logs: off (no log is read)'],
    ],
    [
      'poll_backoff with wait: false (poll_interval still paces retries: no warning)',
      { wait: 'false', poll_backoff: '3', poll_interval: '2s' },
      [
        'poll_backoff: has no effect with wait: false: no status is polled (poll_interval and poll_max_interval still pace retries)',
      ],
    ],
    [
      'on_superseded with wait: false',
      { wait: 'false', on_superseded: 'fail' },
      ['on_superseded: has no effect with wait: false: the run does not follow the revision'],
    ],
    [
      'deployment_url with command delete',
      { command: 'delete', name: 'agent-pr-1', deployment_url: 'https://agent.example.com' },
      [
        'deployment_url: command: delete does not use it; it applies to deploy, status, rollback, promote, smoke-test',
      ],
    ],
    [
      'secrets and repo_ref with command rollback',
      { command: 'rollback', secrets: 'A=1', repo_ref: 'release' },
      [
        'repo_ref: command: rollback does not use it; it applies to deploy, plan',
        'secrets: command: rollback does not use it; it applies to deploy, promote',
      ],
    ],
    [
      'source: upload with repo_ref and build_on_push, command rollback (none of them applies: nothing to refuse)',
      { command: 'rollback', source: 'upload', repo_ref: 'refs/tags/v1', build_on_push: 'true' },
      [
        'repo_ref: command: rollback does not use it; it applies to deploy, plan',
        'source: command: rollback does not use it; it applies to deploy',
        'build_on_push: command: rollback does not use it; it applies to deploy',
      ],
    ],
    [
      'checks with command delete (a teardown job with the deploy step’s inputs, no checkout): the file is not read',
      { command: 'delete', name: 'agent-pr-1', checks: 'evals/no-such-checks.yaml', checks_junit: 'out.xml' },
      [
        'checks: command: delete does not use it; it applies to deploy, status, rollback, promote, smoke-test',
        'checks_junit: command: delete does not use it; it applies to deploy, status, rollback, promote, smoke-test',
      ],
    ],
    [
      'checks settings without checks (a reusable workflow whose checks input is empty)',
      { checks_junit: 'reports/checks.xml', checks_concurrency: '2', checks_baseline: 'true' },
      [
        'checks_concurrency: has no effect without checks (the agent checks file)',
        'checks_baseline: has no effect without checks (the agent checks file)',
        'checks_junit: has no effect without checks (the agent checks file)',
      ],
    ],
    [
      'checks_baseline with command status',
      { command: 'status', checks: 'evals/checks.yaml', checks_baseline: 'true' },
      ['checks_baseline: command: status does not use it; it applies to deploy, promote'],
    ],
    [
      'rollback_on_failure with command rollback',
      { command: 'rollback', rollback_on_failure: 'true' },
      ['rollback_on_failure: command: rollback does not use it; it applies to deploy, promote'],
    ],
    [
      'assistant_id and smoke_checks without smoke_test',
      { assistant_id: 'agent', smoke_checks: 'run' },
      [
        'assistant_id: has no effect without smoke_test: true or checks',
        'smoke_checks: has no effect without smoke_test: true',
      ],
    ],
    [
      'github_environment with command status',
      { command: 'status', github_environment: 'staging' },
      [
        'github_environment: command: status does not use it; it applies to deploy, rollback, promote, delete, plan, report',
      ],
    ],
    [
      'wait: false and dry_run with command wait-auth',
      { command: 'wait-auth', auth_id: 'auth-1', wait: 'false', dry_run: 'true' },
      [
        'wait: command: wait-auth does not use it; it applies to deploy, status, rollback, promote',
        'dry_run: command: wait-auth does not use it; it applies to deploy, rollback, promote, delete, status, smoke-test, prune',
      ],
    ],
    [
      'name with deployment_id',
      { name: 'agent', deployment_id: DEPLOYMENT },
      ['name: deployment_id is set, so the deployment is not looked up by name'],
    ],
    [
      'the instance with command smoke-test and no checks',
      {
        command: 'smoke-test',
        deployment_url: 'https://agent.example.com',
        assistant_id: 'agent',
        region: 'eu',
        api_url: 'https://cp.acme.com',
      },
      [
        'region: has no effect with command smoke-test without checks: smoke-test calls no control plane, only the agent server (the instance is where agent checks read a dataset and send experiments)',
        'api_url: has no effect with command smoke-test without checks: smoke-test calls no control plane, only the agent server (the instance is where agent checks read a dataset and send experiments)',
      ],
    ],
    [
      'self_hosted_url and region with api_url',
      { api_url: 'https://cp.acme.com', self_hosted_url: 'https://ls.acme.com', region: 'eu' },
      ['self_hosted_url: api_url is set and overrides it', 'region: api_url is set and overrides it'],
    ],
    [
      'secrets_mode without secrets',
      { secrets_mode: 'replace' },
      ["secrets_mode: has no effect without secrets: the deployment's secrets are left as they are"],
    ],
    [
      'install_command with source: external_docker',
      {
        source: 'external_docker',
        image_uri: 'registry.acme.com/agent:1',
        install_command: 'yarn',
      },
      [
        'install_command: only applies to a source the platform builds (github, upload); with source: external_docker nothing is built',
      ],
    ],
  ])('%s', (_what, inputs, warnings) => expect(warned(inputs)).toEqual(warnings));

  test('defaults, and values set to what they already are, warn about nothing', () => {
    expect(warned({})).toEqual([]);
    expect(
      warned({ wait: 'True', logs: 'on-failure', log_lines: '50', rollback_on_failure: 'false' }),
    ).toEqual([]);
    expect(
      warned({ command: 'delete', name: 'agent-pr-1', github_environment: 'pr-1', pr_comment: 'true' }),
    ).toEqual([]);
  });

  test('the GitHub inputs a fleet’s plan and report use are not called ineffective (examples/fleet.yml)', () => {
    const fleet = {
      manifest: 'deploy/fleet.yml',
      github_token: 'ghs_fleet',
      github_environment: 'production',
    };
    // plan reads each upload's commit from the GitHub Deployments of <github_environment>/<name>;
    // report reads the deploy jobs' results there, and keeps the fleet's pull-request comment.
    expect(warned({ ...fleet, command: 'plan' })).toEqual([]);
    expect(warned({ ...fleet, command: 'report', pr_comment: 'true' })).toEqual([]);
    expect(warned({ ...fleet, command: 'plan', pr_comment: 'true' })).toEqual([
      'pr_comment: command: plan does not use it; it applies to deploy, rollback, promote, delete, report',
    ]);
  });
});

test('a command that runs no agent checks never reads the checks file (a teardown job has no checkout)', async () => {
  const read = await loadInputs({
    ...GITHUB_ENV,
    ...inputEnv({ ...BASE, command: 'delete', name: 'agent-pr-1', checks: 'evals/no-such-checks.yaml' }),
  });
  expect(read.ok ? read.inputs.checks : read.problems).toBeUndefined();
});

test('checks_fail_on: regression where no baseline can run says why', () => {
  expect(
    refused({
      command: 'status',
      checks: 'evals/checks.yaml',
      checks_baseline: 'true',
      checks_fail_on: 'regression',
    }),
  ).toEqual([
    'checks_fail_on: regression needs the baseline, which only command deploy runs (the revision serving before the update); command status has none: use any or never',
  ]);
});

describe('agent checks count as a gate', () => {
  test('rollback_on_failure with checks and no smoke test is accepted: failed agent checks roll back', () => {
    expect(refused({ rollback_on_failure: 'true', checks: 'evals/checks.yaml' })).toEqual([]);
  });

  test('checks with wait: false is refused: nothing deployed yet to check', () => {
    expect(refused({ checks: 'evals/checks.yaml', wait: 'false' })).toEqual([
      'checks: needs wait: true: with wait: false the deploy ends before its new revision is deployed, so there is nothing to test yet',
    ]);
  });
});

describe('smoke-test with checks: the instance the connection names is where the checks’ LangSmith API is', () => {
  const smokeTest = {
    command: 'smoke-test',
    deployment_url: 'https://agent.example.com',
    assistant_id: 'agent',
    checks: 'evals/checks.yaml',
  };
  const langsmithOf = (inputs: Record<string, string>) => {
    const result = read({ ...smokeTest, ...inputs });
    if (!result.ok) throw new Error(result.problems.map((p) => problemText(p)).join('\n'));
    return { langsmith: result.inputs.checks?.langsmith, warnings: result.inputs.warnings };
  };

  test('api_url of a cloud control plane: its region’s LangSmith API, and no warning that it has no effect', () =>
    expect(langsmithOf({ api_url: 'https://apac.api.host.langchain.com' })).toEqual({
      langsmith: {
        apiUrl: 'https://apac.api.smith.langchain.com/api/v1',
        uiUrl: 'https://apac.smith.langchain.com',
      },
      warnings: [],
    }));

  test('region, self_hosted_url and tenant_id are used too: only what api_url overrides is warned about', () => {
    expect(langsmithOf({ region: 'eu', tenant_id: 'f0000000-0000-4000-8000-0000000000f1' })).toEqual({
      langsmith: {
        apiUrl: 'https://eu.api.smith.langchain.com/api/v1',
        uiUrl: 'https://eu.smith.langchain.com',
      },
      warnings: [],
    });
    expect(
      langsmithOf({ self_hosted_url: 'https://ls.acme.com', api_url: 'https://cp.acme.com/api-host' }),
    ).toEqual({
      langsmith: { apiUrl: 'https://cp.acme.com/api/v1', uiUrl: 'https://cp.acme.com' },
      warnings: ['self_hosted_url: api_url is set and overrides it'],
    });
  });
});

describe('docs/troubleshooting.md says what is refused and what is only warned about', () => {
  const text = readFileSync(join(ROOT, 'docs', 'troubleshooting.md'), 'utf8');
  const section = text.slice(text.indexOf('## Inputs that cannot take effect'));
  const refusedTable = section.slice(
    section.indexOf('| Refused |'),
    section.indexOf('One that is only useless'),
  );
  const warnedText = section.slice(
    section.indexOf('One that is only useless'),
    section.indexOf('An input set to its'),
  );

  test('the paragraph of warnings claims no refusal (but the CLI’s, of a flag its command does not take)', () => {
    expect(warnedText.length).toBeGreaterThan(200);
    expect(warnedText.replace('the CLI refuses such a flag', '')).not.toMatch(/refus/);
  });

  // One example of each claim, run through the reader: what the page says is what happens.
  test.each<[string, Record<string, string>]>([
    ['checks_concurrency', { checks_concurrency: '2' }],
    ['checks_baseline', { checks_baseline: 'true' }],
    ['checks_fail_on', { checks_fail_on: 'never' }],
    ['checks_junit', { checks_junit: 'reports/checks.xml' }],
    ['log_lines', { logs: 'off', log_lines: '10' }],
    ['smoke_checks', { smoke_checks: 'run' }],
    ['poll_backoff', { wait: 'false', poll_backoff: '3' }],
  ])('%s is named among the warnings, and only warned about', (input, inputs) => {
    expect(warnedText).toContain(`\`${input}\``);
    expect(warned(inputs)).toEqual([expect.stringMatching(new RegExp(`^${input}: `))]);
  });

  test.each<[string, Record<string, string>]>([
    ['revision_id', { revision_id: REVISION }],
    ['auth_id', { auth_id: 'auth-1' }],
    ['rollback_on_failure', { rollback_on_failure: 'true' }],
    ['checks', { checks: 'evals/checks.yaml', wait: 'false' }],
    ['image_uri', { image_uri: 'docker.io/acme/agent:1' }],
    ['repo_ref', { source: 'upload', repo_ref: 'main' }],
    ['checks_baseline', { checks: 'evals/checks.yaml', checks_baseline: 'true', wait: 'false' }],
    ['checks_fail_on', { checks: 'evals/checks.yaml', checks_fail_on: 'regression' }],
  ])('%s is in the table of refusals, and refused', (input, inputs) => {
    expect(refusedTable).toMatch(new RegExp(`^\\| [^|]*\`${input}(: [a-z]+)?\``, 'm'));
    expect(refused(inputs)).toEqual(
      expect.arrayContaining([expect.stringMatching(new RegExp(`^${input}: `))]),
    );
  });
});

describe('command: promote takes its build from the source, and needs a source and wait', () => {
  const PROMOTE = { command: 'promote', name: 'my-agent', from: 'my-agent-staging' };

  test('what the build is made of comes from the source revision: each such input is refused, all at once', () => {
    expect(
      refused({
        ...PROMOTE,
        source: 'upload',
        repo_url: 'https://github.com/acme/agent',
        repo_ref: 'main',
        image_uri: 'registry.acme.com/agent:1',
        integration_id: '0a1b2c3d-0000-4000-8000-00000000000a',
        graph_config_path: 'agent/langgraph.json',
        install_command: 'yarn install',
        build_command: 'yarn build',
      }).map((p) => p.split(':')[0]),
    ).toEqual([
      'repo_url',
      'repo_ref',
      'graph_config_path',
      'integration_id',
      'source',
      'install_command',
      'build_command',
      'image_uri',
    ]);
    expect(refused({ ...PROMOTE, repo_ref: 'main' })).toEqual([
      'repo_ref: comes from the source revision with command: promote (what from proved is deployed as it is: its repository and ref, its archive, or its image, with its config path and build commands); remove it',
    ]);
  });

  test('a source is required: from, or from_deployment_id', () => {
    expect(refused({ command: 'promote', name: 'my-agent' })).toEqual([
      'from: is required for command promote (or set from_deployment_id): the deployment whose revision is promoted',
    ]);
    expect(refused({ command: 'promote', name: 'my-agent', from_deployment_id: DEPLOYMENT })).toEqual([]);
  });

  test('the target as its own source is refused before anything is sent (names are compared as sent)', () => {
    expect(refused({ ...PROMOTE, from: 'My Agent' })).toEqual([
      'from: names the deployment promoted to (name): promote takes a revision from another deployment; set from to the one it passed in (staging)',
    ]);
    expect(
      refused({ command: 'promote', deployment_id: DEPLOYMENT, from_deployment_id: DEPLOYMENT }),
    ).toEqual([
      'from_deployment_id: names the deployment promoted to (deployment_id): promote takes a revision from another deployment; set from_deployment_id to the one it passed in (staging)',
    ]);
  });

  test('wait: false is refused: the promoted revision is checked once deployed', () => {
    expect(refused({ ...PROMOTE, wait: 'false' })).toEqual([
      'wait: must be true for command promote: the promoted revision is checked once it is deployed (its built commit, and the smoke test and agent checks when asked), and rolled back on a failure',
    ]);
  });

  test('revision_id says the source revision is from_revision_id; ids are checked as UUIDs', () => {
    expect(refused({ ...PROMOTE, revision_id: REVISION })).toEqual([
      'revision_id: only applies to command: rollback; the revision a promote takes is from_revision_id (the source deployment’s)',
    ]);
    expect(refused({ ...PROMOTE, from: '', from_deployment_id: 'my-agent-staging' })[0]).toMatch(
      /^from_deployment_id: is not a UUID \(the source deployment's id, .*\); to find a deployment by its name, set from instead$/,
    );
  });

  test('what the promote reads: the source by name as deployments are named, its revision, its GitHub environment', () => {
    const result = read({
      ...PROMOTE,
      from: 'My Agent Staging',
      from_revision_id: REVISION,
      from_github_environment: 'langgraph-staging',
      secrets: 'A=1',
      checks_baseline: 'true',
    });
    if (!result.ok) throw new Error(result.problems.map((p) => problemText(p)).join('\n'));
    expect(result.inputs.promotion).toEqual({
      from: { name: 'my-agent-staging', asGiven: 'My Agent Staging', deploymentId: undefined },
      revisionId: REVISION,
      githubEnvironment: 'langgraph-staging',
    });
    expect(result.inputs.warnings).toEqual([
      'checks_baseline: has no effect without checks (the agent checks file)',
    ]);
    // Another command does not keep them (and says they do nothing).
    expect(warned({ from: 'my-agent-staging' })).toEqual([
      'from: command: deploy does not use it; it applies to promote',
    ]);
  });
});

describe('agent environments: agent_id and agent_environment, together and instead of a name or an id', () => {
  const AGENT = { agent_id: 'a9e0c2d4-1b3f-4e5a-8c7d-0f1e2d3c4b5a', agent_environment: 'staging' };

  test('both given: the target is the agent’s environment, and the repository’s name is no default', () => {
    for (const command of ['deploy', 'status', 'rollback', 'delete']) {
      const result = read({ command, ...AGENT });
      if (!result.ok) throw new Error(result.problems.map((p) => problemText(p)).join('\n'));
      expect(result.inputs.target).toEqual({
        name: undefined,
        deploymentId: undefined,
        agent: { agentId: AGENT.agent_id, environment: 'staging' },
      });
      expect(result.inputs.warnings).toEqual([]);
    }
  });

  test.each<[string, Record<string, string>, string[]]>([
    [
      'agent_id alone',
      { agent_id: AGENT.agent_id },
      [
        "agent_id: agent_id and agent_environment are given together: an agent's deployment is found by both (the environment: development, staging or production)",
      ],
    ],
    [
      'agent_environment alone',
      { agent_environment: 'production' },
      [
        "agent_environment: agent_id and agent_environment are given together: an agent's deployment is found by both (the environment: development, staging or production)",
      ],
    ],
    [
      'with name',
      { ...AGENT, name: 'my-agent' },
      [
        "name: cannot be combined with agent_id and agent_environment, which name the deployment by its agent's environment; set name or agent_id and agent_environment",
      ],
    ],
    [
      'with deployment_id',
      { ...AGENT, command: 'delete', deployment_id: DEPLOYMENT },
      [
        "deployment_id: cannot be combined with agent_id and agent_environment, which name the deployment by its agent's environment; set deployment_id or agent_id and agent_environment",
      ],
    ],
    [
      'an environment the platform does not have',
      { ...AGENT, agent_environment: 'prod' },
      ['agent_environment: "prod" is not accepted; use one of development, staging, production'],
    ],
    [
      'an agent id that cannot go in a query',
      { ...AGENT, agent_id: 'a b' },
      ['agent_id: is not an id; use letters, digits, ".", "_" or "-" (at most 128), e.g. a UUID'],
    ],
  ])('%s is refused before anything is sent, naming both', (_, inputs, problems) => {
    expect(refused(inputs)).toEqual(problems);
  });

  test('promote: from_agent_environment is another environment of the same agent, instead of from', () => {
    const PROMOTE = { command: 'promote', ...AGENT, agent_environment: 'production' };
    const result = read({ ...PROMOTE, from_agent_environment: 'staging' });
    if (!result.ok) throw new Error(result.problems.map((p) => problemText(p)).join('\n'));
    expect(result.inputs.promotion!.from.agentEnvironment).toBe('staging');
    expect(refused({ ...PROMOTE, from_agent_environment: 'production' })).toEqual([
      'from_agent_environment: names the environment promoted to (agent_environment): promote takes a revision from another environment of the agent',
    ]);
    expect(refused({ command: 'promote', name: 'my-agent', from_agent_environment: 'staging' })).toEqual([
      'from_agent_environment: needs agent_id and agent_environment: it names another environment of the agent promoted to',
    ]);
    expect(refused({ ...PROMOTE, from: 'my-agent-staging', from_agent_environment: 'staging' })).toEqual([
      'from: cannot be combined with from_agent_environment; set from or from_agent_environment',
    ]);
  });

  test('a fleet finds its deployments by name: agent_id with manifest is refused', () => {
    expect(refused({ command: 'plan', manifest: 'fleet.yml', ...AGENT })).toContain(
      'agent_id: is not taken with manifest: a fleet finds its deployments by name; remove agent_id and agent_environment',
    );
  });
});
