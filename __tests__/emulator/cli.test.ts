import { describe, expect } from '@jest/globals';
import { spawn, type SpawnOptions } from 'node:child_process';
import { readFileSync, truncateSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT } from '../helpers/bundle.ts';
import { startEmulatorCli, startEmulatorFlags } from '../helpers/emulator-cli.ts';
import { deepLine, parseFault, readFlags, sizedLine, usage } from '../../emulator/cli.ts';
import { RawJson } from '../../emulator/raw-json.ts';
import { judgeRequest, readJudgeReply } from '../../src/agent-checks/judge-prompt.ts';
import { atOnce } from '../helpers/at-once.ts';
import { tempDir } from '../helpers/temp.ts';
import { outputOf } from '../helpers/output-of.ts';

const CLI = join(ROOT, 'emulator', 'cli.ts');
const INTEGRATION = '0a1b2c3d-0000-4000-8000-0000000000c1';

/** What `spawnSync` gives, without blocking this process: the tests below run at once. */
async function spawned(
  command: string,
  args: string[],
  options: Pick<SpawnOptions, 'cwd' | 'shell'> = {},
): Promise<{ status: number | null; stdout: string; stderr: string }> {
  const { code, ...printed } = await outputOf(
    spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] }),
  );
  return { status: code, ...printed };
}

