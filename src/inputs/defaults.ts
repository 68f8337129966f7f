/**
 * Defaults of the inputs that have a fixed one. action.yml declares the same values (a test
 * keeps them equal); the code applies them too, so the bundle behaves the same when run
 * outside the runner. Inputs whose default depends on the workflow run are in github-env.ts.
 */
export const INPUT_DEFAULTS: Readonly<Record<string, string>> = {
  region: 'us',
  command: 'deploy',
  graph_config_path: 'langgraph.json',
  source: 'github',
  deployment_type: 'dev',
  wait: 'true',
  timeout: '30m',
  poll_interval: '5s',
  poll_max_interval: '30s',
  poll_backoff: '2',
  smoke_test: 'false',
  smoke_checks: 'run,enqueue,rollback,interrupt,stream',
  smoke_message: 'Hello from the deploy pipeline: please reply.',
  smoke_timeout: '2m',
  pr_comment: 'false',
  dry_run: 'false',
};

/** Bounds that keep a typo from turning into a runaway job or a hammered API. */
export const LIMITS = {
  timeout: { min: 1_000, max: 6 * 3_600_000 },
  pollInterval: { min: 100, max: 10 * 60_000 },
  pollBackoff: { min: 1, max: 10 },
  nameLength: 128,
  smokeTimeout: { min: 5_000, max: 30 * 60_000 },
  smokeMessageLength: 2_000,
} as const;
