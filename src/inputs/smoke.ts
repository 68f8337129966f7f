import { readSmallFile } from '../fs/small-file.ts';
import { WORKSPACE_FILES } from '../base/policy.ts';
import { isAbsolute, join } from 'node:path';
import { LIMITS } from './limits.ts';
import { stripSlash } from './endpoint.ts';
import * as field from './fields.ts';
import { SMOKE_CHECKS, type SmokeCheckName, type SmokeSettings } from './types.ts';

/** The smoke-test inputs, checked like every other input before anything is sent. */
export function readSmokeSettings(
  p: field.Problems,
  raw: (name: string) => string,
  context: { command: string; graphConfigPath: string; workspace?: string },
): SmokeSettings {
  const standalone = context.command === 'smoke-test';
  const url = field.baseUrl(p, 'deployment_url', raw('deployment_url'));
  if (standalone && !raw('deployment_url')) p.add('deployment_url', 'is required for command smoke-test');
  const assistantId = field.text(p, 'assistant_id', raw('assistant_id'), 256);
  return {
    enabled: field.boolean(p, 'smoke_test', raw('smoke_test')) || standalone,
    url: url && stripSlash(url.href),
    assistantId: assistantId ?? firstGraph(context.workspace, context.graphConfigPath),
    checks: readChecks(p, raw('smoke_checks')),
    message: field.text(p, 'smoke_message', raw('smoke_message'), LIMITS.smokeMessageLength) ?? '',
    checkTimeoutMs: field.duration(p, 'smoke_timeout', raw('smoke_timeout'), LIMITS.smokeTimeout),
  };
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
 * The default assistant: the first graph named in the checked-out `langgraph.json`, when it
 * can be read. Undefined otherwise (the smoke test then asks for assistant_id).
 */
function firstGraph(workspace: string | undefined, configPath: string): string | undefined {
  try {
    const path = isAbsolute(configPath) ? configPath : join(workspace ?? process.cwd(), configPath);
    // Bounded, and only a regular file: a FIFO or a link to /dev/zero must not hang the run.
    const text = readSmallFile(path, WORKSPACE_FILES.configMaxBytes);
    const graphs = (JSON.parse(text) as { graphs?: Record<string, unknown> }).graphs;
    return graphs ? Object.keys(graphs)[0] : undefined;
  } catch {
    return undefined;
  }
}
