/**
 * `source: upload` against the obvious alternative: `tar czf` of the same files and a raw PUT of
 * the result with curl to the same signed URL, in the same run; and the action's peak memory
 * while it archives and uploads a 200 MB archive.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { EMULATOR_API_KEY, startEmulator, type Emulator } from '../emulator/server.ts';
import { startBundle } from '../__tests__/helpers/bundle.ts';
import { UPLOAD } from '../src/base/policy.ts';

export interface UploadTimes {
  /** The action, spawned as the runner spawns it: archive, upload URL, PUT, create and PATCH. */
  actionMs: number[];
  /** `tar czf` of the same folder. */
  tarMs: number[];
  /** curl's PUT of that archive to a signed URL of the same storage. */
  putMs: number[];
  /** The action's archive and tar's, in bytes. */
  actionBytes: number;
  tarBytes: number;
  files: number;
  /** The action's peak resident set size in this run, MB. */
  actionRssMb: number;
}

export interface UploadMemory {
  archiveBytes: number;
  rssMb: number;
  /** A bare node process that only PUTs a file of the same size to the same storage with undici, MB. */
  bareRssMb: number;
}

const words = 'graph node state edge tool model agent message run thread stream checkpoint memory'.split(' ');

/** A project of source-like text (compresses about 4:1) and binary assets; `bytes` in total. */
function generateProject(root: string, bytes: number, textShare: number): number {
  let files = 0;
  let text = Math.round(bytes * textShare);
  let binary = bytes - text;
  for (let dir = 0; text > 0; dir++) {
    mkdirSync(join(root, `src/module_${dir}`), { recursive: true });
    for (let f = 0; f < 50 && text > 0; f++) {
      const size = Math.min(text, 20_000 + ((dir * 50 + f) % 7) * 10_000);
      const noise = randomBytes(size);
      let body = '';
      for (let i = 0; body.length < size; i++)
        body += `${words[noise[i % size]! % words.length]}_${noise[i % size]}${i % 12 ? ' ' : '\n'}`;
      writeFileSync(join(root, `src/module_${dir}/file_${f}.py`), body.slice(0, size));
      text -= size;
      files++;
    }
  }
  mkdirSync(join(root, 'assets'), { recursive: true });
  for (let i = 0; binary > 0; i++) {
    const size = Math.min(binary, 8 * 1024 * 1024);
    writeFileSync(join(root, `assets/blob_${i}.bin`), randomBytes(size));
    binary -= size;
    files++;
  }
  writeFileSync(
    join(root, 'langgraph.json'),
    JSON.stringify({ dependencies: ['.'], graphs: { agent: './src/module_0/file_0.py:graph' } }),
  );
  return files + 1;
}

/** One run of the bundle with `source: upload`, `wait: false`; its wall time and peak RSS. */
async function runAction(
  emulator: Emulator,
  workspace: string,
): Promise<{ ms: number; rssMb: number; bytes: number }> {
  const rssFile = join(workspace, '..', 'rss');
  const before = new Set(emulator.storage.uploads.keys());
  const run = startBundle(
    {
      api_key: EMULATOR_API_KEY,
      api_url: emulator.url,
      source: 'upload',
      graph_config_path: 'project/langgraph.json',
      wait: 'false',
    },
    {
      GITHUB_WORKSPACE: workspace,
      GITHUB_SHA: 'feed000000000000000000000000000000000001',
      NODE_OPTIONS: `--import=${pathToFileURL(join(import.meta.dirname, 'rss-probe.mjs')).href}`,
      BENCH_RSS_FILE: rssFile,
    },
  );
  const result = await run.done;
  if (result.code !== 0) throw new Error(`source: upload failed:\n${result.stdout}\n${result.stderr}`);
  const upload = [...emulator.storage.uploads.entries()].find(([key]) => !before.has(key))?.[1];
  return {
    ms: result.durationMs,
    rssMb: Number(readFileSync(rssFile, 'utf8')) / 1024,
    bytes: upload?.bytes ?? 0,
  };
}

/** Runs a command to its end (asynchronously: the emulator answering it lives in this process). */
function exec(command: string, args: string[]): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'inherit'] });
    const started = performance.now();
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve(performance.now() - started) : reject(new Error(`${command} exited ${code}`)),
    );
  });
}

