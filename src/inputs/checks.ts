import { isAbsolute, join } from 'node:path';
import { readSmallFile, unreadableBecause } from '../fs/small-file.ts';
import { appliesTo } from './commands.ts';
import { langsmithApiBaseUrl, langsmithUiBaseUrl, type LangSmithChoice } from './endpoint.ts';
import { readChecksFile } from './checks-file.ts';
import { readYaml } from './yaml-text.ts';
import * as field from './fields.ts';
import { LIMITS } from './limits.ts';
import { CHECKS_FAIL_ON, type ChecksSettings, type Command } from './types.ts';

/**
 * The agent-checks inputs, checked with every other input. The file itself is read afterwards
 * (`loadChecksFile`), still before anything is sent — only for a command that runs the checks.
 * Settings that would change nothing here (no file, or a command that runs no checks) are
 * warned about (combinations.ts), never refused: a teardown job with the deploy step's inputs
 * and no checkout must still run.
 */
export function readChecksSettings(
  p: field.Problems,
  raw: (name: string) => string,
  command: Command,
  wait: boolean,
  endpoint?: Omit<LangSmithChoice, 'langsmithApiUrl'>,
): ChecksSettings | undefined {
  const file = field.text(p, 'checks', raw('checks'), LIMITS.pathLength);
  const concurrency = field.integer(
    p,
    'checks_concurrency',
    raw('checks_concurrency'),
    LIMITS.checks.concurrency,
  );
  // Only a deploy has a revision serving before it to run the baseline against.
  const baseline =
    field.boolean(p, 'checks_baseline', raw('checks_baseline')) && appliesTo('checks_baseline', command);
  const failOn = field.oneOf(p, 'checks_fail_on', raw('checks_fail_on'), CHECKS_FAIL_ON);
  const junitPath = field.text(p, 'checks_junit', raw('checks_junit'), LIMITS.pathLength);
  const langsmith = readLangSmithSettings(p, raw, endpoint);
  // Only commands that judge a deployed revision run agent checks (commands.ts says which).
  if (!file || !appliesTo('checks', command)) return undefined;
  if (baseline && !wait)
    p.add(
      'checks_baseline',
      'needs wait: true: with wait: false the checks after the update never run, so the baseline would compare with nothing',
    );
  if (failOn === 'regression' && !baseline)
    p.add(
      'checks_fail_on',
      appliesTo('checks_baseline', command)
        ? 'regression needs checks_baseline: true (a regression is a case that passed before)'
        : `regression needs the baseline, which only command deploy runs (the revision serving before the update); command ${command} has none: use any or never`,
    );
  return {
    file,
    cases: [],
    concurrency,
    baseline,
    failOn,
    ...(junitPath ? { junitPath } : {}),
    ...langsmith,
  };
}

/**
 * `checks_experiment` and `langsmith_api_url`: where the LangSmith API of the checks is (the
 * dataset of `dataset:`, the experiments), by default the instance of the control plane.
 */
function readLangSmithSettings(
  p: field.Problems,
  raw: (name: string) => string,
  endpoint: Omit<LangSmithChoice, 'langsmithApiUrl'> | undefined,
): Pick<ChecksSettings, 'experiment' | 'langsmith'> {
  const experiment = field.boolean(p, 'checks_experiment', raw('checks_experiment'));
  const langsmithApiUrl = field.baseUrl(p, 'langsmith_api_url', raw('langsmith_api_url'));
  if (!endpoint) return { experiment };
  const choice = { ...endpoint, ...(langsmithApiUrl ? { langsmithApiUrl } : {}) };
  return {
    experiment,
    langsmith: { apiUrl: langsmithApiBaseUrl(choice), uiUrl: langsmithUiBaseUrl(choice) },
  };
}

/**
 * Reads and checks the checks file the settings name, from the workspace: a regular file of at
 * most LIMITS.checks.fileBytes, YAML or JSON (the YAML parser is loaded only here). Returns the
 * problems, each starting with the input and the file.
 */
export async function loadChecksFile(
  settings: ChecksSettings,
  workspace: string | undefined,
): Promise<string[]> {
  const problems: string[] = [];
  const where = `checks (${settings.file})`;
  const path = isAbsolute(settings.file) ? settings.file : join(workspace ?? process.cwd(), settings.file);
  let text: string;
  try {
    text = readSmallFile(path, LIMITS.checks.fileBytes);
  } catch (error) {
    const missing = (error as { code?: string }).code === 'ENOENT';
    return [
      `${where}: ${missing ? 'no such file in the workspace (is actions/checkout before this step?)' : `could not be read: ${unreadableBecause(error)}`}`,
    ];
  }
  const parsed = await readYaml(text);
  if ('problems' in parsed) return parsed.problems.map((p) => `${where}: is not valid YAML or JSON: ${p}`);
  const read = readChecksFile(parsed.value, (message) => problems.push(`${where}: ${message}`));
  if (read) {
    settings.cases = read.cases;
    if (read.assistantId) settings.assistantId = read.assistantId;
    if (read.dataset) settings.dataset = read.dataset;
  }
  return problems;
}
