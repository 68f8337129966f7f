/** Bounds that keep a typo from turning into a runaway job or a hammered API. */
export const LIMITS = {
  timeout: { min: 1_000, max: 6 * 3_600_000 },
  pollInterval: { min: 100, max: 10 * 60_000 },
  pollBackoff: { min: 1, max: 10 },
  nameLength: 128,
  /** A key or token sent as a header (`api_key`, `github_token`, `judge_api_key`). */
  headerValueLength: 1_024,
  /** GitHub's longest environment name (`github_environment`, with a fleet entry's `/<name>`). */
  environmentLength: 255,
  refLength: 255,
  pathLength: 512,
  imageUriLength: 1024,
  /** A Kubernetes namespace: an RFC 1123 label. */
  k8sNamespaceLength: 63,
  smokeTimeout: { min: 5_000, max: 30 * 60_000 },
  smokeMessageLength: 2_000,
  resourceSpecLength: 16_384,
  logLines: { min: 1, max: 1_000 },
  /** `deploy_retries`: tries again after `DEPLOY_FAILED`, each a whole deploy within `timeout`. */
  deployRetries: { min: 0, max: 3 },
  commandLength: 1_024,
  secrets: { count: 100, valueBytes: 64 * 1024 },
  /** The agent checks file and what it may ask for. */
  checks: {
    fileBytes: 1_000_000,
    cases: 200,
    runs: 20,
    nameLength: 200,
    textLength: 10_000,
    listItems: 50,
    maxSeconds: 3_600,
    concurrency: { min: 1, max: 32 },
    /** A checks file's `dataset.limit`, when it sets none: at most this many examples are read. */
    datasetExamples: 50,
    /** A dataset's `as_of` tag: LangSmith's tags, as the users name them (`prod`, `v2`). */
    versionTagLength: 128,
    /** `max_tokens`, at most (beyond any run a check makes). */
    maxTokens: 1_000_000_000,
    /** A `judge` rubric: it goes to the judge with every run. */
    rubricLength: 4_000,
    /** `checks_token_growth`, in percent. */
    tokenGrowthPercent: { min: 1, max: 10_000 },
  },
  /** The longest `judge_model` taken. */
  judgeModelLength: 256,
  /** Aliases a checks file or manifest may expand: a few are a convenience, thousands an attack. */
  yamlAliases: 100,
  /** Deployments in one manifest: GitHub runs at most 256 jobs of one matrix. */
  fleetSize: 256,
  /**
   * A manifest entry's name (the deployment's): with fleetSize of them, the `plan` output stays
   * under its 100 KB (inputs/plan-json.ts) whatever the control plane says.
   */
  fleetNameLength: 128,
  /** The `plan` input (GitHub keeps at most 1 MB of a job's outputs). */
  planLength: 1_000_000,
} as const;

/** The longest `why`, and the longest path of `changed`, a plan may carry: the plan keeps to them. */
export const PLAN_TEXT_MAX = { why: 2_000, path: 1_024 } as const;

/**
 * The most bytes of the plan's JSON as output `plan`. It reaches the report as input `plan`, which
 * the runner passes in one environment variable, and Linux refuses to start a program with a
 * variable over 128 KiB (E2BIG): the report step would not start at all.
 */
export const PLAN_OUTPUT_MAX_BYTES = 100_000;
