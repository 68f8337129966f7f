import { junitPathProblems, loadChecksFile } from './checks.ts';
import { judgeWarnings } from './judge-settings.ts';
import { inputSourceOf, readInputsFrom, secretValuesOf, type InputSource, type ReadResult } from './read.ts';

/**
 * Every input, and the files they name (the agent checks file), read and checked before anything
 * is sent: the inputs (pure, synchronous), then the files, whose parsers load only when needed.
 * From the action's `INPUT_*` variables, or any other front end's source (the CLI's flags).
 */
export async function loadInputs(from: NodeJS.ProcessEnv | InputSource): Promise<ReadResult> {
  const source = inputSourceOf(from);
  return withFiles(readInputsFrom(source), { writeAnywhere: source.writeAnywhere });
}

/** Where a front end may write the files its inputs name. */
export interface FileRules {
  /** The CLI writes where its user points; the action only in the workspace and RUNNER_TEMP. */
  writeAnywhere?: boolean;
}

/**
 * Inputs already read (by readInputs, or a fleet's reader), with the files they name read and
 * checked too — the checks file, and where the JUnit report would go. Their problems join the
 * inputs' own, all said in one run: the files are read even when another input is wrong.
 */
export async function withFiles(result: ReadResult, rules: FileRules = {}): Promise<ReadResult> {
  const inputs = result.inputs;
  if (!inputs?.checks) return result;
  const { checks, workflow } = inputs;
  if (rules.writeAnywhere) checks.junitAnywhere = true;
  const problems = [
    ...(await loadChecksFile(checks, workflow.workspace, inputs.frontEnd)),
    ...junitPathProblems(checks, workflow),
  ];
  if (result.ok && !problems.length) {
    inputs.warnings.push(...judgeWarnings(checks));
    return result;
  }
  return {
    ok: false,
    problems: [...(result.ok ? [] : result.problems), ...problems],
    secretValues: result.ok ? secretValuesOf(inputs) : result.secretValues,
    workflow,
    inputs,
  };
}
