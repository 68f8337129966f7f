#!/usr/bin/env node
/**
 * Runs the emulated control plane until interrupted. `npm run emulator -- --help` lists the flags.
 */
import { parseArgs } from 'node:util';
import { isRecord } from '../src/base/record.ts';
import { readSmallFile, unreadableBecause } from '../src/fs/small-file.ts';
import { FAULT_KINDS, ROUTE_NAMES, type Fault, type FaultRule, type RouteName } from './faults.ts';
import { JUDGE_PATH } from './judge-stub.ts';
import { LANGSMITH_API_PREFIX } from '../src/inputs/endpoint.ts';
import { parseScript } from './scripted-revision.ts';
import { EMULATOR_API_KEY, startEmulator } from './server.ts';
import { commitsFrom } from './local-commits.ts';
import { bigLogLine, nestedLogLine } from './log-lines.ts';
import {
  LOCAL_DATASET,
  LOCAL_INTEGRATION,
  LOCAL_JUDGE,
  LOCAL_REPO,
  startLocalAgentServer,
  startupLines,
  withLocalIntegration,
  type DatasetSeed,
} from './local-trial.ts';
import type { LogEntry } from './store.ts';
import type { EmulatedListener } from './rules.ts';

const FLAGS = {
  port: { type: 'string', default: '0', help: 'port on 127.0.0.1 (0: any free port)' },
  prefix: { type: 'string', default: '', help: 'path prefix of every route, e.g. /api-host (self-hosted)' },
  'api-key': { type: 'string', default: EMULATOR_API_KEY, help: 'the X-Api-Key it accepts' },
  'tenant-id': { type: 'string', help: 'require this X-Tenant-Id' },
  timeline: {
    type: 'string',
    help: 'script of every new revision: STATUS:LENGTH,… (LENGTH a duration or <n>polls; the last step stays), e.g. QUEUED:2s,BUILDING:4s,DEPLOYING:2s,DEPLOYED',
  },
  'custom-url': {
    type: 'string',
    help: 'the custom_url every deployment reports (e.g. a local agent server)',
  },
  'agent-server': {
    type: 'boolean',
    help: "start the real open-source agent server with the test suite's graphs (agent, echo, fail, …) and report it as every deployment's URL, so smoke tests and agent checks run against it",
  },
  integration: {
    type: 'string',
    multiple: true,
    help: `a GitHub integration ID[:NAME] (repeatable; an ID must be a UUID). Without it: one integration, ${LOCAL_INTEGRATION.id} (${LOCAL_INTEGRATION.name}), seeing ${LOCAL_REPO.url} (or what --repo gives it)`,
  },
  repo: {
    type: 'string',
    multiple: true,
    help: 'ID=https://github.com/owner/name: a repository integration ID can see (repeatable)',
  },
  listener: {
    type: 'string',
    multiple: true,
    help: 'ID=CLUSTER:NAMESPACE,… a listener of the workspace and the Kubernetes namespaces it serves (repeatable; the ID a UUID), e.g. for source: external_docker with listener_id or k8s_namespace',
  },
  'repo-dir': {
    type: 'string',
    help: 'a local git repository: a revision builds the commit its repo_ref (branch or tag) points to there (default: the folder npm was started from, INIT_CWD, else the current one; made-up commits when it is in no repository)',
  },
  dataset: {
    type: 'string',
    multiple: true,
    help: `a JSON file of a LangSmith dataset to serve: {"name": …, "examples": [{"inputs": {…}, "outputs": {…}, "metadata": {…}}, …], "splits": {"ci": [0, 1]}} (repeatable). Beside it, unless a file gives one of that name: ${LOCAL_DATASET.name}, questions for the agent graph`,
  },
  fault: {
    type: 'string',
    multiple: true,
    help: `ROUTE=KIND[:STATUS|:MS][+RETRY_AFTER][@SKIP][xTIMES] (repeatable), e.g. list-deployments=status:503x2, build-logs=status:429+30, create-deployment=drop-after, list-revisions=list-late:1500x100, patch-deployment=deploy-fails, redeploy-revision=status:409. Kinds: ${Object.keys(FAULT_KINDS).join(', ')}`,
  },
  'build-log': {
    type: 'string',
    multiple: true,
    help: "LEVEL:message, a line added to every revision's build log (repeatable), e.g. ERROR:pip install failed",
  },
  'big-build-log': {
    type: 'string',
    multiple: true,
    help: "LEVEL:SIZE, a line of SIZE bytes (e.g. 3MiB, 512KiB) added to every revision's build log, in order with --build-log (repeatable)",
  },
  'nested-build-log': {
    type: 'string',
    multiple: true,
    help: 'LEVEL:DEPTH, a line whose message is a JSON object nested DEPTH deep, added like --big-build-log (repeatable)',
  },
  'server-log': {
    type: 'string',
    multiple: true,
    help: "LEVEL:message, a line added to every revision's server log (repeatable)",
  },
  'no-logs': {
    type: 'boolean',
    help: 'answer 404 on the logs endpoints (a control plane without them)',
  },
  'ignore-offset': {
    type: 'boolean',
    help: 'answer the first page of every list whatever offset asks for (a careless server)',
  },
  'ignore-agent-filters': {
    type: 'boolean',
    help: 'answer every deployment whatever agent_id and agent_environment ask for (a control plane without agent environments)',
  },
  'no-validate': {
    type: 'boolean',
    help: 'do not check requests against the OpenAPI document',
  },
  help: { type: 'boolean', help: 'print this help' },
} as const;

