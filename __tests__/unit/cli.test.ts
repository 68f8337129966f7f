import { describe, expect, test } from '@jest/globals';
import { spawnSync, type SpawnSyncOptions } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { readAction } from '../../scripts/action-docs.ts';
import { parseInvocation } from '../../src/cli/args.ts';
import { cliInputSource } from '../../src/cli/source.ts';
import { problemText } from '../../src/inputs/problem.ts';
import { readInputsFrom } from '../../src/inputs/read.ts';
import { EXIT, exitCodeOf } from '../../src/cli/exit-codes.ts';
import { commandHelp, generalHelp } from '../../src/cli/help.ts';
import { dotenvText } from '../../src/cli/results.ts';
import { TerminalPort, wantsColour, type LogFormat } from '../../src/cli/terminal-port.ts';
import { VERSION } from '../../src/cli/version.ts';
import { DOTENV_MAX_BYTES } from '../../src/base/policy.ts';
import { INPUT_COMMANDS } from '../../src/inputs/commands.ts';
import { COMMANDS } from '../../src/inputs/types.ts';
import { newRunState } from '../../src/run/run-state.ts';
import { ROOT } from '../helpers/bundle.ts';
import { tempDir } from '../helpers/temp.ts';

const action = readAction(ROOT);
const run = (argv: string[], env: NodeJS.ProcessEnv = {}, inActions = false) => {
  const parsed = parseInvocation(argv, env, inActions);
  if (parsed.kind !== 'run') throw new Error(`not a run: ${parsed.kind}`);
  return parsed;
};