describe('node emulator/cli.ts', () => {
  // Each test spawns emulators or refusals of its own, and none waits on a clock: they run at once.
  const test = atOnce(60_000);

  test('npm run emulator -- --help (as docs/contributing.md says) lists every flag, the routes and the fault kinds', async () => {
    const result = await spawned('npm', ['run', '--silent', 'emulator', '--', '--help'], {
      cwd: ROOT,
      shell: process.platform === 'win32',
    });
    expect(readFileSync(join(ROOT, 'docs', 'contributing.md'), 'utf8')).toContain(
      '`npm run emulator -- --help`',
    );
    expect(result.status).toBe(0);
    for (const flag of [
      '--port',
      '--prefix',
      '--api-key',
      '--tenant-id',
      '--timeline',
      '--custom-url',
      '--agent-server',
      '--integration',
      '--repo',
      '--listener',
      '--repo-dir',
      '--fault',
      '--build-log',
      '--big-build-log',
      '--nested-build-log',
      '--server-log',
      '--dataset',
      '--no-logs',
      '--ignore-offset',
      '--no-validate',
      '--help',
    ])
      expect(result.stdout).toContain(flag);
    expect(result.stdout).toMatch(/Routes \(for --fault\): list-deployments, create-deployment/);
    expect(result.stdout).toMatch(/drop-after: act on the request/);
  });

  test('an unknown flag is an error with the help, not a stack trace', async () => {
    const result = await spawned(process.execPath, [CLI, '--nope']);
    expect(result.status).toBe(2);
    expect(result.stderr).toMatch(/Unknown option '--nope'[\s\S]*Usage: npm run emulator -- \[flags\]/);
    expect(result.stderr).not.toMatch(/\n\s+at /);
  });

  test('prints the URL and the API key, injects faults, serves integrations and their repositories', async () => {
    const emulator = await startEmulatorCli([
      '--fault',
      'list-deployments=status:503x2',
      '--integration',
      `${INTEGRATION}:acme`,
      '--repo',
      `${INTEGRATION}=https://github.com/acme/agent`,
    ]);
    try {
      const { url, apiKey: api_key } = emulator;
      expect(api_key).toBe('lsv2_emulator_key_0123456789');
      const get = async (path: string): Promise<[number, unknown]> => {
        const reply = await fetch(url + path, { headers: { 'x-api-key': api_key } });
        return [reply.status, await reply.json()];
      };
      expect((await get('/v2/deployments'))[0]).toBe(503);
      expect((await get('/v2/deployments'))[0]).toBe(503);
      expect(await get('/v2/deployments')).toEqual([200, { resources: [], offset: 0 }]);
      expect(await get('/v1/integrations/github/install')).toEqual([
        200,
        [{ id: INTEGRATION, name: 'acme', installation_id: 1 }],
      ]);
      const [, repos] = await get(`/v1/integrations/github/${INTEGRATION}/repos`);
      expect(repos).toEqual([
        expect.objectContaining({ url: 'https://github.com/acme/agent', owner: 'acme', name: 'agent' }),
      ]);
    } finally {
      emulator.stop();
    }
  });

  test('--listener serves a listener with its cluster and namespaces', async () => {
    const id = 'e1000000-0000-4000-8000-000000000001';
    const emulator = await startEmulatorFlags(['--listener', `${id}=hybrid-1:team-a,team-b`]);
    try {
      const reply = await fetch(`${emulator.url}/v2/listeners/${id}`, {
        headers: { 'x-api-key': emulator.apiKey },
      });
      expect(await reply.json()).toMatchObject({
        id,
        compute_id: 'hybrid-1',
        compute_config: { k8s_namespaces: ['team-a', 'team-b'] },
      });
    } finally {
      await emulator.stop();
    }
  });

  test('without --integration: one integration, local, seeing local/agent (or what --repo gives it)', async () => {
    const list = async (args: string[]) => {
      const emulator = await startEmulatorFlags(args);
      try {
        const { url, apiKey: api_key } = emulator;
        const get = async (path: string) =>
          (await (await fetch(url + path, { headers: { 'x-api-key': api_key } })).json()) as Array<
            Record<string, unknown>
          >;
        const integrations = await get('/v1/integrations/github/install');
        const repos = await get(`/v1/integrations/github/${integrations[0]!.id as string}/repos`);
        return { integrations, repos: repos.map((r) => r.url) };
      } finally {
        await emulator.stop();
      }
    };
    expect(await list([])).toEqual({
      integrations: [{ id: '0a1b2c3d-0000-4000-8000-00000000000a', name: 'local', installation_id: 1 }],
      repos: ['https://github.com/local/agent'],
    });
    expect(
      (await list(['--repo', '0a1b2c3d-0000-4000-8000-00000000000a=https://github.com/me/bot'])).repos,
    ).toEqual(['https://github.com/me/bot']);
  });

  test('prints where LangSmith and the judge are, serves an example dataset and a judge that grades by the rubric’s words', async () => {
    const emulator = await startEmulatorCli([]);
    try {
      const origin = new URL(emulator.url).origin;
      expect(emulator.printed).toMatchObject({
        judge_url: `${origin}/judge/v1`,
        langsmith_api_url: `${origin}/api/v1`,
        datasets: ['local-agent-examples'],
      });
      // Its lines on stderr name them as the inputs that take them.
      while (!emulator.stderr().includes('emulator: judge')) await new Promise((r) => setImmediate(r));
      while (!/start it with --agent-server.*\n/.test(emulator.stderr()))
        await new Promise((r) => setImmediate(r));
      expect(emulator.stderr()).toContain(
        `emulator: LangSmith API: langsmith_api_url ${origin}/api/v1 (what api_url gives by default); datasets: local-agent-examples (3 examples)`,
      );
      expect(emulator.stderr()).toContain(
        `emulator: judge (no model): judge_url ${origin}/judge/v1, any judge_model, no judge_api_key;`,
      );
      const get = async (path: string) =>
        (await (
          await fetch(`${origin}/api/v1${path}`, { headers: { 'x-api-key': emulator.apiKey } })
        ).json()) as Array<Record<string, unknown>>;
      const [dataset] = await get('/datasets?name=local-agent-examples');
      expect(dataset).toMatchObject({ example_count: 3 });
      const examples = await get(`/examples?dataset=${dataset!.id as string}`);
      expect(examples.map((e) => e.inputs)).toEqual(
        ['Do you refund shipping?', 'Can I return a gift?', 'What is your refund policy?'].map((content) => ({
          messages: [{ role: 'human', content }],
        })),
      );
      const grade = async (reply: string) => {
        const body = judgeRequest({
          model: 'local',
          rubric: 'Does the reply give a full refund within 30 days?',
          reply,
          nonce: 'a1b2c3d4e5f60718293a4b5c6d7e8f90',
          redact: (t) => t,
        });
        const answer = await fetch(`${origin}/judge/v1/chat/completions`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
        return readJudgeReply(await answer.text(), (t) => t);
      };
      expect(await grade('You can return any item within 30 days for a full refund.')).toMatchObject({
        score: 1,
      });
      expect(await grade('No refunds, ever.')).toMatchObject({ score: 0.2 });
    } finally {
      emulator.stop();
    }
  });

  test('--dataset FILE serves that dataset beside the example one; a file it cannot read is refused naming the flag', async () => {
    const dir = tempDir('emulator-dataset');
    const file = join(dir, 'mine.json');
    writeFileSync(
      file,
      JSON.stringify({
        name: 'my-regressions',
        examples: [
          { inputs: { question: 'a' }, outputs: { answer: 'b' }, metadata: { name: 'first' } },
          { inputs: { question: 'c' } },
        ],
        splits: { ci: [0] },
      }),
    );
    const emulator = await startEmulatorFlags(['--dataset', file]);
    try {
      expect(emulator.printed.datasets).toEqual(['local-agent-examples', 'my-regressions']);
      const origin = new URL(emulator.url).origin;
      const get = async (path: string) =>
        (await (
          await fetch(`${origin}/api/v1${path}`, { headers: { 'x-api-key': emulator.apiKey } })
        ).json()) as Array<Record<string, unknown>>;
      const [dataset] = await get('/datasets?name=my-regressions');
      const ci = await get(`/examples?dataset=${dataset!.id as string}&splits=ci`);
      expect(ci.map((e) => [e.metadata, e.inputs, e.outputs])).toEqual([
        [{ name: 'first', dataset_split: ['ci'] }, { question: 'a' }, { answer: 'b' }],
      ]);
    } finally {
      await emulator.stop();
    }
    writeFileSync(file, JSON.stringify({ name: 'x', examples: [{ outputs: {} }] }));
    expect(() => readFlags(['--dataset', file])).toThrow(
      `--dataset ${file}: examples[0] has no "inputs" object; expected {"name"`,
    );
    expect(() => readFlags(['--dataset', join(dir, 'none.json')])).toThrow(
      `--dataset ${join(dir, 'none.json')}: ENOENT`,
    );
  });

  test('--dataset naming what is no file, or a file too big to read, is refused without reading it', async () => {
    const dir = tempDir('emulator-dataset-odd');
    // A device or a FIFO would never end a read; a folder is no file either.
    expect(() => readFlags(['--dataset', dir])).toThrow(`--dataset ${dir}: it is a folder; expected {"name"`);
    const big = join(dir, 'big.json');
    writeFileSync(big, '');
    truncateSync(big, 64 * 1_048_576 + 1); // sparse: it takes no room on the disk
    expect(() => readFlags(['--dataset', big])).toThrow(
      `--dataset ${big}: it is larger than ${64 * 1_048_576} bytes; expected`,
    );
  });

  test('--agent-server and --custom-url both name the deployment URL: refused', async () => {
    const result = await spawned(process.execPath, [
      CLI,
      '--agent-server',
      '--custom-url',
      'http://127.0.0.1:1',
    ]);
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('--agent-server and --custom-url both set the deployment URL');
  });

  test('--help is printed whatever the other flags hold: none of them is read for it', async () => {
    const result = await spawned(process.execPath, [CLI, '--help', '--integration', 'not-a-uuid']);
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('Usage: npm run emulator -- [flags]');
  });

  test('a --port in use: exit 2 naming the flag, not a stack trace', async () => {
    const first = await startEmulatorFlags([]);
    try {
      const { port } = new URL(first.url);
      const result = await spawned(process.execPath, [CLI, '--port', port]);
      expect(result.status).toBe(2);
      expect(result.stderr).toContain(`emulator: --port ${port}: the port is in use; give another, or 0`);
      expect(result.stderr).not.toMatch(/\n\s+at /);
    } finally {
      await first.stop();
    }
  });

  test('a process that ends with its starter ends even while it starts, its closed pipes no spin', async () => {
    // What Ctrl-C (or kill -INT) on `npm run emulator -- --agent-server` during its start leaves:
    // the agent server's parent gone, the pipes of its stdout and stderr closed. (agent-server/
    // serve.ts calls endWith before its modules load; its own start is left to the suites that need it.)
    const starter = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
    const outlive = join(ROOT, '__tests__', 'agent-server', 'outlive.ts');
    const script = `import { endWith } from ${JSON.stringify(pathToFileURL(outlive).href)};
      endWith(${starter.pid}); setInterval(() => console.log('x'.repeat(1000)), 1);`;
    const server = spawn(process.execPath, ['--input-type=module', '-e', script], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const exited = new Promise((resolve) => server.on('exit', resolve));
    server.stdout.destroy();
    server.stderr.destroy();
    starter.kill('SIGKILL');
    let bound: NodeJS.Timeout | undefined;
    try {
      const end = new Promise((resolve) => (bound = setTimeout(resolve, 30_000, 'running after 30 s')));
      expect(await Promise.race([exited, end])).toBe(0);
    } finally {
      clearTimeout(bound);
      server.kill('SIGKILL');
    }
  });

  test('a fault it cannot read is refused naming the flag', async () => {
    expect(() => readFlags(['--fault', 'create-deployment=explode'])).toThrow(
      '--fault create-deployment=explode: unknown kind explode',
    );
  });

  test.each<[string[], string]>([
    [['--integration', 'not-a-uuid'], '--integration not-a-uuid: the id must be a UUID'],
    [['--port', 'abc'], '--port abc: expected a port number from 0 to 65535'],
    [['--port', '65536'], '--port 65536: expected a port number from 0 to 65535'],
    [['--timeline', 'QUEUED:soon'], '--timeline QUEUED:soon: "QUEUED:soon": soon is neither a duration'],
    [['--build-log', 'oops'], '--build-log oops: expected LEVEL:message'],
    [['--big-build-log', 'INFO:3GiB'], '--big-build-log INFO:3GiB: expected LEVEL:SIZE'],
    [['--nested-build-log', 'INFO:deep'], '--nested-build-log INFO:deep: expected LEVEL:DEPTH'],
    [['--repo', 'nonsense'], '--repo nonsense: expected INTEGRATION_ID=https://github.com/OWNER/NAME'],
    [
      ['--listener', 'l1=c:ns'],
      '--listener l1=c:ns: expected ID=CLUSTER:NAMESPACE[,NAMESPACE…] with ID a UUID',
    ],
  ])('%j is refused naming the flag and what it accepts', async (args, message) => {
    expect(() => readFlags(args)).toThrow(message);
  });

  test('faults can target the upload to its storage', async () => {
    expect(parseFault('storage-put=status:403x1')).toEqual({
      route: 'storage-put',
      fault: { kind: 'status', status: 403 },
      times: 1,
    });
    expect(usage()).toMatch(/Routes \(for --fault\):.*storage-put/);
  });

  test('a status fault can carry a Retry-After; a rewrite, whose fields only code can give, is refused', async () => {
    expect(parseFault('build-logs=status:429+30x2')).toEqual({
      route: 'build-logs',
      fault: { kind: 'status', status: 429, retryAfter: '30' },
      times: 2,
    });
    expect(() => parseFault('get-revision=rewrite')).toThrow('kind rewrite is for tests only');
  });

  test('a deploy that fails once, and a redeploy refused, are faults of the command line', async () => {
    expect(parseFault('create-deployment=deploy-fails')).toEqual({
      route: 'create-deployment',
      fault: { kind: 'deploy-fails' },
    });
    expect(parseFault('redeploy-revision=status:409')).toEqual({
      route: 'redeploy-revision',
      fault: { kind: 'status', status: 409 },
    });
  });

  test('a list that lags takes how late it lists, in milliseconds; a status still needs three digits', async () => {
    expect(parseFault('list-revisions=list-late:1500x100')).toEqual({
      route: 'list-revisions',
      fault: { kind: 'list-late', ms: 1500 },
      times: 100,
    });
    expect(() => parseFault('list-revisions=list-late')).toThrow('kind list-late needs :MS');
    expect(() => parseFault('list-revisions=status:5000')).toThrow('kind status needs :STATUS');
    expect(() => parseFault('list-revisions=hang:10')).toThrow(':10 goes with kind status or list-late');
  });

  test('a multi-MiB line and a deeply nested one can be added to every build log', async () => {
    const big = sizedLine('error:3MiB');
    expect(big.level).toBe('ERROR');
    expect(big.message).toHaveLength(3 * 1_048_576);
    expect(sizedLine('INFO:512KiB').message).toHaveLength(512 * 1024);
    const deep = deepLine('INFO:100000');
    expect(deep.message).toBeInstanceOf(RawJson);
    expect((deep.message as RawJson).text).toHaveLength(100_000 * 6 + 1);
  });

  test('build-log lines are served in the order their flags were given', async () => {
    const emulator = await startEmulatorFlags([
      '--build-log',
      'INFO:first',
      '--big-build-log',
      'INFO:2KiB',
      '--nested-build-log',
      'INFO:3',
      '--build-log',
      'ERROR:last',
    ]);
    try {
      const { url, apiKey: api_key } = emulator;
      const call = async (method: string, path: string, body?: unknown) => {
        const reply = await fetch(url + path, {
          method,
          headers: { 'x-api-key': api_key, 'content-type': 'application/json' },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
        return (await reply.json()) as Record<string, unknown>;
      };
      const created = await call('POST', '/v2/deployments', {
        name: 'agent',
        source: 'github',
        source_config: {
          integration_id: '0a1b2c3d-0000-4000-8000-0000000000c1',
          repo_url: 'https://github.com/acme/agent',
          deployment_type: 'dev_free',
        },
        source_revision_config: { repo_ref: 'main', langgraph_config_path: 'langgraph.json' },
        secrets: [],
      });
      const revision = created.latest_revision_id as string;
      // The build log is whole once the build is over: poll until it is.
      for (let i = 0; i < 20; i++)
        await call('GET', `/v2/deployments/${created.id as string}/revisions/${revision}`);
      const page = await call(
        'POST',
        `/v1/projects/${created.id as string}/revisions/${revision}/build_logs`,
        {
          order: 'asc',
          limit: 100,
        },
      );
      const messages = (page.logs as Array<{ message: unknown }>).map((l) => l.message).slice(-4);
      expect(messages[0]).toBe('first');
      expect(messages[1]).toMatch(/^big line of 2048 bytes: x+$/);
      expect(messages[2]).toEqual({ a: { a: { a: 1 } } });
      expect(messages[3]).toBe('last');
    } finally {
      await emulator.stop();
    }
  });
});
