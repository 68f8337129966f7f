import type { FrontEnd } from './front-end.ts';
import type { SettingName } from '../base/errors.ts';
import type { JudgeExpectation, TrajectoryExpectation } from './expect-kinds.ts';
import type { GitHubEnv } from './github-env.ts';
import type { FleetPlan } from './plan-json.ts';
import type { Secret } from './secrets.ts';

export const COMMANDS = [
  'deploy',
  'rollback',
  'promote',
  'delete',
  'status',
  'wait-auth',
  'smoke-test',
  'plan',
  'report',
  'prune',
] as const;
export type Command = (typeof COMMANDS)[number];

/** `upload` is the API's `internal_source`: the workspace's files, archived and uploaded. */
export const SOURCES = ['github', 'upload', 'external_docker'] as const;
export type Source = (typeof SOURCES)[number];

/** An agent's environments, as the Go client lists them (docs/agent-environments.md). */
export const AGENT_ENVIRONMENTS = ['development', 'staging', 'production'] as const;
export type AgentEnvironment = (typeof AGENT_ENVIRONMENTS)[number];
/** A deployment named by its agent and environment instead of its name (`agent_id`, `agent_environment`). */
export interface AgentTarget {
  agentId: string;
  environment: AgentEnvironment;
}

/**
 * `serverless` and `dedicated` are the types LangSmith's docs name today; `dev`, `prod` (and
 * `dev_free`) are the ones the OpenAPI document lists, still accepted for older plans.
 */
export const DEPLOYMENT_TYPES = ['serverless', 'dedicated', 'dev', 'prod', 'dev_free'] as const;
export type DeploymentType = (typeof DEPLOYMENT_TYPES)[number];

/** What an update with `secrets` does to the deployment's other secrets. */
export const SECRETS_MODES = ['merge', 'replace'] as const;
type SecretsMode = (typeof SECRETS_MODES)[number];

export const ON_SUPERSEDED = ['follow', 'fail'] as const;
type OnSuperseded = (typeof ON_SUPERSEDED)[number];

export const LOG_MODES = ['on-failure', 'stream', 'off'] as const;
type LogMode = (typeof LOG_MODES)[number];
export const SMOKE_CHECKS = ['run', 'enqueue', 'rollback', 'interrupt', 'stream'] as const;
export type SmokeCheckName = (typeof SMOKE_CHECKS)[number];

export interface SmokeSettings {
  /** Run the smoke test after DEPLOYED (always true for command smoke-test). */
  enabled: boolean;
  /** Agent server base URL; else the deployment's custom_url. */
  url?: string;
  /** Assistant (graph name or id); undefined when neither given nor readable. */
  assistantId?: string;
  checks: SmokeCheckName[];
  message: string;
  checkTimeoutMs: number;
}

/** A field of the run's final state values, and the value it must equal. */
export interface ValueExpectation {
  /** Dotted keys into the final state values: `answer.status`, `items.0.id`. */
  path: string;
  equals: unknown;
}

/** What a case expects of each run (checks-file.ts reads them; agent-checks/expectations.ts judges them). */
export interface Expectations {
  /** Each must appear in the last AI message (case-insensitive). */
  contains?: string[];
  notContains?: string[];
  /** Regular expressions on the last AI message. */
  matches?: string[];
  /** Each tool must have been called during the run … */
  tools?: string[];
  /** … in this order (other calls may interleave). */
  toolsInOrder: boolean;
  values?: ValueExpectation[];
  /** The run's wall time, at most. */
  maxSeconds?: number;
  /** The run's tool calls with their arguments (agentevals' trajectory match). */
  trajectory?: TrajectoryExpectation;
  /** The tokens the run's AI messages report, at most (unknown: not judged). */
  maxTokens?: number;
  /** A model grades the reply on a rubric (`judge_url`, `judge_model`). */
  judge?: JudgeExpectation;
}

/** One case of the agent checks file. */
export interface CheckCase {
  name: string;
  /** The run's input as the API takes it (a text is made one human message). */
  input: Record<string, unknown>;
  config?: Record<string, unknown>;
  assistantId?: string;
  expect: Expectations;
  runs: number;
  /** The case passes when at least this many of its runs pass. */
  minPasses: number;
  /** A LangSmith dataset's example: its reference outputs (the experiment's expected outputs). */
  reference?: Record<string, unknown>;
  /** Why the case cannot be judged before it runs (a `{{reference.PATH}}` the example lacks). */
  notJudged?: string;
}

