import type { FrontEnd } from './front-end.ts';
import { resolve } from 'node:path';
import { readSmallFile, unreadableBecause } from '../fs/small-file.ts';
import { placeOf, throughNothing } from '../fs/within.ts';
import type { GitHubEnv } from './github-env.ts';
import { appliesTo } from './commands.ts';
import { judgeProblems, readJudgeSettings, readTokenGrowth } from './judge-settings.ts';
import { langsmithApiBaseUrl, langsmithUiBaseUrl, type LangSmithChoice } from './endpoint.ts';
import { readYaml } from './yaml-text.ts';
import * as field from './fields.ts';
import { LIMITS } from './limits.ts';
import type { Problem } from './problem.ts';
import { CHECKS_FAIL_ON, type ChecksSettings, type Command } from './types.ts';

/**
 * The agent-checks inputs, checked with every other input. The file itself is read afterwards
 * (`loadChecksFile`), still before anything is sent — only for a command that runs the checks.
 * Settings that would change nothing here (no file, or a command that runs no checks) are
 * warned about (combinations.ts, which also holds the rules across these), never refused: a teardown job with the deploy step's inputs
 * and no checkout must still run.
 */
export function readChecksSettings(
  p: field.Problems,
  raw: field.Raw,
  command: Command,
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
  // The LLM judge of `judge` expectations, and the token gate.
  const judge = readJudgeSettings(p, raw);
  const tokenGrowth = readTokenGrowth(p, raw);
  const langsmith = readLangSmithSettings(p, raw, endpoint);
  // Only commands that judge a deployed revision run agent checks (commands.ts says which).
  if (!file || !appliesTo('checks', command)) return undefined;
  return {
    file,
    cases: [],
    concurrency,
    baseline,
    failOn,
    ...(junitPath ? { junitPath } : {}),
    judge,
    ...(tokenGrowth !== undefined ? { tokenGrowth } : {}),
    ...langsmith,
  };
}

/**
 * `checks_experiment` and `langsmith_api_url`: where the LangSmith API of the checks is (the
 * dataset of `dataset:`, the experiments), by default the instance of the control plane.
 */
function readLangSmithSettings(
  p: field.Problems,
  raw: field.Raw,
  endpoint: Omit<LangSmithChoice, 'langsmithApiUrl'> | undefined,
): Pick<ChecksSettings, 'experiment' | 'langsmith'> {
  const experiment = field.boolean(p, 'checks_experiment', raw('checks_experiment'));
  const langsmithApiUrl = field.baseUrl(p, 'langsmith_api_url', raw('langsmith_api_url'));
  if (!endpoint) return { experiment };
  const choice = { ...endpoint, ...(langsmithApiUrl ? { langsmithApiUrl } : {}) };
  return {
    experiment,
    langsmith: {
      apiUrl: langsmithApiBaseUrl(choice),
      uiUrl: langsmithUiBaseUrl(choice),
      ...(langsmithApiUrl && {
        urlFrom: { input: 'langsmith_api_url', label: p.label('langsmith_api_url') },
      }),
    },
  };
}

/** Where the checks file is read from, and what to do when it is not there, in the front end's words. */
const WORKSPACE_WORDS: Record<FrontEnd, { folder: string; missing: string }> = {
  action: {
    folder: 'workspace',
    missing: 'no such file in the workspace (is actions/checkout before this step?)',
  },
  cli: { folder: 'current folder', missing: 'no such file in the current folder (paths are relative to it)' },
};

/**
 * Reads and checks the checks file the settings name, from the workspace: a regular file of at
 * most LIMITS.checks.fileBytes, YAML or JSON (the YAML parser is loaded only here), reached
 * through real folders of the workspace (a path out of it, or a link on the way a checkout can
 * plant, would read any file the runner can). Returns the problems, each starting with the input
 * and the file.
 */
export async function loadChecksFile(
  settings: ChecksSettings,
  workspace: string | undefined,
  frontEnd: FrontEnd = 'action',
): Promise<Problem[]> {
  const problems: Problem[] = [];
  const at = (message: string): Problem => ({ input: 'checks', about: settings.file, message });
  const words = WORKSPACE_WORDS[frontEnd];
  const root = workspace ?? process.cwd();
  const path = resolve(root, settings.file);
  const place = placeOf(path, [root]);
  if (place.kind === 'outside')
    return [at(`is outside the ${words.folder}; give the path of a file in it (e.g. evals/checks.yaml)`)];
  // A link at the file itself is refused as the reader refuses it (below).
  if (place.kind === 'link' && resolve(root, place.link) !== path)
    return [at(`could not be read: it goes through a symbolic link (${place.link})`)];
  let text: string;
  try {
    text = readSmallFile(path, LIMITS.checks.fileBytes);
  } catch (error) {
    const missing = (error as { code?: string }).code === 'ENOENT';
    return [at(missing ? words.missing : `could not be read: ${unreadableBecause(error)}`)];
  }
  // The file's reader (its regular-expression check) and YAML load only for a run with checks.
  const [parsed, { readChecksFile }] = await Promise.all([readYaml(text), import('./checks-file.ts')]);
  if ('problems' in parsed)
    return parsed.problems.map((p) => ({ ...at(`is not valid YAML or JSON: ${p.message}`), line: p.line }));
  const read = readChecksFile(parsed.value, (message) => problems.push(at(message)));
  if (read) {
    settings.cases = read.cases;
    if (read.assistantId) settings.assistantId = read.assistantId;
    if (read.dataset) settings.dataset = read.dataset;
    problems.push(...judgeProblems(settings));
  }
  return problems;
}

/** The folders the action writes its report in: the workspace and the runner's temporary folder. */
export function reportRoots(workflow: GitHubEnv): string[] {
  return [workflow.workspace ?? process.cwd(), ...(workflow.runnerTemp ? [workflow.runnerTemp] : [])];
}

/**
 * Why the JUnit report could not go where `checks_junit` says, found before anything is sent. The
 * action writes only in the workspace or RUNNER_TEMP, through real folders (a link a checkout
 * planted would carry server text anywhere the runner may write); the CLI where its user points,
 * but never through a link to nothing (the write would make a file wherever it points).
 */
export function junitPathProblems(settings: ChecksSettings, workflow: GitHubEnv): Problem[] {
  const given = settings.junitPath;
  if (!given) return [];
  const path = resolve(workflow.workspace ?? process.cwd(), given);
  if (settings.junitAnywhere) {
    const nothing = throughNothing(path);
    return nothing ? [junit(`${given} ${nothing}; point it at a file or folder that exists`)] : [];
  }
  const place = placeOf(path, reportRoots(workflow));
  if (place.kind === 'outside')
    return [
      junit(
        `${given} is outside the workspace and RUNNER_TEMP; write it in the workspace (e.g. reports/agent-checks.xml) or under RUNNER_TEMP`,
      ),
    ];
  if (place.kind === 'link')
    return [
      junit(
        `${given} ${resolve(place.root, place.link) === path ? 'is a symbolic link' : `goes through a symbolic link (${place.link})`}; the report is written only through real folders of the workspace or of RUNNER_TEMP`,
      ),
    ];
  return [];
}

const junit = (message: string): Problem => ({ input: 'checks_junit', message });
