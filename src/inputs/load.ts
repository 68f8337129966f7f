import { junitPathProblems, loadChecksFile } from './checks.ts';
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
  return withFiles(readInputsFrom(source), { label: source.label, writeAnywhere: source.writeAnywhere });
}

/** How a front end names its inputs and where it may write the files they name. */
export interface FileRules {
  /** How a problem names an input (the CLI's flags). */
  label?: (input: string) => string;
  /** The CLI writes where its user points; the action only in the workspace and RUNNER_TEMP. */
  writeAnywhere?: boolean;
}

/**
 * Inputs already read (by readInputs, or a fleet's reader), with the files they name read and
 * checked too — the checks file, and where the JUnit report would go: their problems are the
 * inputs' problems, each naming its input (`label`).
 */
export async function withFiles(result: ReadResult, rules: FileRules = {}): Promise<ReadResult> {
  if (!result.ok || !result.inputs.checks) return result;
  const { checks, workflow } = result.inputs;
  const named = (problem: string): string =>
    rules.label ? problem.replace(/^[a-z_]+\b/, (input) => rules.label!(input)) : problem;
  if (rules.writeAnywhere) checks.junitAnywhere = true;
  const problems = [
    ...(await loadChecksFile(checks, workflow.workspace)),
    ...junitPathProblems(checks, workflow),
  ].map(named);
  if (!problems.length) {
    result.inputs.warnings.push(...judgeWarnings(checks));
    return result;
  }
  return {
    ok: false,
    problems,
    secretValues: secretValuesOf(result.inputs),
    workflow: result.inputs.workflow,
  };
}