export const CHECKS_FAIL_ON = ['any', 'regression', 'never'] as const;
export type ChecksFailOn = (typeof CHECKS_FAIL_ON)[number];

/** Agent checks: how the deployed agent behaves, from a file in the repository. */
export interface ChecksSettings {
  /** The file as given (workspace-relative), for messages. */
  file: string;
  /** Read from the file before the run starts (inputs/load.ts). */
  cases: CheckCase[];
  /** The assistant a case runs when it names none: the file's, else the smoke test's. */
  assistantId?: string;
  concurrency: number;
  /** Run the cases against the revision serving before the update too. */
  baseline: boolean;
  failOn: ChecksFailOn;
  /** Where to write a JUnit XML report. */
  junitPath?: string;
  /**
   * The CLI writes the report where its user points (never through a link to nothing); the action
   * only in the workspace or RUNNER_TEMP, through real folders.
   */
  junitAnywhere?: boolean;
  /** The LLM judge of `judge` expectations (inputs/judge-settings.ts). */
  judge?: JudgeSettings;
  /** `checks_token_growth` as a fraction (0.5 for 50%): more median tokens than before regresses. */
  tokenGrowth?: number;
  /** Cases from a LangSmith dataset (the file's `dataset:`), read once the run starts. */
  dataset?: DatasetSource;
  /** `checks_experiment`: each checks run uploaded as a LangSmith experiment. */
  experiment?: boolean;
  /** The LangSmith API the dataset is read from and experiments go to, and its UI for links. */
  langsmith?: {
    apiUrl: string;
    uiUrl: string;
    /** `langsmith_api_url` when it was given (named in a "host not found"), else the control plane's input. */
    urlFrom?: SettingName;
  };
}

/** Where the `judge` expectation's model is, and how to reach it. */
export interface JudgeSettings {
  /** The chat-completions base URL (`/chat/completions` is appended). */
  url: string;
  /** Whether `url` is the default (OpenAI's): without a key, nothing is judged there. */
  defaultUrl: boolean;
  model?: string;
  /** A secret: masked, sent only to `url` as a Bearer token. */
  apiKey?: string;
}

/** The checks file's `dataset:` block: every example a case, with the same expectations. */
export interface DatasetSource {
  name: string;
  split?: string;
  /** The dataset's version to read (`as_of`): a tag, or an ISO 8601 time with its zone. */
  asOf?: string;
  /** At most this many examples. */
  limit: number;
  /** Strings may hold `{{reference.PATH}}`, filled from each example's reference outputs. */
  expect: Expectations;
  runs: number;
  minPasses: number;
  /** Set by the dry run's one request: how many examples the dataset holds. */
  exampleCount?: number;
}

export interface PollSettings {
  initialMs: number;
  maxMs: number;
  backoff: number;
}

