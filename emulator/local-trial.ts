import { LANGSMITH_API_PREFIX } from '../src/inputs/endpoint.ts';
import { JUDGE_PATH, type JudgeScript } from './judge-stub.ts';
import type { SeededExample } from './langsmith.ts';
import { EMULATOR_INTEGRATION_ID } from './store.ts';

/**
 * What `npm run emulator` starts with when its flags do not say otherwise, so that the action
 * deploys against it out of the box (docs/try-locally.md): one GitHub integration, which sees one
 * repository, a LangSmith dataset of questions for the local agent, a judge that grades without a
 * model, and — with `--agent-server` — a real agent server behind every deployment URL.
 */
export const LOCAL_INTEGRATION = { id: EMULATOR_INTEGRATION_ID, name: 'local', installation_id: 1 };
/** The repository the default integration sees: `GITHUB_REPOSITORY=local/agent` deploys it. */
export const LOCAL_REPO = { url: 'https://github.com/local/agent', owner: 'local', name: 'agent' };

type Integration = typeof LOCAL_INTEGRATION;
type Repository = typeof LOCAL_REPO;

/**
 * The integrations and what each sees: those given (`--integration`, `--repo`), else the local
 * one, seeing the repositories `--repo` gives it, else `local/agent`.
 */
export function withLocalIntegration(
  integrations: Integration[],
  repositories: Record<string, Repository[]>,
): { integrations: Integration[]; repositories: Record<string, Repository[]> } {
  if (integrations.length) return { integrations, repositories };
  return {
    integrations: [LOCAL_INTEGRATION],
    repositories: {
      ...repositories,
      [LOCAL_INTEGRATION.id]: repositories[LOCAL_INTEGRATION.id] ?? [LOCAL_REPO],
    },
  };
}

/**
 * The real open-source agent server with the test suite's graphs (`agent`, a support agent that
 * examples/checks.yaml is written for; `echo`; `fail`; …), in a child process on a free loopback
 * port. Loaded only when asked for: it needs the dev dependencies of a clone.
 */
export async function startLocalAgentServer(): Promise<{ url: string; close(): Promise<void> }> {
  const { startAgentServer } = await import('../__tests__/agent-server/local.ts');
  // Each graph answers after 1 s, as a model would take a while: the smoke test's double-texting
  // checks then overlap a running run for certain, even on a busy machine (as in `npm run demo`).
  return startAgentServer({ workers: 4, echoDelayMs: 1_000 });
}

/** A question as the run interface takes it: one human message. */
const question = (content: string) => ({ messages: [{ role: 'human', content }] });

/**
 * The dataset `npm run emulator` starts with, for the agent checks of
 * examples/local/dataset-checks.yaml: questions the `agent` graph answers, each with the refund
 * window a good reply states as its reference output.
 */
export const LOCAL_DATASET: DatasetSeed = {
  name: 'local-agent-examples',
  examples: [
    {
      inputs: question('What is your refund policy?'),
      outputs: { refund_window: '30 days' },
      metadata: { name: 'refund policy' },
    },
    {
      inputs: question('Can I return a gift?'),
      outputs: { refund_window: '30 days' },
      metadata: { name: 'gift return' },
    },
    {
      inputs: question('Do you refund shipping?'),
      outputs: { refund_window: '30 days' },
      metadata: { name: 'shipping refund' },
    },
  ],
};

/** A dataset to seed: what `--dataset FILE` holds, and LOCAL_DATASET. */
export interface DatasetSeed {
  name: string;
  examples: SeededExample[];
  /** By split, the examples in it (by index or name). */
  splits?: Record<string, Array<number | string>>;
}

/** How `npm run emulator`'s judge grades: by the rubric's words found in the reply (word-grader.ts). */
export const LOCAL_JUDGE: JudgeScript = { otherwise: { byWords: true } };

/** What `npm run emulator` serves, as its start-up lines name it. */
export interface Served {
  apiUrl: string;
  apiKey: string;
  origin: string;
  datasets: ReadonlyArray<{ name: string; examples: number }>;
  agentServer?: string;
}

/**
 * The start-up lines: where each part is (as the inputs that name it), what the judge does, and
 * with an agent server a command to paste in a second terminal of this clone that runs the
 * dataset's checks, graded by the judge (docs/try-locally.md runs the same).
 */
export function startupLines(s: Served): string[] {
  const judgeUrl = `${s.origin}${JUDGE_PATH}`;
  const datasets = s.datasets.map((d) => `${d.name} (${d.examples} example${d.examples === 1 ? '' : 's'})`);
  const lines = [
    `emulator: control plane: api_url ${s.apiUrl}, api_key ${s.apiKey}`,
    `emulator: LangSmith API: langsmith_api_url ${s.origin}${LANGSMITH_API_PREFIX} (what api_url gives by default); datasets: ${datasets.join(', ') || 'none'}`,
    `emulator: judge (no model): judge_url ${judgeUrl}, any judge_model, no judge_api_key; it scores a reply by the share of the rubric's key words found in it`,
  ];
  if (!s.agentServer)
    return [
      ...lines,
      'emulator: start it with --agent-server to run smoke tests and agent checks against it',
    ];
  return [
    ...lines,
    `emulator: the open-source agent server at ${s.agentServer} is every deployment's URL`,
    'emulator: agent checks on the dataset, graded by the judge: in a second terminal, in this clone (docs/try-locally.md):',
    `  export INPUT_API_URL=${s.apiUrl} INPUT_API_KEY=${s.apiKey}`,
    '  export GITHUB_REPOSITORY=local/agent GITHUB_WORKSPACE="$PWD"',
    '  export GITHUB_REF="refs/heads/$(git branch --show-current)" GITHUB_SHA="$(git rev-parse HEAD)"',
    '  export INPUT_POLL_INTERVAL=250ms',
    `  ${localChecksCommand(judgeUrl)}`,
  ];
}

/** The deploy that runs examples/local/dataset-checks.yaml with the local judge, as one line. */
function localChecksCommand(judgeUrl: string): string {
  return `INPUT_NAME=local-agent INPUT_GRAPH_CONFIG_PATH=examples/local/langgraph.json INPUT_CHECKS=examples/local/dataset-checks.yaml INPUT_CHECKS_EXPERIMENT=true INPUT_JUDGE_URL=${judgeUrl} INPUT_JUDGE_MODEL=local npm run --silent action`;
}
