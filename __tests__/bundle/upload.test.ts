import { describe, expect } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { EMULATOR_API_KEY, type Emulator } from '../../emulator/server.ts';
import { errorLine, logLines, runBundle } from '../helpers/bundle.ts';
import { UPLOAD_SHA, uploadEnv, uploadInputs, writeFiles } from '../helpers/workspace.ts';
import { CAN_SYMLINK, tempDir } from '../helpers/temp.ts';
import { atOnce } from '../helpers/at-once.ts';
import { withOwnEmulator } from '../helpers/own-emulator.ts';

/**
 * `source: upload` through the bundle against the emulator and its storage. The tests run at once,
 * each with its own emulator: the largest archive's compression overlaps the others' runs.
 */
const test = atOnce(120_000);

interface World {
  emulator: Emulator;
  inputs: (extra?: Record<string, string>) => Record<string, string>;
  count: (route: string) => number;
}

/** A fresh emulator for one body, and the helpers bound to it; closed when the body ends. */
function withEmulator(body: (world: World) => Promise<void>): Promise<void> {
  return withOwnEmulator((emulator) =>
    body({
      emulator,
      inputs: (extra = {}) => uploadInputs(emulator, extra),
      count: (route) => emulator.requests.filter((r) => r.route === route).length,
    }),
  );
}

const SHA = UPLOAD_SHA;
const write = writeFiles;

/** A monorepo: the agent in agent/, a local dependency in shared/, and much that must stay out. */
function workspace(): string {
  const ws = tempDir('upload-ws');
  write(ws, {
    'agent/langgraph.json': JSON.stringify({
      dependencies: ['.', '../shared'],
      graphs: { agent: './graph.py:graph' },
    }),
    'agent/graph.py': 'graph = None\n',
    'agent/.gitignore': '*.log\nsecret.env\nbuild/\n',
    'agent/.dockerignore': 'tests/\n',
    'agent/app.log': 'ignored by .gitignore',
    'agent/secret.env': 'OPENAI_API_KEY=sk-never-uploaded',
    'agent/build/out.bin': 'ignored folder',
    'agent/tests/test_graph.py': 'ignored by .dockerignore',
    'agent/node_modules/x/index.js': 'never uploaded',
    'agent/.venv/lib.py': 'never uploaded',
    'agent/__pycache__/graph.cpython-312.pyc': 'never uploaded',
    'agent/.git/HEAD': `${UPLOAD_SHA}\n`,
    'shared/util.py': 'def helper(): ...\n',
    'shared/node_modules/y/index.js': 'never uploaded',
    'other/unrelated.py': 'not a dependency',
    'outside.txt': 'hard-linked into the agent folder',
  });
  if (CAN_SYMLINK) {
    symlinkSync('/etc/passwd', join(ws, 'agent/passwd'));
    symlinkSync(join(ws, 'other'), join(ws, 'agent/other-link'));
  }
  linkSync(join(ws, 'outside.txt'), join(ws, 'agent/linked.txt'));
  return ws;
}

const env = uploadEnv;

