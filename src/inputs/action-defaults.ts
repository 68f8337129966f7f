// Generated from action.yml by `npm run docs` (scripts/action-docs.ts): do not edit.
// The runner applies these defaults itself; the code applies the same ones when run outside it.
export const INPUT_DEFAULTS = {
  region: 'us',
  command: 'deploy',
  graph_config_path: 'langgraph.json',
  source: 'github',
  require_commit: 'false',
  on_superseded: 'follow',
  rollback_on_failure: 'false',
  logs: 'on-failure',
  log_lines: '50',
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
} as const;