/** Everything the action was asked to do, validated and typed. */
export interface Inputs {
  command: Command;
  /** The front end that read them: its words are the ones advice is given in. */
  frontEnd: FrontEnd;
  controlPlane: {
    baseUrl: string;
    /** The input that set `baseUrl` (`api_url`, else `self_hosted_url`, else `region`), as named to the user. */
    urlFrom: SettingName;
    apiKey: string;
    tenantId?: string;
    /** LangSmith UI of the same instance, for links (unknown for a custom api_url). */
    uiUrl?: string;
    /** `self_hosted_url` is set: the platform allows secrets it reserves on its cloud (reserved-secrets.ts). */
    selfHosted: boolean;
  };
  /** Which deployment: by id when given, else by exact name. */
  target: {
    /** The name sent and looked up: as the platform's clients normalize it (deployment-name.ts). */
    name?: string;
    /** The name as given, when normalizing changed it: an older deployment may still bear it. */
    asGiven?: string;
    deploymentId?: string;
    /** `agent_id` and `agent_environment`: found and created by them, never by a name. */
    agent?: AgentTarget;
  };
  deployment: {
    source: Source;
    repoUrl?: string;
    repoRef?: string;
    graphConfigPath: string;
    integrationId?: string;
    imageUri?: string;
    listenerId?: string;
    /** `k8s_namespace`: the listener's namespace a new deployment goes to. */
    k8sNamespace?: string;
    /** Undefined: a new deployment gets the platform's default type (none is sent). */
    deploymentType?: DeploymentType;
    buildOnPush?: boolean;
    resourceSpec?: Record<string, unknown>;
    /** Undefined when the input was not given (an update then keeps the deployment's secrets). */
    secrets?: Secret[];
    /** Given, but with names the platform reserves (reserved-secrets.ts): never sent, still masked. */
    withheldSecrets: Secret[];
    /** `merge`: never delete a secret `secrets` leaves out (refuse instead); `replace`: delete it. */
    secretsMode: SecretsMode;
    /**
     * The commit this run means to deploy (the workflow's `GITHUB_SHA`, or the head of a pull
     * request), when `repo_ref` is the ref that triggered it; else unknown.
     */
    expectedCommit?: string;
    /** `GITHUB_SHA`: what actions/checkout checks out by default (on a pull request, the merge commit). */
    workflowSha?: string;
    /** The checked-out repository (GITHUB_WORKSPACE), archived by `source: upload`. */
    workspace?: string;
    /** RUNNER_TEMP: where the archive is written (the system's temporary folder when unset). */
    tempDir?: string;
    /** JavaScript monorepos with `source: upload`: how the platform installs and builds. */
    installCommand?: string;
    buildCommand?: string;
    /** Fail, not warn, when the built commit is not `expectedCommit`. */
    requireCommit: boolean;
    onSuperseded: OnSuperseded;
    /** Tries again after the run's own revision ends `DEPLOY_FAILED` (redeploy, else a new revision). */
    deployRetries: number;
  };
  /**
   * `command: delete` and `prune`: delete each deployment's tracing project too (left behind, it
   * keeps the name taken).
   */
  deleteTracingProject: boolean;
  /** `command: prune`: what its previews are named before their pull request's number. */
  previews?: {
    /** Normalized as deployment names are (`my-agent-pr-`). */
    prefix: string;
    /** As the input (or the default from `name`) wrote it. */
    written: string;
  };
  /** `command: promote`: the deployment and revision whose proven build the target gets. */
  promotion?: PromotionInputs;
  rollback: {
    /** `command: rollback`: the revision to redeploy; else the newest DEPLOYED before the active one. */
    revisionId?: string;
    /** Roll back an update whose revision fails its smoke test. */
    onFailure: boolean;
  };
  wait: {
    enabled: boolean;
    timeoutMs: number;
    poll: PollSettings;
  };
  authId?: string;
  /** Revision logs shown in the CI log. */
  logs: { mode: LogMode; lines: number };
  smoke: SmokeSettings;
  /** Undefined without a `checks` file. */
  checks?: ChecksSettings;
  github: {
    /** Token for GitHub's API; empty turns the GitHub side channels off. */
    token?: string;
    /** GitHub environment for a GitHub Deployment; empty: none. */
    environment?: string;
    prComment: boolean;
  };
  /** Resolve and print the plan; send no POST, PATCH or DELETE. */
  dryRun: boolean;
  /** The workflow run these inputs came with (GITHUB_* variables and its event). */
  workflow: GitHubEnv;
  /** Secret values given that no setting above holds (judge_api_key without checks): masked too. */
  unheldSecrets?: string[];
  /** Inputs set that cannot take effect with the others ("log_lines: has no effect with logs: off"). */
  warnings: string[];
  /** Set when a fleet manifest is given (docs/fleet.md). */
  fleet?: FleetInputs;
}

/** The Promotion group: where `command: promote` takes its build from. */
export interface PromotionInputs {
  /** The source deployment: by id when given, else by exact name (as `target` is found). */
  from: {
    name?: string;
    asGiven?: string;
    deploymentId?: string;
    /** `from_agent_environment`: the environment of the target's agent (`agent_id`) to promote from. */
    agentEnvironment?: AgentEnvironment;
  };
  /** The revision to promote; else the source's active one. */
  revisionId?: string;
  /** An uploaded source: the GitHub environment its deploy recorded its commit and digest in. */
  githubEnvironment?: string;
}

/** A fleet of deployments described by one manifest. */
interface FleetInputs {
  /** The manifest's path in the repository, as given. */
  manifest: string;
  /** A matrix job: the manifest entry it deploys (its settings are already in these inputs). */
  deployment?: string;
  /** `command: plan`: deploy every deployment, changed or not. */
  force: boolean;
  /** `command: report`: the plan job's output, checked. */
  plan?: FleetPlan;
  /** `plan` and `report`: every entry of the manifest, its inputs read as a step's would be. */
  entries: FleetEntry[];
}

/** One deployment of a manifest. */
export interface FleetEntry {
  name: string;
  /** More paths whose changes redeploy it (repository-relative, as written). */
  paths: string[];
  /** Its inputs: the step's, over the entry's, over the manifest's defaults, over the action's. */
  inputs: Inputs;
}