/** `tar czf` of the folder, then curl's PUT of the archive to a new signed URL. */
async function runTarAndCurl(
  emulator: Emulator,
  workspace: string,
): Promise<{ tarMs: number; putMs: number; bytes: number }> {
  const archive = join(workspace, '..', 'tar.tar.gz');
  const tarMs = await exec('tar', ['czf', archive, '-C', workspace, 'project']);
  const { upload_url } = emulator.storage.issue(emulator.url, 'bench');
  const putMs = await exec('curl', [
    '-sSf',
    '-T',
    archive,
    '-H',
    'Content-Type: application/gzip',
    '-H',
    `x-goog-content-length-range: 0,${UPLOAD.maxBytes}`,
    upload_url,
  ]);
  const bytes = statSync(archive).size;
  rmSync(archive);
  return { tarMs, putMs, bytes };
}

export async function uploadTimes(rounds = 3): Promise<UploadTimes> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-upload-'));
  const workspace = join(dir, 'ws');
  const emulator = await startEmulator();
  try {
    const files = generateProject(join(workspace, 'project'), 100 * 1024 * 1024, 0.6);
    const times: UploadTimes = {
      actionMs: [],
      tarMs: [],
      putMs: [],
      actionBytes: 0,
      tarBytes: 0,
      files,
      actionRssMb: 0,
    };
    for (let round = 0; round < rounds; round++) {
      const ours = await runAction(emulator, workspace);
      const theirs = await runTarAndCurl(emulator, workspace);
      times.actionMs.push(ours.ms);
      times.tarMs.push(theirs.tarMs);
      times.putMs.push(theirs.putMs);
      times.actionBytes = ours.bytes;
      times.tarBytes = theirs.bytes;
      times.actionRssMb = Math.max(times.actionRssMb, ours.rssMb);
      emulator.storage.uploads.clear();
    }
    return times;
  } finally {
    await emulator.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * The floor: a node process that loads undici and PUTs a file of `bytes` to a signed URL of the
 * storage, streamed from disk as the action streams its archive, and nothing else; its peak RSS.
 */
async function bareNodePut(emulator: Emulator, dir: string, bytes: number): Promise<number> {
  const file = join(dir, 'bare.bin');
  writeFileSync(file, randomBytes(bytes));
  const rssFile = join(dir, 'bare-rss');
  const { upload_url } = emulator.storage.issue(emulator.url, 'bench');
  const undici = pathToFileURL(join(import.meta.dirname, '../node_modules/undici/index.js')).href;
  const script = `
    import { createReadStream } from 'node:fs';
    const { request } = await import(${JSON.stringify(undici)});
    const reply = await request(${JSON.stringify(upload_url)}, {
      method: 'PUT',
      body: createReadStream(${JSON.stringify(file)}),
      headers: { 'content-type': 'application/gzip', 'content-length': '${bytes}', 'x-goog-content-length-range': '0,${UPLOAD.maxBytes}' },
    });
    await reply.body.text();
    if (reply.statusCode !== 200) throw new Error('PUT answered ' + reply.statusCode);`;
  await new Promise<void>((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        '--import',
        pathToFileURL(join(import.meta.dirname, 'rss-probe.mjs')).href,
        '--input-type=module',
        '-e',
        script,
      ],
      { env: { ...process.env, BENCH_RSS_FILE: rssFile }, stdio: ['ignore', 'ignore', 'inherit'] },
    );
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`bare PUT exited ${code}`))));
  });
  return Number(readFileSync(rssFile, 'utf8')) / 1024;
}

/**
 * Peak memory of the action archiving and uploading an archive of about 195 MB (incompressible
 * data), the highest of `rounds` runs (it varies with when V8 collects), beside the floor.
 */
export async function uploadMemory(rounds = 3): Promise<UploadMemory> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-upload-'));
  const workspace = join(dir, 'ws');
  const emulator = await startEmulator();
  try {
    generateProject(join(workspace, 'project'), 195 * 1024 * 1024, 0);
    let archiveBytes = 0;
    let rssMb = 0;
    for (let round = 0; round < rounds; round++) {
      const run = await runAction(emulator, workspace);
      archiveBytes = run.bytes;
      rssMb = Math.max(rssMb, run.rssMb);
      emulator.storage.uploads.clear();
    }
    let bareRssMb = 0;
    for (let round = 0; round < rounds; round++)
      bareRssMb = Math.max(bareRssMb, await bareNodePut(emulator, dir, archiveBytes));
    return { archiveBytes, rssMb, bareRssMb };
  } finally {
    await emulator.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