describe('flags and variables', () => {
  test('--flag value, --flag=value, switches and --no-switches; a flag wins over its variable', () => {
    const r = run(
      ['deploy', '--graph-config-path', 'agent/langgraph.json', '--timeout=15m', '--smoke-test', '--no-wait'],
      { LANGGRAPH_DEPLOY_TIMEOUT: '5m', LANGGRAPH_DEPLOY_NAME: 'agent' },
    );
    expect(r.problems).toEqual([]);
    expect(Object.fromEntries([...r.given].map(([k, v]) => [k, v]))).toMatchObject({
      graph_config_path: { value: 'agent/langgraph.json', from: '--graph-config-path' },
      timeout: { value: '15m', from: '--timeout' },
      smoke_test: { value: 'true', from: '--smoke-test' },
      wait: { value: 'false', from: '--wait' },
      name: { value: 'agent', from: 'LANGGRAPH_DEPLOY_NAME' },
    });
  });

  test('--deploy-retries (or LANGGRAPH_DEPLOY_DEPLOY_RETRIES) is deploy’s: listed in its help, not rollback’s', () => {
    const r = run(['deploy', '--deploy-retries', '2', '--name', 'agent']);
    expect(r.problems).toEqual([]);
    expect(r.given.get('deploy_retries')).toEqual({ value: '2', from: '--deploy-retries' });
    expect(run(['deploy'], { LANGGRAPH_DEPLOY_DEPLOY_RETRIES: '1' }).given.get('deploy_retries')?.value).toBe(
      '1',
    );
    expect(commandHelp('deploy')).toContain('  --deploy-retries VALUE');
    expect(commandHelp('rollback')).not.toContain('--deploy-retries');
  });

  test('the key from LANGSMITH_API_KEY, LANGGRAPH_DEPLOY_API_KEY first; GITHUB_TOKEN only inside GitHub Actions', () => {
    expect(run(['deploy'], { LANGSMITH_API_KEY: 'a' }).given.get('api_key')).toEqual({
      value: 'a',
      from: 'LANGSMITH_API_KEY',
    });
    expect(
      run(['deploy'], { LANGSMITH_API_KEY: 'a', LANGGRAPH_DEPLOY_API_KEY: 'b' }).given.get('api_key')?.value,
    ).toBe('b');
    expect(run(['deploy'], { GITHUB_TOKEN: 't' }).given.has('github_token')).toBe(false);
    expect(run(['deploy'], { GITHUB_TOKEN: 't' }, true).given.get('github_token')?.from).toBe('GITHUB_TOKEN');
  });

  test('the key, as LangSmith’s deploy clients read it: LANGGRAPH_HOST_API_KEY and LANGCHAIN_API_KEY after LANGSMITH_API_KEY', () => {
    const key = (env: NodeJS.ProcessEnv) => run(['deploy'], env).given.get('api_key');
    expect(key({ LANGCHAIN_API_KEY: 'c', LANGGRAPH_HOST_API_KEY: 'h' })).toEqual({
      value: 'h',
      from: 'LANGGRAPH_HOST_API_KEY',
    });
    expect(key({ LANGCHAIN_API_KEY: 'c' })?.from).toBe('LANGCHAIN_API_KEY');
    expect(key({ LANGCHAIN_API_KEY: 'c', LANGGRAPH_HOST_API_KEY: 'h', LANGSMITH_API_KEY: 's' })?.value).toBe(
      's',
    );
    expect(key({ LANGSMITH_API_KEY: 's', LANGGRAPH_DEPLOY_API_KEY: 'd' })?.value).toBe('d');
  });

  test('tenant_id from LANGSMITH_TENANT_ID, else LANGSMITH_WORKSPACE_ID; its flag and variable win', () => {
    const tenant = (argv: string[], env: NodeJS.ProcessEnv) =>
      run(['deploy', ...argv], env).given.get('tenant_id');
    expect(tenant([], { LANGSMITH_WORKSPACE_ID: 'w' })).toEqual({
      value: 'w',
      from: 'LANGSMITH_WORKSPACE_ID',
    });
    expect(tenant([], { LANGSMITH_WORKSPACE_ID: 'w', LANGSMITH_TENANT_ID: 't' })?.from).toBe(
      'LANGSMITH_TENANT_ID',
    );
    expect(tenant([], { LANGSMITH_TENANT_ID: 't', LANGGRAPH_DEPLOY_TENANT_ID: 'd' })?.value).toBe('d');
    expect(
      tenant(['--tenant-id', 'f'], { LANGSMITH_TENANT_ID: 't', LANGGRAPH_DEPLOY_TENANT_ID: 'd' })?.value,
    ).toBe('f');
  });

  test('the control plane from LANGGRAPH_HOST_URL, then LANGSMITH_ENDPOINT; any flag or variable choosing it wins', () => {
    const where = (argv: string[], env: NodeJS.ProcessEnv) => {
      const r = run(['deploy', ...argv], env);
      return Object.fromEntries(
        ['region', 'self_hosted_url', 'api_url'].flatMap((i) =>
          r.given.has(i) ? [[i, r.given.get(i)]] : [],
        ),
      );
    };
    const endpoint = 'https://langsmith.example.com/api/v1';
    expect(where([], { LANGGRAPH_HOST_URL: 'https://cp.example.com', LANGSMITH_ENDPOINT: endpoint })).toEqual(
      {
        api_url: { value: 'https://cp.example.com', from: 'LANGGRAPH_HOST_URL' },
      },
    );
    expect(where([], { LANGSMITH_ENDPOINT: endpoint })).toEqual({
      self_hosted_url: { value: 'https://langsmith.example.com', from: 'LANGSMITH_ENDPOINT' },
    });
    expect(where([], { LANGSMITH_ENDPOINT: 'https://eu.api.smith.langchain.com' })).toEqual({
      region: { value: 'eu', from: 'LANGSMITH_ENDPOINT' },
    });
    expect(
      where(['--region', 'eu'], {
        LANGGRAPH_HOST_URL: 'https://cp.example.com',
        LANGSMITH_ENDPOINT: endpoint,
      }),
    ).toEqual({
      region: { value: 'eu', from: '--region' },
    });
    expect(
      where([], {
        LANGGRAPH_DEPLOY_SELF_HOSTED_URL: 'https://mine.example.com',
        LANGGRAPH_HOST_URL: 'https://cp.example.com',
      }),
    ).toEqual({
      self_hosted_url: { value: 'https://mine.example.com', from: 'LANGGRAPH_DEPLOY_SELF_HOSTED_URL' },
    });
    const notUrl = run(['deploy'], { LANGSMITH_ENDPOINT: 'smith' });
    expect(notUrl.warnings).toContain(
      'LANGSMITH_ENDPOINT is not a URL; it is ignored (the control plane is the default).',
    );
  });

  test('langsmith_api_url from LANGSMITH_ENDPOINT only with checks: a shell that has it set for other tools gets no warning', () => {
    const env = { LANGSMITH_ENDPOINT: 'https://langsmith.example.com/api' };
    expect(run(['deploy'], env).given.has('langsmith_api_url')).toBe(false);
    expect(run(['status'], env).given.has('langsmith_api_url')).toBe(false);
    expect(run(['deploy', '--checks', 'c.yaml'], env).given.get('langsmith_api_url')).toEqual({
      value: 'https://langsmith.example.com/api',
      from: 'LANGSMITH_ENDPOINT',
    });
  });

  test('smoke-test takes the instance’s flags; LangSmith’s variables give them only with checks, whose LangSmith API it is', () => {
    const env = {
      LANGSMITH_ENDPOINT: 'https://eu.api.smith.langchain.com',
      LANGSMITH_TENANT_ID: 't',
      LANGGRAPH_HOST_URL: 'https://cp.example.com',
    };
    const instance = (r: ReturnType<typeof run>) =>
      ['tenant_id', 'region', 'self_hosted_url', 'api_url'].filter((i) => r.given.has(i));
    expect(run(['smoke-test', '--region', 'eu']).problems).toEqual([]);
    expect(instance(run(['smoke-test'], env))).toEqual([]);
    expect(instance(run(['smoke-test', '--checks', 'c.yaml'], env))).toEqual(['tenant_id', 'api_url']);
    expect(instance(run(['smoke-test'], { ...env, LANGGRAPH_DEPLOY_CHECKS: 'c.yaml' }))).toEqual([
      'tenant_id',
      'api_url',
    ]);
  });

  test('the name from LANGSMITH_DEPLOYMENT_NAME for deploy, status and rollback; never for delete or prune, nor beside an id or a manifest', () => {
    const env = { LANGSMITH_DEPLOYMENT_NAME: 'env-agent' };
    for (const command of ['deploy', 'status', 'rollback'])
      expect([command, run([command], env).given.get('name')]).toEqual([
        command,
        { value: 'env-agent', from: 'LANGSMITH_DEPLOYMENT_NAME' },
      ]);
    for (const command of ['delete', 'prune', 'smoke-test', 'wait-auth', 'plan', 'report'])
      expect([command, run([command], env).given.has('name')]).toEqual([command, false]);
    expect(run(['status', '--deployment-id', 'd'], env).given.has('name')).toBe(false);
    expect(run(['deploy', '--manifest', 'fleet.yml', '--deployment', 'a'], env).given.has('name')).toBe(
      false,
    );
    expect(run(['deploy', '--name', 'flag'], env).given.get('name')).toEqual({
      value: 'flag',
      from: '--name',
    });
    expect(run(['deploy'], { ...env, LANGGRAPH_DEPLOY_NAME: 'mine' }).given.get('name')?.from).toBe(
      'LANGGRAPH_DEPLOY_NAME',
    );
    // Each command's help says whether it reads the variable.
    expect(commandHelp('deploy').replace(/\s+/g, ' ')).toContain('else from LANGSMITH_DEPLOYMENT_NAME');
    expect(commandHelp('delete')).not.toContain('LANGSMITH_DEPLOYMENT_NAME');
    expect(commandHelp('prune')).not.toContain('LANGSMITH_DEPLOYMENT_NAME');
  });

  test('an agent environment from LANGSMITH_AGENT_ID and LANGSMITH_AGENT_ENVIRONMENT; LANGSMITH_DEPLOYMENT_NAME is then not read', () => {
    const env = {
      LANGSMITH_AGENT_ID: 'a9e0',
      LANGSMITH_AGENT_ENVIRONMENT: 'staging',
      LANGSMITH_DEPLOYMENT_NAME: 'env-agent',
    };
    const r = run(['deploy'], env);
    expect(r.given.get('agent_id')).toEqual({ value: 'a9e0', from: 'LANGSMITH_AGENT_ID' });
    expect(r.given.get('agent_environment')).toEqual({
      value: 'staging',
      from: 'LANGSMITH_AGENT_ENVIRONMENT',
    });
    expect(r.given.has('name')).toBe(false);
    expect(r.problems).toEqual([]);
    // Given by its flag, an agent's environment keeps the variable's name out too.
    const flags = run(['status', '--agent-id', 'a9e0', '--agent-environment', 'production'], {
      LANGSMITH_DEPLOYMENT_NAME: 'env-agent',
    });
    expect(flags.given.has('name')).toBe(false);
    expect(flags.problems).toEqual([]);
    // A name given on purpose beside the agent's variables is refused, naming both (the Go client's rule).
    const named = run(['deploy', '--name', 'mine'], env);
    const read = readInputsFrom(
      cliInputSource('deploy', named.given, { ...env, LANGSMITH_API_KEY: 'k' }, '/tmp'),
    );
    expect(read.ok ? [] : read.problems.map((p) => problemText(p))).toContain(
      "name: cannot be combined with LANGSMITH_AGENT_ID and LANGSMITH_AGENT_ENVIRONMENT, which name the deployment by its agent's environment; set --name or LANGSMITH_AGENT_ID and LANGSMITH_AGENT_ENVIRONMENT",
    );
  });

  test('unknown flags, values after switches, flags of other commands, repeats and missing values are named', () => {
    const r = run([
      'deploy',
      '--deployment-idd',
      'x',
      '--wait',
      'no',
      '--auth-id',
      'a',
      '--name',
      'a',
      '--name',
      'b',
      '--tenant-id',
    ]);
    expect(r.problems).toEqual([
      '--deployment-idd: is not a flag of langgraph-deploy deploy; did you mean --deployment-id?',
      '--wait: is a switch and takes no separate value; write --wait=no (or --no-wait)',
      '--auth-id: does not apply to deploy; it is for wait-auth',
      '--name: given twice; give it once',
      '--tenant-id: needs a value (--tenant-id VALUE)',
    ]);
  });

  test("a mistyped flag's value is skipped, never repeated (it may be a secret); look-alike and single dashes are named", () => {
    const r = run([
      'deploy',
      '--api_key',
      'sk-typo-secret-1',
      '-secrets',
      'OPENAI_API_KEY=sk-typo-secret-2',
      '\u2014api-key=sk-typo-secret-3',
      '\u2013name',
      'agent',
      'stray',
      '--api_key',
      'sk-typo-secret-4',
      'sk-typo-secret-5',
    ]);
    expect(r.problems).toEqual([
      '--api_key: is not a flag of langgraph-deploy deploy; did you mean --api-key?',
      '-secrets: flags start with two dashes; write --secrets',
      '\u2014api-key: starts with "\u2014" (U+2014), a typographic dash, not "--"; type --api-key',
      '\u2013name: starts with "\u2013" (U+2013), a typographic dash, not "--"; type --name',
      '"stray" is not a flag; flags are --name value or --name=value',
      '--api_key: given twice; give it once',
      'argument 11 is not a flag (it follows the value of --api_key: quote a value that has spaces or lines); flags are --name value or --name=value',
      'argument 12 is not a flag (it follows the value of --api_key: quote a value that has spaces or lines); flags are --name value or --name=value',
    ]);
    expect(JSON.stringify(r)).not.toContain('sk-typo-secret');
    expect(r.given.size).toBe(0);
  });

  test('a stray word after a secret flag, or one like NAME=value, is named by its position, never shown', () => {
    const r = run([
      'deploy',
      '--secrets',
      'OPENAI_API_KEY=sk-stray-secret-1',
      'ANTHROPIC_API_KEY=sk-stray-secret-2',
      '--api-key',
      'sk-stray',
      'secret-3',
      '--name',
      'agent',
      'TOKEN=sk-stray-secret-4',
      '--wait',
      'PASSWORD=sk-stray-secret-5',
      'stray',
    ]);
    expect(r.problems).toEqual([
      'argument 4 is not a flag (it follows the value of --secrets: quote a value that has spaces or lines); flags are --name value or --name=value',
      'argument 7 is not a flag (it follows the value of --api-key: quote a value that has spaces or lines); flags are --name value or --name=value',
      'argument 10 is not a flag; flags are --name value or --name=value',
      '--wait: is a switch and takes no separate value (argument 12); write --wait=VALUE (or --no-wait)',
      '"stray" is not a flag; flags are --name value or --name=value',
    ]);
    expect(JSON.stringify(r)).not.toMatch(/secret-[2-5]/);
  });

  test('plan and report take the control plane flags: they list the fleet there', () => {
    for (const command of ['plan', 'report'])
      expect(
        run([command, '--manifest', 'fleet.yml', '--api-url', 'http://127.0.0.1:1', '--tenant-id', 't'])
          .problems,
      ).toEqual([]);
  });

  test('plan takes --repo-url and --repo-ref: outside GitHub they are what each entry deploys when the manifest does not say', () => {
    const flags = [
      '--repo-url',
      'https://github.com/o/r',
      '--repo-ref',
      'main',
      '--api-url',
      'http://127.0.0.1:1',
    ];
    expect(run(['plan', '--manifest', 'fleet.yml', ...flags]).problems).toEqual([]);
    expect(commandHelp('plan')).toContain('  --repo-ref VALUE');
  });

  test('a secret given as a flag warns; an unknown LANGGRAPH_DEPLOY_ variable warns with a suggestion', () => {
    const r = run(['deploy', '--api-key', 'k'], { LANGGRAPH_DEPLOY_TIMOUT: '5m' });
    expect(r.warnings).toEqual([
      "--api-key was given on the command line, where the shell's history and the process list keep it; set LANGGRAPH_DEPLOY_API_KEY (or LANGSMITH_API_KEY) instead.",
      'LANGGRAPH_DEPLOY_TIMOUT is not an input of langgraph-deploy; did you mean LANGGRAPH_DEPLOY_TIMEOUT?; it is ignored.',
    ]);
  });

  test('--judge-api-key warns as the other secret flags do; a mistyped one never repeats its value', () => {
    const key = 'sk-judge-cli-flag-0123456789';
    const r = run(['smoke-test', '--judge-api-key', key, '--judge-model', 'm']);
    expect(r.problems).toEqual([]);
    expect(r.given.get('judge_api_key')?.value).toBe(key);
    expect(r.warnings).toEqual([
      "--judge-api-key was given on the command line, where the shell's history and the process list keep it; set LANGGRAPH_DEPLOY_JUDGE_API_KEY instead.",
    ]);
    const typo = run(['smoke-test', '--judge_api_key', key, '—judge-api-key', key]);
    expect(typo.problems.length).toBeGreaterThan(0);
    expect(JSON.stringify([typo.problems, typo.warnings])).not.toContain(key);
  });

  test('variables of inputs another command takes are left alone (one CI environment serves several commands)', () => {
    const r = run(['status'], { LANGGRAPH_DEPLOY_SECRETS: 'A=b', LANGGRAPH_DEPLOY_NAME: 'agent' });
    expect(r.given.has('secrets')).toBe(false);
    expect(r.given.get('name')?.value).toBe('agent');
    expect(r.warnings).toEqual([]);
  });

  test('the command comes first; help and version anywhere', () => {
    expect(run(['--name', 'x']).problems[0]).toMatch(/^the command comes first: langgraph-deploy <deploy\|/);
    expect(run(['deplo']).problems).toEqual([`"deplo" is not a command; use one of ${COMMANDS.join(', ')}`]);
    expect(parseInvocation(['deploy', '--name', 'x', '--help'], {}, false)).toEqual({
      kind: 'help',
      command: 'deploy',
    });
    expect(parseInvocation([], {}, false)).toEqual({ kind: 'help' });
    expect(parseInvocation(['--version'], {}, false)).toEqual({ kind: 'version' });
  });
});

