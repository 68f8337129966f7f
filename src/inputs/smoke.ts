import { errorCode, readSmallFile, unreadableBecause } from '../fs/small-file.ts';
import { WORKSPACE_FILES } from '../base/policy.ts';
import { tryJson } from '../base/record.ts';
import { isAbsolute, join } from 'node:path';
import { LIMITS } from './limits.ts';
import { stripSlash } from './endpoint.ts';
import * as field from './fields.ts';
import { SMOKE_CHECKS, type Command, type SmokeCheckName, type SmokeSettings } from './types.ts';
import type { FrontEnd } from './front-end.ts';

/** The commands that run a smoke test when it is on (the others warn that they do not). */
const SMOKE_COMMANDS = ['deploy', 'rollback', 'status', 'smoke-test'];

/**
 * The smoke-test inputs, checked like every other input before anything is sent — including the
 * assistant it runs: a smoke test without one would fail only after the whole deploy.
 */
export function readSmokeSettings(
  p: field.Problems,
  raw: field.Raw,
  command: Command,
  graphConfigPath: string,
  { workflow, frontEnd }: { workflow: { workspace?: string }; frontEnd?: FrontEnd },
): SmokeSettings {
  const standalone = command === 'smoke-test';
  const url = field.baseUrl(p, 'deployment_url', raw('deployment_url'));
  const enabled = field.boolean(p, 'smoke_test', raw('smoke_test')) || standalone;
  const given = field.text(p, 'assistant_id', raw('assistant_id'), 256);
  const found = given || raw('assistant_id') ? undefined : firstGraph(workflow.workspace, graphConfigPath);
  if (enabled && SMOKE_COMMANDS.includes(command) && found && !('graph' in found))
    p.add('assistant_id', noAssistant(p, found, graphConfigPath, frontEnd), { cause: 'graph_config_path' });
  return {
    enabled,
    url: url && stripSlash(url.href),
    assistantId: given ?? (found && 'graph' in found ? found.graph : undefined),
    checks: readChecks(p, raw('smoke_checks')),
    message: field.text(p, 'smoke_message', raw('smoke_message'), LIMITS.smokeMessageLength) ?? '',
    checkTimeoutMs: field.duration(p, 'smoke_timeout', raw('smoke_timeout'), LIMITS.smokeTimeout),
  };
}

/**
 * Why the smoke test has no assistant, and the step that gives it one, in the front end's words:
 * a workflow checks the repository out; on the command line, the workspace is the current folder.
 */
function noAssistant(
  p: field.Problems,
  found: { missing: true } | { why: string },
  graphConfigPath: string,
  frontEnd: FrontEnd | undefined,
): string {
  const config = `${graphConfigPath} (${p.label('graph_config_path')})`;
  const set = `set ${p.label('assistant_id')}`;
  if (!('missing' in found))
    return `is empty, and ${config} ${found.why}, so it names no assistant for the smoke test: ${set}`;
  return frontEnd === 'cli'
    ? `is empty, and ${config} is not in the current folder to name the assistant the smoke test runs: run from the folder that holds it, or ${set}`
    : `is empty, and ${config} is not in the workspace to name the assistant the smoke test runs: check the repository out first (an actions/checkout step before this one), or ${set}`;
}

function readChecks(p: field.Problems, value: string): SmokeCheckName[] {
  const names = [
    ...new Set(
      value
        .split(',')
        .map((n) => n.trim())
        .filter(Boolean),
    ),
  ];
  const unknown = names.filter((n) => !(SMOKE_CHECKS as readonly string[]).includes(n));
  if (unknown.length)
    p.add(
      'smoke_checks',
      `${unknown.map((n) => `"${n}"`).join(', ')} not known; use a comma-separated list of ${SMOKE_CHECKS.join(', ')}`,
    );
  if (!names.length)
    p.add('smoke_checks', `is empty; use a comma-separated list of ${SMOKE_CHECKS.join(', ')}`);
  return names.filter((n): n is SmokeCheckName => (SMOKE_CHECKS as readonly string[]).includes(n));
}

/**
 * The default assistant: the first graph named in the checked-out `langgraph.json`. Else whether
 * the file is missing (the repository was not checked out) or why it names none.
 */
function firstGraph(
  workspace: string | undefined,
  configPath: string,
): { graph: string } | { missing: true } | { why: string } {
  const path = isAbsolute(configPath) ? configPath : join(workspace ?? process.cwd(), configPath);
  let text: string;
  try {
    // Bounded, and only a regular file: a FIFO or a link to /dev/zero must not hang the run.
    text = readSmallFile(path, WORKSPACE_FILES.configMaxBytes);
  } catch (error) {
    const code = errorCode(error);
    if (code === 'ENOENT' || code === 'ENOTDIR') return { missing: true };
    return { why: `cannot be read (${unreadableBecause(error)})` };
  }
  const config = tryJson(text);
  if (config === undefined) return { why: 'is not JSON' };
  const graphs = (config as { graphs?: unknown } | null)?.graphs;
  const first = graphs && typeof graphs === 'object' ? Object.keys(graphs)[0] : undefined;
  return first ? { graph: first } : { why: 'has no "graphs"' };
}
