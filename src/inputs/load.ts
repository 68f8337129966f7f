import { junitPathProblems, loadChecksFile } from './checks.ts';
import { judgeWarnings } from './judge-settings.ts';
import { isSet, readManifestInputs } from './manifest-inputs.ts';
import { actionInputSource, type InputSource } from './front-end.ts';
import { readInputsFrom, refused, type ReadResult } from './read.ts';
import { secretValuesOf } from './secret-inputs.ts';

/**
 * Every input, and the files they name, read and checked before anything is sent: the one reader
 * of the action (its `INPUT_*` variables), the CLI (its flags) and the tests. With `manifest`, the
 * step's inputs and its fleet manifest's entries (manifest-inputs.ts); then the agent checks file
 * and where its JUnit report would go, whose problems join the inputs' own, all said in one run
 * (the files are read even when another input is wrong), sorted once (refused in read.ts).
 */
export async function loadInputs(from: NodeJS.ProcessEnv | InputSource): Promise<ReadResult> {
  // A front end's source as given, or the action's from its `INPUT_*` and GITHUB_* variables.
  const source =
    typeof (from as InputSource).value === 'function'
      ? (from as InputSource)
      : actionInputSource(from as NodeJS.ProcessEnv);
  const result = isSet(source, 'manifest') ? await readManifestInputs(source) : readInputsFrom(source);
  const inputs = result.inputs;
  if (!inputs?.checks) return result;
  const { checks, workflow } = inputs;
  // The CLI writes where its user points; the action only in the workspace and RUNNER_TEMP.
  if (source.writeAnywhere) checks.junitAnywhere = true;
  const problems = [
    ...(await loadChecksFile(checks, workflow.workspace, inputs.frontEnd)),
    ...junitPathProblems(checks, workflow),
  ];
  if (result.ok && !problems.length) {
    inputs.warnings.push(...judgeWarnings(checks));
    return result;
  }
  if (result.ok) return refused(problems, secretValuesOf(inputs), workflow, inputs);
  return refused([...result.problems, ...problems], result.secretValues, workflow, inputs);
}