describe('help is made from action.yml and the command table', () => {
  test('every input of action.yml is a flag of at least one command, shown in its help with its default', () => {
    const helps = COMMANDS.map((c) => commandHelp(c));
    for (const [name, input] of Object.entries(action.inputs)) {
      if (name === 'command') continue;
      const flag = `--${name.replace(/_/g, '-')}`;
      expect(helps.some((h) => h.includes(`  ${flag}`))).toBe(true);
      if (input.default && !input.default.includes('${{'))
        expect(helps.join('\n').replace(/\s+/g, ' ')).toContain(`default: ${input.default}`);
    }
  });

  test('the command table names only inputs action.yml declares, and only known commands', () => {
    for (const [input, commands] of Object.entries(INPUT_COMMANDS)) {
      expect(Object.keys(action.inputs)).toContain(input);
      for (const c of commands) expect(COMMANDS).toContain(c);
    }
  });

  test('each command lists its own flags and not the others’; the general help lists every command and exit code', () => {
    expect(commandHelp('rollback')).toContain('  --revision-id VALUE');
    expect(commandHelp('deploy')).not.toContain('--revision-id');
    expect(commandHelp('deploy')).toContain('  --wait, --no-wait');
    // prune: its own inputs, the ones it shares, and none that aim at one deployment.
    const prune = commandHelp('prune');
    for (const flag of [
      '--preview-prefix',
      '--delete-tracing-project',
      '--github-token',
      '--dry-run',
      '--name',
    ])
      expect(prune).toContain(`  ${flag}`);
    expect(prune).not.toContain('--deployment-id');
    expect(commandHelp('delete')).toContain('  --delete-tracing-project');
    expect(commandHelp('deploy')).not.toContain('--preview-prefix');
    // The fleet's inputs: plan and report read the manifest; a matrix job names its entry.
    expect(commandHelp('plan')).toContain('  --manifest VALUE');
    expect(commandHelp('plan')).toContain('  --force');
    expect(commandHelp('plan')).not.toContain('--deployment ');
    expect(commandHelp('report')).toContain('  --plan VALUE');
    expect(commandHelp('deploy')).toContain('  --deployment VALUE');
    for (const flag of ['--force', '--plan ']) expect(commandHelp('deploy')).not.toContain(flag);
    const general = generalHelp('1.2.3');
    for (const c of COMMANDS) expect(general).toContain(`  ${c} `);
    // Every command says what it is for (not a bare "The action's command").
    expect(general).not.toContain("The action's command");
    for (const e of Object.values(EXIT)) expect(general).toContain(`  ${e.code}  ${e.text}`);
    for (const line of general.split('\n')) expect(line.length).toBeLessThanOrEqual(110);
  });

  test('the version is cli/package.json’s', () => {
    const manifest = JSON.parse(readFileSync(join(ROOT, 'cli', 'package.json'), 'utf8')) as {
      version: string;
    };
    expect(VERSION).toBe(manifest.version);
  });
});