describe('source: upload', () => {
  test('archives exactly the right files at the right paths, uploads them, and deploys the workflow’s commit', () =>
    withEmulator(async ({ emulator, inputs }) => {
      const r = await runBundle(inputs(), env(workspace()));
      expect(r.code).toBe(0);
      const [upload] = [...emulator.storage.uploads.values()];
      expect(upload!.files).toEqual([
        'agent/.dockerignore',
        'agent/.gitignore',
        'agent/graph.py',
        'agent/langgraph.json',
        'shared/util.py',
      ]);
      if (CAN_SYMLINK) expect(r.stdout).toMatch(/Left out agent\/passwd: a symlink/);
      expect(r.stdout).toMatch(/Left out agent\/linked\.txt: a hard link/);
      expect(emulator.requests.map((q) => q.route)).toEqual([
        'list-deployments',
        'create-deployment',
        'upload-url',
        'storage-put',
        'patch-deployment',
        ...emulator.requests.slice(5).map((q) => q.route),
      ]);
      const create = emulator.requests.find((q) => q.route === 'create-deployment')!;
      expect(create.body).toMatchObject({
        source: 'internal_source',
        source_revision_config: { langgraph_config_path: 'agent/langgraph.json' },
      });
      const patch = emulator.requests.find((q) => q.route === 'patch-deployment')!;
      expect(patch.body).toMatchObject({
        revision_source: 'internal_source',
        source_revision_config: {
          source_tarball_path: upload!.objectPath,
          langgraph_config_path: 'agent/langgraph.json',
        },
      });
      expect(r.outputs).toMatchObject({ status: 'DEPLOYED', commit_sha: SHA });
      expect(r.outputs.source_digest).toMatch(/^[0-9a-f]{64}$/);
      expect(r.stdout).toContain(`SHA-256 ${r.outputs.source_digest}`);
    }));

  test('the same tree gives the same archive: the same digest, run after run', () =>
    withEmulator(async ({ inputs }) => {
      const ws = workspace();
      const first = await runBundle(inputs(), env(ws));
      const second = await runBundle(inputs(), env(ws));
      expect(first.outputs.source_digest).toMatch(/^[0-9a-f]{64}$/);
      expect(second.outputs.source_digest).toBe(first.outputs.source_digest);
      expect(second.outputs.created).toBe('false');
    }));

  test('the signed URL is a credential: masked, never logged whole, and the API key never reaches the storage host', () =>
    withEmulator(async ({ emulator, inputs }) => {
      const r = await runBundle(inputs(), env(workspace()));
      expect(r.code).toBe(0);
      const puts = emulator.requests.filter((q) => q.route === 'storage-put');
      expect(puts.map((q) => q.headers.apiKey)).toEqual([undefined]);
      const signature = puts[0]!.query['X-Goog-Signature']!;
      expect(r.stdout).toContain(`::add-mask::${signature}`);
      const shown = logLines(r.stdout).filter((l) => !l.startsWith('::add-mask::'));
      expect(shown.filter((l) => l.includes(signature))).toEqual([]);
      expect(r.stdout).toMatch(
        /Uploaded the archive to http:\/\/127\.0\.0\.1:\d+\/__storage\/uploads\/\S+\?…/,
      );
    }));

  test('a failed PUT (5xx, a dropped connection) is repeated, and an expired URL is renewed once', () =>
    withEmulator(async ({ emulator, inputs, count }) => {
      emulator.faults.add(
        { route: 'storage-put', fault: { kind: 'status', status: 503 } },
        { route: 'storage-put', fault: { kind: 'drop-before' } },
        {
          route: 'storage-put',
          fault: {
            kind: 'status',
            status: 403,
            body: '<Error><Code>ExpiredToken</Code></Error>',
            contentType: 'application/xml',
          },
        },
      );
      const r = await runBundle(inputs(), env(workspace()));
      expect(r.code).toBe(0);
      expect(count('storage-put')).toBe(4);
      expect(count('upload-url')).toBe(2);
      expect(r.stdout).toMatch(/the upload URL expired or was refused; asking for a new one/);
    }));

  test('a second 403 on a renewed URL fails, naming the storage host but not the signature', () =>
    withEmulator(async ({ emulator, inputs, count }) => {
      emulator.faults.add({ route: 'storage-put', fault: { kind: 'status', status: 403 }, times: 2 });
      const r = await runBundle(inputs(), env(workspace()));
      expect(r.code).toBe(1);
      expect(errorLine(r.stdout)).toMatch(
        /PUT http:\/\/127\.0\.0\.1:\d+\/__storage\/uploads\/\S+\?… answered 403/,
      );
      expect(count('patch-deployment')).toBe(0);
    }));

  test('a dry run builds the archive and reports it, without asking for an upload URL', () =>
    withEmulator(async ({ emulator, inputs, count }) => {
      const r = await runBundle(inputs({ dry_run: 'true' }), env(workspace()));
      expect(r.code).toBe(0);
      expect(r.summary).toMatch(
        /Upload an archive of 5 files, \d+ bytes, SHA-256 [0-9a-f]{64}; the config is agent\/langgraph\.json\./,
      );
      expect(count('upload-url')).toBe(0);
      expect(emulator.requests.every((q) => q.method === 'GET')).toBe(true);
    }));

  test('inputs that only make sense for source: github are refused before any request', () =>
    withEmulator(async ({ emulator, inputs }) => {
      const r = await runBundle(
        inputs({ repo_ref: 'main', integration_id: '0a1b2c3d-0000-4000-8000-00000000000a' }),
        env(workspace()),
      );
      expect(r.code).toBe(1);
      expect(errorLine(r.stdout)).toMatch(
        /repo_ref: only applies to source: github.*integration_id: only applies to source: github/,
      );
      expect(emulator.requests).toEqual([]);
    }));

  test('a config the ignore files exclude cannot be uploaded: a clear failure before any request', () =>
    withEmulator(async ({ emulator, inputs }) => {
      const ws = workspace();
      writeFileSync(join(ws, 'agent/.dockerignore'), 'langgraph.json\n');
      const r = await runBundle(inputs(), env(ws));
      expect(r.code).toBe(1);
      expect(errorLine(r.stdout)).toContain(
        'title=Config not in the archive::agent/langgraph.json would not be in the archive',
      );
      expect(emulator.requests).toEqual([]);
    }));

  test('an archived file holding a secret the action was given fails the run before any request, naming the file and the input, never the value', () =>
    withEmulator(async ({ emulator, inputs }) => {
      const openai = 'sk-proj-0123456789abcdefghij';
      const ws = workspace();
      // A large file is streamed in chunks: the key is put across the first chunk boundary.
      const big = Buffer.alloc(3 * 1024 * 1024, 'x');
      big.write(openai, 64 * 1024 - 7);
      write(ws, {
        // What an earlier step writes, not covered by any ignore file.
        'agent/.env': `LANGSMITH_API_KEY=${EMULATOR_API_KEY}\nOPENAI_API_KEY=${openai}\n`,
        'agent/data/model.bin': big,
        'agent/k8s/secret.yaml': `data:\n  OPENAI_API_KEY: ${Buffer.from(openai).toString('base64')}\n`,
        'agent/config.js': `export default { key: ${JSON.stringify(encodeURIComponent(EMULATOR_API_KEY + '/x'))} };`,
        // A secret shorter than 8 characters is a common word: not looked for.
        'agent/short.py': 'mode = "abc123"\n',
        // The archive holds paths too; and Windows PowerShell 5.1 writes `>` as UTF-16.
        [`agent/.cache/${openai}.json`]: '{}',
        'agent/ps.txt': Buffer.from(`KEY=${EMULATOR_API_KEY}\r\n`, 'utf16le'),
      });
      const r = await runBundle(inputs({ secrets: `OPENAI_API_KEY=${openai}\nMODE=abc123` }), env(ws));
      expect(r.code).toBe(1);
      const error = errorLine(r.stdout);
      expect(error).toMatch(
        /^::error title=Secret in the source::The archive would hold a secret this action was given/,
      );
      const listed = [...error.matchAll(/ {2}- (\S+) \(([^)]*)\)/g)].map(
        ([, path, inputs]) => `${path}: ${inputs}`,
      );
      expect(listed).toEqual([
        'agent/.cache/***.json: secrets: OPENAI_API_KEY, in its name',
        'agent/.env: api_key, secrets: OPENAI_API_KEY',
        'agent/config.js: api_key',
        'agent/data/model.bin: secrets: OPENAI_API_KEY',
        'agent/k8s/secret.yaml: secrets: OPENAI_API_KEY',
        'agent/ps.txt: api_key',
      ]);
      expect(error).toContain('list it in .dockerignore or .gitignore, or remove it in an earlier step');
      // Nothing was sent: not the archive, not a request that creates anything.
      expect(emulator.requests).toEqual([]);
      expect(emulator.storage.uploads.size).toBe(0);
      // The values themselves appear nowhere but in the runner's mask commands.
      const shown = logLines(r.stdout).filter((l) => !l.startsWith('::add-mask::'));
      for (const value of [openai, EMULATOR_API_KEY])
        expect(
          shown.filter((l) => l.includes(value)).concat(r.summary.includes(value) ? ['summary'] : []),
        ).toEqual([]);
    }));

  test('archived files that look like credentials are uploaded with one warning naming them', () =>
    withEmulator(async ({ emulator, inputs }) => {
      const ws = workspace();
      write(ws, {
        'agent/.npmrc': '//registry.npmjs.org/:_authToken=npm_not_given_to_the_action\n',
        'agent/.env.production': 'DEBUG=1\n',
        'agent/.env.example': 'OPENAI_API_KEY=\n',
        'agent/keys/deploy':
          '-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAA\n-----END OPENSSH PRIVATE KEY-----\n',
        'agent/keys/id_ed25519.pub': 'ssh-ed25519 AAAAC3Nza public\n',
        'agent/tls/server.pem': 'certificate\n',
      });
      const r = await runBundle(inputs({ wait: 'false' }), env(ws));
      expect(r.code).toBe(0);
      const warnings = logLines(r.stdout).filter((l) =>
        l.startsWith('::warning title=Credentials in the archive::'),
      );
      expect(warnings).toHaveLength(1);
      expect([...warnings[0]!.matchAll(/%0A {2}- (.+?)(?=%0A)/g)].map(([, path]) => path)).toEqual([
        'agent/.env.production',
        'agent/.npmrc',
        'agent/keys/deploy',
        'agent/tls/server.pem',
      ]);
      expect([...emulator.storage.uploads.values()][0]!.files).toContain('agent/.npmrc');
    }));

  test('the runner files the step writes (GITHUB_OUTPUT, GITHUB_STEP_SUMMARY) are not archived when they are in the workspace', () =>
    withEmulator(async ({ emulator, inputs }) => {
      const ws = workspace();
      write(ws, { 'agent/runner/output.env': '', 'agent/runner/summary.md': '# an earlier step\n' });
      const r = await runBundle(inputs({ wait: 'false' }), {
        ...env(ws),
        GITHUB_OUTPUT: join(ws, 'agent/runner/output.env'),
        GITHUB_STEP_SUMMARY: join(ws, 'agent/runner/summary.md'),
      });
      expect(r.code).toBe(0);
      expect([...emulator.storage.uploads.values()][0]!.files).not.toContain('agent/runner/summary.md');
      expect([...emulator.storage.uploads.values()][0]!.files).not.toContain('agent/runner/output.env');
      expect(r.stdout).not.toContain('Credentials in the archive');
      expect(r.stdout).toContain('; 2 files this run writes (its results and reports).');
    }));

  test('an archive over 200 MiB fails before any upload, listing the largest files and folders', () =>
    withEmulator(async ({ emulator, inputs }) => {
      const ws = workspace();
      const big = join(ws, 'agent/data');
      mkdirSync(big, { recursive: true });
      for (let i = 0; i < 7; i++) writeFileSync(join(big, `blob-${i}.bin`), randomBytes(30 * 1024 * 1024));
      const r = await runBundle(inputs(), env(ws));
      expect(r.code).toBe(1);
      expect(errorLine(r.stdout)).toMatch(
        /title=Source too large::The archive of 12 files \(2\d\d(?:\.\d)? MiB\) passes the 200 MiB an upload may be; nothing was uploaded\. The largest:%0A {2}- agent\/ 2\d\d(?:\.\d)? MiB%0A {2}- agent\/data\/ 2\d\d(?:\.\d)? MiB/,
      );
      expect(errorLine(r.stdout)).toMatch(/- agent\/data\/blob-\d\.bin 30 MiB/);
      expect(emulator.requests).toEqual([]);
    }));
});