export function usage(): string {
  const lines = Object.entries(FLAGS).map(([name, flag]) => {
    const value = flag.type === 'string' ? ' VALUE' : '';
    const fallback = 'default' in flag && flag.default ? ` (default ${String(flag.default)})` : '';
    return `  --${name}${value}\n      ${flag.help}${fallback}`;
  });
  return [
    'Usage: npm run emulator -- [flags]    (or on Node 24: node emulator/cli.ts [flags])',
    'Runs the emulated LangGraph deployment control plane on loopback, with LangSmith datasets and',
    'experiments at /api/v1 and an LLM judge without a model at /judge/v1, and prints one JSON line:',
    '{"url": <api_url to use>, "api_key": <key to send>, "judge_url": …, "langsmith_api_url": …},',
    'then on stderr what to give the action. Stop it with Ctrl-C.',
    '',
    ...lines,
    '',
    `Routes (for --fault): ${ROUTE_NAMES.join(', ')}`,
    'Fault kinds (rewrite only in tests; status takes +SECONDS for a Retry-After, e.g. status:429+30):',
    ...Object.entries(FAULT_KINDS).map(([kind, what]) => `  ${kind}: ${what}`),
  ].join('\n');
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const LOG_LEVELS = ['DEBUG', 'INFO', 'WARNING', 'ERROR', 'CRITICAL'];

/** `ID=CLUSTER:NAMESPACE,…` as a listener. */
function parseListener(text: string): EmulatedListener {
  const m = /^([^=]+)=([^:]+):([a-z0-9-]+(?:,[a-z0-9-]+)*)$/.exec(text.trim());
  if (!m || !UUID.test(m[1]!))
    throw new Error(`--listener ${text}: expected ID=CLUSTER:NAMESPACE[,NAMESPACE…] with ID a UUID`);
  return { id: m[1]!.toLowerCase(), computeId: m[2]!, namespaces: m[3]!.split(',') };
}

/** `ROUTE=KIND[:STATUS][+RETRY_AFTER][@SKIP][xTIMES]` as a fault rule. */
export function parseFault(text: string): FaultRule {
  const m = /^([a-z-]+)=([a-z-]+)(?::(\d+))?(?:\+(\d+))?(?:@(\d+))?(?:x(\d+))?$/.exec(text.trim());
  if (!m) throw new Error(`--fault ${text}: expected ROUTE=KIND[:STATUS|:MS][+RETRY_AFTER][@SKIP][xTIMES]`);
  const [, route, kind, number, retryAfter, skip, times] = m;
  const status = kind === 'status' ? number : undefined;
  if (!ROUTE_NAMES.includes(route as RouteName)) throw new Error(`--fault ${text}: unknown route ${route}`);
  if (!(kind! in FAULT_KINDS)) throw new Error(`--fault ${text}: unknown kind ${kind}`);
  if (kind === 'status' && !/^\d{3}$/.test(status ?? ''))
    throw new Error(`--fault ${text}: kind status needs :STATUS, e.g. status:503`);
  if (kind === 'list-late' && !number)
    throw new Error(`--fault ${text}: kind list-late needs :MS, e.g. list-revisions=list-late:1500x100`);
  if (number && kind !== 'status' && kind !== 'list-late')
    throw new Error(`--fault ${text}: :${number} goes with kind status or list-late`);
  if (retryAfter && kind !== 'status')
    throw new Error(`--fault ${text}: +RETRY_AFTER (seconds) goes with kind status, e.g. status:429+30`);
  // The fields a rewrite sets come from a test (emulator.faults.add): a command line has no room for them.
  if (kind === 'rewrite')
    throw new Error(`--fault ${text}: kind rewrite is for tests only (the fields it sets are given in code)`);
  const fault = (
    kind === 'status'
      ? { kind, status: Number(status), ...(retryAfter ? { retryAfter } : {}) }
      : kind === 'list-late'
        ? { kind, ms: Number(number) }
        : { kind }
  ) as Fault;
  return {
    route: route as RouteName,
    fault,
    ...(skip ? { skip: Number(skip) } : {}),
    ...(times ? { times: Number(times) } : {}),
  };
}

const SIZE_UNITS: Record<string, number> = { '': 1, KiB: 1024, MiB: 1_048_576 };
/** The most one made-up line may take of the emulator's memory. */
const MAX_LINE_BYTES = 256 * 1_048_576;
const MAX_DEPTH = 10_000_000;

/** `LEVEL:SIZE` (`3MiB`, `512KiB`, bytes) as a line of that size. */
export function sizedLine(spec: string): LogEntry {
  const m = /^([A-Za-z]+):(\d+)(KiB|MiB)?$/.exec(spec);
  const bytes = m ? Number(m[2]) * SIZE_UNITS[m[3] ?? '']! : 0;
  if (!m || !LOG_LEVELS.includes(m[1]!.toUpperCase()) || bytes < 1 || bytes > MAX_LINE_BYTES)
    throw new Error(`--big-build-log ${spec}: expected LEVEL:SIZE, e.g. INFO:3MiB (at most 256MiB)`);
  return bigLogLine(m[1]!.toUpperCase(), bytes);
}

/** `LEVEL:DEPTH` as a line whose message is JSON nested that deep. */
export function deepLine(spec: string): LogEntry {
  const m = /^([A-Za-z]+):(\d+)$/.exec(spec);
  if (!m || !LOG_LEVELS.includes(m[1]!.toUpperCase()) || Number(m[2]) < 1 || Number(m[2]) > MAX_DEPTH)
    throw new Error(`--nested-build-log ${spec}: expected LEVEL:DEPTH, e.g. INFO:100000`);
  return nestedLogLine(m[1]!.toUpperCase(), Number(m[2]));
}

/** The largest `--dataset` file read. */
const MAX_DATASET_BYTES = 64 * 1_048_576;

/** A `--dataset` file: its dataset, or an error naming the flag, the file and what is wrong. */
function readDatasetFile(path: string): DatasetSeed {
  const refuse = (why: string): never => {
    throw new Error(
      `--dataset ${path}: ${why}; expected {"name": "…", "examples": [{"inputs": {…}, "outputs": {…}}, …]}`,
    );
  };
  let value: unknown;
  try {
    // A FIFO or a device (/dev/zero) would never end a read: only a file, of a size JSON.parse takes.
    value = JSON.parse(readSmallFile(path, MAX_DATASET_BYTES));
  } catch (error) {
    return refuse(unreadableBecause(error));
  }
  if (!isRecord(value)) return refuse('not a JSON object');
  const { name, examples, splits } = value;
  if (typeof name !== 'string' || name.trim() === '') return refuse('"name" must be a text');
  if (!Array.isArray(examples)) return refuse('"examples" must be a list');
  const optional = (x: unknown): boolean => x === undefined || x === null || isRecord(x);
  examples.forEach((e: unknown, i) => {
    if (!isRecord(e) || !isRecord(e.inputs)) refuse(`examples[${i}] has no "inputs" object`);
    const { outputs, metadata } = e as Record<string, unknown>;
    if (!optional(outputs) || !optional(metadata))
      refuse(`examples[${i}]: "outputs" and "metadata" must be objects`);
  });
  if (splits !== undefined && !isRecord(splits)) return refuse('"splits" must be an object of lists');
  return {
    name,
    examples: examples as DatasetSeed['examples'],
    ...(splits ? { splits: splits as DatasetSeed['splits'] } : {}),
  };
}

/** `--timeline`'s script, or an error naming the flag. */
function timeline(text: string): ReturnType<typeof parseScript> {
  try {
    return parseScript(text);
  } catch (error) {
    throw new Error(`--timeline ${text}: ${(error as Error).message}`, { cause: error });
  }
}

/**
 * What the flags ask for, each read and checked before anything starts: throws an Error naming
 * the flag it cannot read (parseArgs's own, with a `code`, for an unknown or malformed one).
 */
export function readFlags(args: string[]) {
  const { values, tokens } = parseArgs({ args, options: FLAGS, strict: true, tokens: true });
  if (!/^\d{1,5}$/.test(values.port) || Number(values.port) > 65_535)
    throw new Error(`--port ${values.port}: expected a port number from 0 to 65535 (0: any free port)`);
  const repositories: Record<string, Array<{ url: string; name: string; owner: string }>> = {};
  for (const spec of values.repo ?? []) {
    const [id, url] = spec.split('=') as [string, string | undefined];
    if (!url || !URL.canParse(url))
      throw new Error(`--repo ${spec}: expected INTEGRATION_ID=https://github.com/OWNER/NAME`);
    const [owner, name] = new URL(url).pathname.split('/').filter(Boolean);
    (repositories[id] ??= []).push({ url: url!, owner: owner ?? '', name: name ?? '' });
  }
  const integrations = (values.integration ?? []).map((spec, i) => {
    const [id, name] = spec.split(':');
    if (!UUID.test(id ?? '')) throw new Error(`--integration ${spec}: the id must be a UUID`);
    return { id: id!, name: name ?? `integration-${i + 1}`, installation_id: i + 1 };
  });
  if (values['agent-server'] && values['custom-url'])
    throw new Error('--agent-server and --custom-url both set the deployment URL: give one');
  const line = (flag: string) => (spec: string) => {
    const [level = '', ...message] = spec.split(':');
    if (!LOG_LEVELS.includes(level.toUpperCase()) || message.length === 0)
      throw new Error(`--${flag} ${spec}: expected LEVEL:message with LEVEL one of ${LOG_LEVELS.join(', ')}`);
    return { level: level.toUpperCase(), message: message.join(':') };
  };
  // The build-log lines in the order given, whichever flag gave each.
  const readers: Record<string, (spec: string) => LogEntry> = {
    'build-log': line('build-log'),
    'big-build-log': sizedLine,
    'nested-build-log': deepLine,
  };
  const buildLines = (tokens ?? []).flatMap((token) =>
    token.kind === 'option' && typeof token.value === 'string' && readers[token.name]
      ? [readers[token.name]!(token.value)]
      : [],
  );
  return {
    values,
    repositories,
    integrations,
    logs: { build: buildLines, server: (values['server-log'] ?? []).map(line('server-log')) },
    faults: (values.fault ?? []).map(parseFault),
    listeners: (values.listener ?? []).map(parseListener),
    script: values.timeline === undefined ? undefined : timeline(values.timeline),
    datasets: (values.dataset ?? []).map(readDatasetFile),
  };
}

/**
 * The emulator the flags describe, started (with the agent server `--agent-server` asks for):
 * the JSON line it prints, and what it says, line by line, to `say` (stderr).
 */
export async function startFromFlags(
  flags: ReturnType<typeof readFlags>,
  say: (line: string) => void,
  env: NodeJS.ProcessEnv = process.env,
): Promise<{ printed: Record<string, unknown>; close(): Promise<unknown> }> {
  const { values, datasets } = flags;
  const resolveRef = commitsFrom(
    values['repo-dir'] ?? env.INIT_CWD ?? process.cwd(),
    say,
    values['repo-dir'] !== undefined,
  );
  const agent = values['agent-server'] ? await startLocalAgentServer() : undefined;
  const deploymentUrl = agent?.url ?? values['custom-url'];
  const emulator = await startEmulator({
    port: Number(values.port),
    prefix: values.prefix,
    apiKey: values['api-key'],
    tenantId: values['tenant-id'],
    script: flags.script,
    customUrl: deploymentUrl ? () => deploymentUrl : undefined,
    ...withLocalIntegration(flags.integrations, flags.repositories),
    validate: !values['no-validate'],
    ignoreOffset: values['ignore-offset'],
    listeners: flags.listeners,
    ignoreAgentFilters: values['ignore-agent-filters'],
    logs: !values['no-logs'],
  }).catch(async (error: unknown) => {
    await agent?.close();
    throw (error as NodeJS.ErrnoException).code === 'EADDRINUSE'
      ? new Error(`--port ${values.port}: the port is in use; give another, or 0 for any free one`)
      : error;
  });
  emulator.store.extraLogs = flags.logs;
  emulator.faults.add(...flags.faults);
  emulator.store.resolveRef = resolveRef;
  const mine = datasets.some((d) => d.name === LOCAL_DATASET.name) ? [] : [LOCAL_DATASET];
  const seeded = [...mine, ...datasets].map((d) => {
    emulator.langsmith.seedDataset(d.name, d.examples, d.splits);
    return { name: d.name, examples: d.examples.length };
  });
  emulator.judge.script(LOCAL_JUDGE);
  const { url, apiKey, origin } = emulator;
  const served = { apiUrl: url, apiKey, origin, datasets: seeded, agentServer: agent?.url };
  startupLines(served).forEach((line) => say(line));
  return {
    printed: {
      url,
      api_key: apiKey,
      origin,
      judge_url: `${origin}${JUDGE_PATH}`,
      langsmith_api_url: `${origin}${LANGSMITH_API_PREFIX}`,
      datasets: seeded.map((d) => d.name),
      ...(agent ? { agent_server: agent.url } : {}),
    },
    close: () => Promise.all([emulator.close(), agent?.close()]),
  };
}

if (import.meta.main) {
  const args = process.argv.slice(2);
  // What it says waits for its JSON line, which the help promises first.
  const held: string[] = [];
  let say = (line: string): unknown => held.push(line);
  try {
    // The help whatever the other flags hold: none is read (a file, a fault) for it.
    if (parseArgs({ args, options: FLAGS, strict: true }).values.help) {
      console.log(usage());
      process.exit(0);
    }
    const { printed, close } = await startFromFlags(readFlags(args), (line) => void say(line));
    console.log(JSON.stringify(printed));
    say = (line) => console.error(line);
    held.forEach(say);
    const stop = (): void => void close().then(() => process.exit(0));
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  } catch (error) {
    held.forEach((line) => console.error(line));
    const { message, code } = error as Error & { code?: unknown };
    console.error(
      String(code).startsWith('ERR_PARSE_ARGS') ? `${message}\n\n${usage()}` : `emulator: ${message}`,
    );
    process.exit(2);
  }
}