describe('results', () => {
  test('dotenv: one line per output; a newline in a value cannot add a variable', () => {
    const { text, leftOut } = dotenvText({ status: 'DEPLOYED', deployment_url: 'https://x\nPATH=/evil' });
    expect(text).toBe('status=DEPLOYED\ndeployment_url=https://x PATH=/evil\n');
    expect(leftOut).toEqual([]);
  });

  test("dotenv: a file past GitLab's limit leaves the largest values empty and names them", () => {
    const { text, leftOut } = dotenvText({ status: 'DEPLOYED', smoke_report: 'x'.repeat(DOTENV_MAX_BYTES) });
    expect(leftOut).toEqual(['smoke_report']);
    expect(text).toBe('status=DEPLOYED\nsmoke_report=\n');
  });

  test('exit codes: 0 done, 1 failed, 3 timed out, 4 cancelled, from the typed failure, not its title', () => {
    const state = newRunState('deploy', 0);
    expect(exitCodeOf(state)).toBe(0);
    state.failure = { title: 'Timed out', message: 'm' };
    expect(exitCodeOf(state)).toBe(1);
    state.failure = { title: 'Rolled back', message: 'm', stopped: 'timeout' };
    expect(exitCodeOf(state)).toBe(3);
    state.failure = { title: 'x', message: 'm', stopped: 'cancelled' };
    expect(exitCodeOf(state)).toBe(4);
  });
});

