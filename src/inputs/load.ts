import { loadChecksFile } from './checks.ts';
import { judgeWarnings } from './judge-settings.ts';
import {
  actionInputSource,
  readInputsFrom,
  secretValuesOf,
  type InputSource,
  type ReadResult,
} from './read.ts';

/**
 * Every input, and the files they name (the agent checks file), read and checked before anything
 * is sent: the inputs (pure, synchronous), then the files, whose parsers load only when needed.
 * From the action's `INPUT_*` variables, or any other front end's source (the CLI's flags).
 */
export async function loadInputs(from: NodeJS.ProcessEnv | InputSource): Promise<ReadResult> {
  const source =
    typeof (from as InputSource).value === 'function'
      ? (from as InputSource)
      : actionInputSource(from as NodeJS.ProcessEnv);
  return withFiles(readInputsFrom(source), source.label);
}

/**
 * Inputs already read (by readInputs, or a fleet's reader), with the files they name read and
 * checked too: their problems are the inputs' problems, each naming its input (`label`).
 */
export async function withFiles(result: ReadResult, label?: (input: string) => string): Promise<ReadResult> {
  if (!result.ok || !result.inputs.checks) return result;
  const problems = (await loadChecksFile(result.inputs.checks, result.inputs.workflow.workspace)).map(
    (problem) => (label ? problem.replace(/^checks\b/, label('checks')) : problem),
  );
  if (!problems.length) {
    result.inputs.warnings.push(...judgeWarnings(result.inputs.checks));
    return result;
  }
  return {
    ok: false,
    problems,
    secretValues: secretValuesOf(result.inputs),
    workflow: result.inputs.workflow,
  };
}
