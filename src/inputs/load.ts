import { loadChecksFile } from './checks.ts';
import { readInputs, secretValuesOf, type ReadResult } from './read.ts';

/**
 * Every input, and the files they name (the agent checks file), read and checked before anything
 * is sent: readInputs (pure, synchronous), then the files, whose parsers load only when needed.
 */
export async function loadInputs(env: NodeJS.ProcessEnv): Promise<ReadResult> {
  const result = readInputs(env);
  if (!result.ok || !result.inputs.checks) return result;
  const problems = await loadChecksFile(result.inputs.checks, result.inputs.workflow.workspace);
  if (!problems.length) return result;
  return {
    ok: false,
    problems,
    secretValues: secretValuesOf(result.inputs),
    workflow: result.inputs.workflow,
  };
}