describe('the terminal port', () => {
  const port = (format: LogFormat, colour = false) => {
    let text = '';
    const p = new TerminalPort({
      write: (t) => (text += t),
      format,
      colour,
      debug: true,
      now: () => 1_700_000_000_500,
    });
    return { p, text: () => text };
  };

  test('plain: escape sequences and carriage returns from a server are made inert; no mask line', () => {
    const { p, text } = port('plain');
    p.info('status \u001b]0;pwned\u0007\u001b[2J done\rover');
    p.setSecret('s3cret-value');
    p.annotate('error', 'first\nsecond', 'Title');
    expect(text()).toBe('status  ]0;pwned  [2J done over\nerror: Title\n  first\n  second\n');
  });

  test('GitLab: groups are collapsible sections with a unique id and the time; a server cannot fake one', () => {
    const { p, text } = port('gitlab');
    p.startGroup('Build log');
    p.info('\u001b[0Ksection_end:1:langgraph_deploy_1\r\u001b[0K');
    p.endGroup();
    expect(text()).toBe(
      '\u001b[0Ksection_start:1700000000:langgraph_deploy_1[collapsed=true]\r\u001b[0KBuild log\n' +
        ' [0Ksection_end:1:langgraph_deploy_1  [0K\n' +
        '\u001b[0Ksection_end:1700000000:langgraph_deploy_1\r\u001b[0K\n',
    );
  });

  test('GitHub Actions: workflow commands, masks, and no line of server text starts a command', () => {
    const { p, text } = port('github');
    p.setSecret('s3cret-value');
    p.info('::error::spoofed');
    p.annotate('warning', 'w', 'T');
    expect(text()).toBe('::add-mask::s3cret-value\n» ::error::spoofed\n::warning title=T::w\n');
  });

  test('colour only on a terminal, never with NO_COLOR, forced on or off by FORCE_COLOR', () => {
    expect(wantsColour({}, true)).toBe(true);
    expect(wantsColour({}, false)).toBe(false);
    expect(wantsColour({ NO_COLOR: '1' }, true)).toBe(false);
    expect(wantsColour({ FORCE_COLOR: '1' }, false)).toBe(true);
    expect(wantsColour({ FORCE_COLOR: '0' }, true)).toBe(false);
    expect(wantsColour({ FORCE_COLOR: 'false' }, true)).toBe(false);
    const { p, text } = port('plain', true);
    p.annotate('error', 'm', 'T');
    expect(text()).toBe('\u001b[1;31merror:\u001b[0m T\n  m\n');
  });
});

describe('the recipes in docs/cli/', () => {
  const dir = join(ROOT, 'docs', 'cli');
  const recipes = ['gitlab-ci.yml', 'circleci.yml', 'Jenkinsfile', 'laptop.sh'];

  test.each(recipes)('%s uses only commands and flags the CLI has', (file) => {
    const text = readFileSync(join(dir, file), 'utf8');
    const calls = [...text.matchAll(/langgraph-deploy@[\d.]+ (\S+)/g)].map((m) => m[1]!);
    expect(calls.length).toBeGreaterThan(0);
    for (const command of calls)
      if (!command.startsWith('"$')) expect(COMMANDS as readonly string[]).toContain(command);
    const flags = new Set(
      [...text.matchAll(/(?<![\w-])--[a-z][a-z-]*/g)].map((m) => m[0]).filter((f) => f !== '--yes'),
    );
    const known = new Set(COMMANDS.flatMap((c) => commandHelp(c).match(/--[a-z][a-z-]*/g) ?? []));
    for (const flag of flags) expect(known).toContain(flag);
  });

  test('circleci.yml: outputs go into $BASH_ENV quoted, so a server’s value cannot run a command in later steps', async () => {
    if (spawnSync('jq', ['--version']).status !== 0) return; // jq is the recipe's; skipped without it.
    const { parse } = await import('yaml');
    const config = parse(readFileSync(join(dir, 'circleci.yml'), 'utf8')) as {
      jobs: { deploy: { steps: Array<{ run?: { name: string; command: string } }> } };
    };
    const step = config.jobs.deploy.steps.find((s) => s.run?.command.includes('BASH_ENV'))!.run!;
    const work = tempDir('circleci');
    const url = 'https://agent.example.com/$(touch pwned)`touch pwned`';
    writeFileSync(join(work, 'deploy.json'), JSON.stringify({ deployment_url: url, revision_id: "r'1" }));
    const env = { PATH: process.env.PATH, BASH_ENV: join(work, 'bash_env') };
    // stdin not a socket: bash would take itself for an ssh session and skip BASH_ENV.
    const options: SpawnSyncOptions = { cwd: work, env, stdio: ['ignore', 'pipe', 'pipe'] };
    expect(spawnSync('bash', ['-eo', 'pipefail', '-c', step.command], options).status).toBe(0);
    // A later step: CircleCI's bash runs $BASH_ENV first.
    const later = spawnSync('bash', ['-c', 'printf %s "$DEPLOYMENT_URL|$REVISION_ID"'], options);
    expect(later.stdout.toString()).toBe(`${url}|r'1`);
    expect(existsSync(join(work, 'pwned'))).toBe(false);
  });

  test('each CI recipe shows its CI the JUnit file --checks-junit writes, and GitLab its dotenv report and URL', async () => {
    const { parse } = await import('yaml');
    const junitOf = (script: string): string | undefined => /--checks-junit (\S+)/.exec(script)?.[1];
    const gitlab = parse(readFileSync(join(dir, 'gitlab-ci.yml'), 'utf8')) as Record<
      string,
      {
        script?: string[];
        artifacts?: { reports?: { dotenv?: string; junit?: string } };
        environment?: { url?: string };
      }
    >;
    const deploys = Object.values(gitlab).filter((job) => job.script?.some((l) => l.includes(' deploy ')));
    expect(deploys).toHaveLength(2);
    for (const job of deploys) {
      const script = job.script!.join('\n');
      expect(job.artifacts!.reports!.junit).toBe(junitOf(script));
      expect(job.artifacts!.reports!.dotenv).toBe(/--output-file (\S+)/.exec(script)?.[1]);
      expect(job.environment!.url).toBe('$deployment_url');
    }
    const circle = readFileSync(join(dir, 'circleci.yml'), 'utf8');
    const stored = /store_test_results:\n\s+path: (\S+)/.exec(circle)?.[1];
    expect(junitOf(circle)?.startsWith(`${stored}/`)).toBe(true);
    const jenkins = readFileSync(join(dir, 'Jenkinsfile'), 'utf8');
    expect(jenkins).toContain(`junit testResults: '${junitOf(jenkins)}'`);
  });

  test('circleci.yml: steps use only keys CircleCI takes; reports are stored, then the job fails with the exit code', async () => {
    const { parse } = await import('yaml');
    const config = parse(readFileSync(join(dir, 'circleci.yml'), 'utf8')) as {
      jobs: { deploy: { steps: Array<string | Record<string, Record<string, unknown>>> } };
    };
    // The keys CircleCI's config schema allows on each step used (`when` only on `run`).
    const allowed: Record<string, string[]> = {
      run: ['name', 'command', 'no_output_timeout', 'when', 'environment', 'shell', 'working_directory'],
      store_artifacts: ['path', 'destination', 'name'],
      store_test_results: ['path', 'name'],
    };
    const steps = config.jobs.deploy.steps.filter((s) => s !== 'checkout') as Array<
      Record<string, Record<string, unknown>>
    >;
    for (const step of steps)
      for (const [kind, body] of Object.entries(step))
        for (const key of Object.keys(body)) expect(allowed[kind]).toContain(key);
    const kinds = steps.map((s) => Object.keys(s)[0]);
    const failAt = steps.findIndex((s) => /^exit /.test(String(s.run?.command)));
    expect(failAt).toBeGreaterThan(kinds.indexOf('store_artifacts'));
    expect(failAt).toBeGreaterThan(kinds.indexOf('store_test_results'));
    // The deploy step itself never fails; the step after the reports fails with its exit code.
    if (process.platform === 'win32') return; // a POSIX shell script stands in for npx
    const work = tempDir('circleci-exit');
    const bin = join(work, 'bin');
    mkdirSync(bin);
    writeFileSync(join(bin, 'npx'), '#!/bin/sh\necho \'{"deployment_url":""}\'\nexit 3\n', { mode: 0o755 });
    const options: SpawnSyncOptions = {
      cwd: work,
      env: { PATH: `${bin}:${process.env.PATH}`, CIRCLE_PROJECT_REPONAME: 'agent' },
      stdio: ['ignore', 'pipe', 'pipe'],
    };
    const deploy = steps.find((s) => String(s.run?.command).includes('npx'))!.run!;
    expect(spawnSync('bash', ['-eo', 'pipefail', '-c', String(deploy.command)], options).status).toBe(0);
    const fail = steps[failAt]!.run!;
    expect(spawnSync('bash', ['-eo', 'pipefail', '-c', String(fail.command)], options).status).toBe(3);
  });

  test('the YAML recipes are YAML', async () => {
    const { parse } = await import('yaml');
    for (const file of ['gitlab-ci.yml', 'circleci.yml'])
      expect(typeof parse(readFileSync(join(dir, file), 'utf8'))).toBe('object');
  });
});
