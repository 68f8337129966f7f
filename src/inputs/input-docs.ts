// Generated from action.yml by `npm run docs` (scripts/action-docs.ts): do not edit.
// Every input and output as action.yml declares them: the CLI's --help is made from these.
export interface InputDoc {
  name: string;
  /** Its group: the comment heading above it in action.yml (README table, --help). */
  group: string;
  description: string;
  /** As action.yml writes it; `${{ … }}` defaults are the runner's. */
  default?: string;
  required: boolean;
}

export interface OutputDoc {
  name: string;
  description: string;
}

export const INPUT_DOCS: readonly InputDoc[] = [
  {
    name: 'api_key',
    group: 'Control plane',
    description: 'LangSmith API key, sent as X-Api-Key. Pass it from a secret; it is masked.',
    required: true,
  },
  {
    name: 'tenant_id',
    group: 'Control plane',
    description:
      'Workspace id (a UUID: LangSmith → Settings → Workspace). When set, sent as X-Tenant-Id on every call.',
    required: false,
  },
  {
    name: 'region',
    group: 'Control plane',
    description:
      'Hosted control plane region: `us` (https://api.host.langchain.com) or `eu` (https://eu.api.host.langchain.com).',
    default: 'us',
    required: false,
  },
  {
    name: 'self_hosted_url',
    group: 'Control plane',
    description:
      'Base URL of a self-hosted LangSmith instance; the control plane is at `{self_hosted_url}/api-host`.',
    required: false,
  },
  {
    name: 'api_url',
    group: 'Control plane',
    description:
      'Full control-plane base URL; overrides `region` and `self_hosted_url` (proxies, the local emulator). https, or http for loopback hosts.',
    required: false,
  },
  {
    name: 'command',
    group: 'Command',
    description:
      'What to do: `deploy`, `rollback` (redeploy an earlier revision), `promote` (deploy what another deployment proved: `from`), `delete`, `status`, `wait-auth`, `smoke-test` (the smoke test alone, against `deployment_url`), `prune` (delete the previews of closed pull requests: `preview_prefix`), or for a fleet of deployments (`manifest`) `plan` (which of them to deploy, as a matrix) or `report` (one summary of them all).',
    default: 'deploy',
    required: false,
  },
  {
    name: 'dry_run',
    group: 'Command',
    description:
      'Validate inputs, resolve the target and print the plan (create or update, which fields, secret names) without any POST, PATCH or DELETE.',
    default: 'false',
    required: false,
  },
  {
    name: 'name',
    group: 'Deployment',
    description:
      "Deployment name (default: the repository name), sent as LangSmith's own deploy clients send it: lowercase letters, digits and hyphens, any other run of characters made one `-` (`My_Agent` is `my-agent`; a notice says so when it changes). The deployment with that name is updated, else one named exactly as given (made before names were normalized; a warning says how to move). A name with no letter or digit is refused.",
    required: false,
  },
  {
    name: 'deployment_id',
    group: 'Deployment',
    description:
      "Update (or delete, or report) this deployment: its id, a UUID (a deployment's name goes in `name`); skips the lookup by name.",
    required: false,
  },
  {
    name: 'agent_id',
    group: 'Deployment',
    description:
      "The agent whose environment is deployed to (with `agent_environment`, instead of `name` or `deployment_id`): the deployment is found by the agent and its environment, and created with them, the platform giving it its name. An extension LangSmith's own clients use, not in the public API document ([Agent environments](docs/agent-environments.md)). Letters, digits, `.`, `_`, `-`.",
    required: false,
  },
  {
    name: 'agent_environment',
    group: 'Deployment',
    description:
      'With `agent_id`: the environment of that agent to deploy to, `development`, `staging` or `production`.',
    required: false,
  },
  {
    name: 'revision_id',
    group: 'Deployment',
    description:
      'For `command: rollback`: the id (a UUID) of the revision to redeploy (default: the newest `DEPLOYED` revision older than the one serving, passing over one an earlier rollback moved away from; a notice names what was passed over).',
    required: false,
  },
  {
    name: 'delete_tracing_project',
    group: 'Deployment',
    description:
      "For `command: delete` and `prune`: also delete each deployment's LangSmith tracing project (sent as `delete_tracing_project=true`), and its traces with it. Left behind, a tracing project keeps the deployment's name taken: a deployment of that name cannot be created again (a reopened pull request's preview). Traces are data: kept unless this is `true`.",
    default: 'false',
    required: false,
  },
  {
    name: 'preview_prefix',
    group: 'Deployment',
    description:
      'For `command: prune`: previews are the deployments named `<preview_prefix><pull request number>`, exactly (`my-agent-pr-12`; default prefix: `<name>-pr-`, `name` defaulting to the repository name). Prune deletes those whose pull request GitHub says is closed (`github_token` needs `pull-requests: read`), leaves alone one GitHub knows no pull request for, and never touches any other name. Normalized as deployment names are; must end with a hyphen.',
    required: false,
  },
  {
    name: 'from',
    group: 'Promotion',
    description:
      "For `command: promote`: the name of the deployment whose revision is promoted (staging), normalized as `name` is; or set `from_deployment_id`. Its source, `github`, `upload` or `external_docker`, is the target's too (docs/promote.md).",
    required: false,
  },
  {
    name: 'from_deployment_id',
    group: 'Promotion',
    description:
      'For `command: promote`: the id (a UUID) of the deployment whose revision is promoted; skips the lookup by `from`.',
    required: false,
  },
  {
    name: 'from_agent_environment',
    group: 'Promotion',
    description:
      'For `command: promote` to an agent environment (`agent_id`): the environment of the same agent whose revision is promoted (`staging` to promote into `production`); instead of `from` or `from_deployment_id`.',
    required: false,
  },
  {
    name: 'from_revision_id',
    group: 'Promotion',
    description:
      "For `command: promote`: the revision to promote, a UUID (pass the staging job's `revision_id` output). It must be the source's active revision and `DEPLOYED`, or nothing is written. Default: the source's active revision.",
    required: false,
  },
  {
    name: 'from_github_environment',
    group: 'Promotion',
    description:
      "For `command: promote` of an uploaded source (required then): the GitHub environment of the source's GitHub Deployments (the staging deploy's `github_environment`), where that deploy recorded its commit and the archive's SHA-256.",
    required: false,
  },
  {
    name: 'repo_url',
    group: 'Source and build',
    description: 'Repository URL (default: `{GITHUB_SERVER_URL}/{GITHUB_REPOSITORY}`).',
    required: false,
  },
  {
    name: 'repo_ref',
    group: 'Source and build',
    description:
      'Ref to build (default: the triggering branch; `refs/tags/<tag>` for a tag; the head branch for a pull request).',
    required: false,
  },
  {
    name: 'graph_config_path',
    group: 'Source and build',
    description: 'Path of the LangGraph configuration file in the repository.',
    default: 'langgraph.json',
    required: false,
  },
  {
    name: 'integration_id',
    group: 'Source and build',
    description:
      'GitHub integration id in LangSmith (a UUID); needed to create a `github`-source deployment.',
    required: false,
  },
  {
    name: 'source',
    group: 'Source and build',
    description:
      "`github` (the platform builds the head of `repo_ref` from the repository), `upload` (the API's `internal_source`: the checked-out workspace is archived, uploaded and built; no integration), or `external_docker` (run an image; self-hosted). An update names it as the revision's source: `upload` may build a `github` deployment once from the checkout, but `github` cannot build one made from uploads or images (refused before anything is sent).",
    default: 'github',
    required: false,
  },
  {
    name: 'install_command',
    group: 'Source and build',
    description:
      'With `source: upload`: the command the platform installs dependencies with (JavaScript monorepos).',
    required: false,
  },
  {
    name: 'build_command',
    group: 'Source and build',
    description: 'With `source: upload`: the command the platform builds with (JavaScript monorepos).',
    required: false,
  },
  {
    name: 'image_uri',
    group: 'Source and build',
    description: 'Image to run when `source` is `external_docker`.',
    required: false,
  },
  {
    name: 'listener_id',
    group: 'Source and build',
    description:
      "Listener id (a UUID) for self-hosted and hybrid `external_docker` deployments, fixed at creation. Empty: the workspace's only listener when there is one and the control plane is LangSmith's cloud or `k8s_namespace` is set; else none.",
    required: false,
  },
  {
    name: 'k8s_namespace',
    group: 'Source and build',
    description:
      "Kubernetes namespace of the listener a new `external_docker` deployment goes to, fixed at creation. Empty: the listener's only namespace.",
    required: false,
  },
  {
    name: 'deployment_type',
    group: 'Source and build',
    description:
      "Type of a new deployment, fixed at creation: `serverless` or `dedicated` (the types LangSmith's docs name today), or `dev`, `prod`, `dev_free` (the API's older names, for older plans). Empty: none is sent and the platform picks its default type.",
    required: false,
  },
  {
    name: 'build_on_push',
    group: 'Source and build',
    description:
      '`true`/`false`: whether the control plane rebuilds on every push to `repo_ref`. Must not be `true` for a tag. A new deployment gets `false` when empty (the workflow drives the deploys); on update only sent when set.',
    required: false,
  },
  {
    name: 'resource_spec',
    group: 'Source and build',
    description:
      'JSON object passed through as `source_config.resource_spec` (e.g. `{"min_scale": 1, "max_scale": 3}`).',
    required: false,
  },
  {
    name: 'secrets',
    group: 'Secrets',
    description:
      "Environment secrets of the deployment: `NAME=value` lines (`#` comments and blank lines ignored) or a JSON object. Every value is masked. On update only sent when given; the control plane then replaces the deployment's whole list (see `secrets_mode`). Names the platform reserves for itself (`LANGSMITH_API_KEY`, `POSTGRES_URI`, `PORT`, … as LangSmith's deploy clients list them; with `self_hosted_url` 11 of them are allowed) are left out with a warning, never sent, and never counted as removed.",
    required: false,
  },
  {
    name: 'secrets_mode',
    group: 'Secrets',
    description:
      "What an update with `secrets` does to the deployment's other secrets (ones set in the LangSmith UI, say). `merge`: keep them — and since the control plane replaces the whole list and never returns a value, an update that would drop one is refused before anything is sent, naming it (add it to `secrets`, or use `replace`). `replace`: delete every secret `secrets` leaves out. The log names the secrets added, changed, kept or removed (names only).",
    default: 'merge',
    required: false,
  },
  {
    name: 'require_commit',
    group: 'Safety and rollback',
    description:
      "Fail (instead of warning) when the commit the platform built is not the workflow's commit (`GITHUB_SHA`, the head of a pull request). For `source: github` with `wait: true`; needs `repo_ref` to be the triggering ref.",
    default: 'false',
    required: false,
  },
  {
    name: 'on_superseded',
    group: 'Safety and rollback',
    description:
      "When a newer revision supersedes this run's (it ends `SKIPPED`/`INTERRUPTED`): `follow` waits for the newer one if it builds the same ref, `fail` fails at once.",
    default: 'follow',
    required: false,
  },
  {
    name: 'rollback_on_failure',
    group: 'Safety and rollback',
    description:
      'After an update whose revision is `DEPLOYED` but fails the smoke test (or its agent checks), redeploy the revision that served before, wait for it, smoke-test it again, and fail the job saying so. Needs `smoke_test: true` or `checks` (refused without either).',
    default: 'false',
    required: false,
  },
  {
    name: 'deploy_retries',
    group: 'Safety and rollback',
    description:
      "How many times (0–3) to try again when this run's revision built but its server did not become ready (`DEPLOY_FAILED`; never after `BUILD_FAILED` or any other status): redeploy it, or, when the control plane refuses that, make a new revision of the same source (the same `repo_ref`, archive or `image_uri`). Each try is followed as the run's own, within `timeout`; one that builds another commit than the first fails the run. A rollback's redeploy is never retried. Needs `wait: true`.",
    default: '0',
    required: false,
  },
  {
    name: 'logs',
    group: 'Logs',
    description:
      'Revision logs in the CI log: `on-failure` shows the tail of the build log (failed build) or the server log (failed deploy or smoke test, timeout while deploying); a timeout while building shows the build log; `stream` also prints the build log live while building; `off`.',
    default: 'on-failure',
    required: false,
  },
  {
    name: 'log_lines',
    group: 'Logs',
    description: 'How many log lines to show on a failure: 1–1000.',
    default: '50',
    required: false,
  },
  {
    name: 'wait',
    group: 'Waiting',
    description: 'Wait until the revision is deployed or has failed.',
    default: 'true',
    required: false,
  },
  {
    name: 'timeout',
    group: 'Waiting',
    description:
      'Time limit for the whole command, requests and waiting included: seconds (`900`) or `90s`, `15m`, `1h`.',
    default: '30m',
    required: false,
  },
  {
    name: 'poll_interval',
    group: 'Waiting',
    description:
      'Pause after each status change, and between polls once the final phase (DEPLOYING) has lasted its usual quiet time (same duration format).',
    default: '5s',
    required: false,
  },
  {
    name: 'poll_max_interval',
    group: 'Waiting',
    description:
      'Largest pause between status polls, reached in the long phases (the queue); while building, pauses grow to half of it.',
    default: '30s',
    required: false,
  },
  {
    name: 'poll_backoff',
    group: 'Waiting',
    description: 'Multiplier between successive pauses within one status.',
    default: '2',
    required: false,
  },
  {
    name: 'auth_id',
    group: 'Waiting',
    description: 'Authentication id for `command: wait-auth`.',
    required: false,
  },
  {
    name: 'smoke_test',
    group: 'Smoke test',
    description:
      'After `DEPLOYED`, prove the agent server answers: run the smoke checks against the deployment URL. With `deploy` and `rollback` it needs `wait: true`.',
    default: 'false',
    required: false,
  },
  {
    name: 'deployment_url',
    group: 'Smoke test',
    description:
      'Base URL of the agent server for the smoke test (default: the deployment URL from the control plane); required for `command: smoke-test`.',
    required: false,
  },
  {
    name: 'assistant_id',
    group: 'Smoke test',
    description:
      'Assistant (graph name or id) the smoke test runs (default: the first graph in `graph_config_path` in the checked-out workspace; without either, a smoke test is refused before anything is sent).',
    required: false,
  },
  {
    name: 'smoke_checks',
    group: 'Smoke test',
    description: 'Comma-separated smoke checks: `run`, `enqueue`, `rollback`, `interrupt`, `stream`.',
    default: 'run,enqueue,rollback,interrupt,stream',
    required: false,
  },
  {
    name: 'smoke_message',
    group: 'Smoke test',
    description: 'The human message the smoke test sends (each check tags it to find it again).',
    default: 'Hello from the deploy pipeline: please reply.',
    required: false,
  },
  {
    name: 'smoke_timeout',
    group: 'Smoke test',
    description: 'Time limit of each smoke check, and of waiting for the server to answer.',
    default: '2m',
    required: false,
  },
  {
    name: 'checks',
    group: 'Agent checks',
    description:
      'Path (in the workspace) of an agent checks file, YAML or JSON: cases run against the deployed revision after the smoke test, each with expectations on the reply, tool calls, state values and time (see `examples/checks.yaml`). A failed case fails the job like a failed smoke test (and rolls back with `rollback_on_failure`).',
    required: false,
  },
  {
    name: 'checks_concurrency',
    group: 'Agent checks',
    description: 'How many agent-check cases run at once (each on its own thread).',
    default: '4',
    required: false,
  },
  {
    name: 'checks_baseline',
    group: 'Agent checks',
    description:
      'Before the update, run the same cases against the revision that serves now, so the report shows each case before and after and marks regressions (`command: deploy` with `wait: true`).',
    default: 'false',
    required: false,
  },
  {
    name: 'checks_fail_on',
    group: 'Agent checks',
    description:
      'Which failed cases fail the job: `any`, `regression` (only a case that passed on the baseline; needs `checks_baseline: true`) or `never` (report and warn only).',
    default: 'any',
    required: false,
  },
  {
    name: 'checks_junit',
    group: 'Agent checks',
    description:
      'Path where a JUnit XML report of the agent checks is written (one testcase per case), for test-report tools: in the workspace, or under RUNNER_TEMP.',
    required: false,
  },
  {
    name: 'checks_token_growth',
    group: 'Agent checks',
    description:
      'With `checks_baseline`, a case whose median tokens (as its AI messages report them) grew by more than this against the baseline is a regression, e.g. `50%`. A run that reports no usage is unknown, never zero. Empty: tokens are shown, never judged against the baseline.',
    required: false,
  },
  {
    name: 'judge_url',
    group: 'Agent checks',
    description:
      "Base URL of the OpenAI-compatible chat-completions API that grades the `judge` expectation (`/chat/completions` is appended); https, or http on loopback. Gets the agent's replies, redacted.",
    default: 'https://api.openai.com/v1',
    required: false,
  },
  {
    name: 'judge_model',
    group: 'Agent checks',
    description:
      'The model that grades the `judge` expectation (e.g. `gpt-4o-mini`); required when a case has one.',
    required: false,
  },
  {
    name: 'judge_api_key',
    group: 'Agent checks',
    description:
      'API key of `judge_url`, sent as a Bearer token to it alone; masked. Without it and with the default `judge_url`, `judge` expectations are not judged (one warning).',
    required: false,
  },
  {
    name: 'checks_experiment',
    group: 'Agent checks',
    description:
      'Upload each agent-checks run as a LangSmith experiment (before, after, restored), in the dataset `<deployment> agent checks` that the upload creates; its link goes to the summary, the PR comment, JUnit and the output `checks_experiment_url`. A failed upload is a warning.',
    default: 'false',
    required: false,
  },
  {
    name: 'langsmith_api_url',
    group: 'Agent checks',
    description:
      "The LangSmith API that the checks file's `dataset:` is read from and experiments go to (it gets `api_key`; https, or http on a loopback host), e.g. `https://langsmith.example.com/api/v1` (ending in `/api/v1`, `/api` or neither: its root's `/api/v1`, as the LangSmith SDK reads it). Default: the instance of the control plane (`region`, `self_hosted_url`, or `api_url`: a LangSmith cloud host's region, else its origin); in the CLI, `LANGSMITH_ENDPOINT` when set.",
    required: false,
  },
  {
    name: 'github_token',
    group: 'GitHub',
    description:
      'Token for the GitHub API (GitHub Deployments, pull-request comments; for `command: prune`, reading pull requests); masked. Needs `deployments: write` / `pull-requests: write` (prune: `pull-requests: read`).',
    default: '${{ github.token }}',
    required: false,
  },
  {
    name: 'github_environment',
    group: 'GitHub',
    description:
      'GitHub environment to record a GitHub Deployment in (`in_progress`, then `success` / `failure` with the agent server URL). Empty: none.',
    required: false,
  },
  {
    name: 'pr_comment',
    group: 'GitHub',
    description:
      'On pull requests, keep one comment with the preview URL and status (updated on every run, never duplicated).',
    default: 'false',
    required: false,
  },
  {
    name: 'manifest',
    group: 'Fleet',
    description:
      'Path of a fleet manifest in the repository: YAML with `defaults` (inputs for every deployment) and `deployments` (each a `name`, its inputs, and `paths` whose changes redeploy it). Read by `command: plan` and `report`, and by a matrix job that names its `deployment` (docs/fleet.md).',
    required: false,
  },
  {
    name: 'deployment',
    group: 'Fleet',
    description:
      "With `manifest`: the manifest entry this job deploys (in a matrix job, `matrix.deployment`). Its settings apply under this step's own inputs (the step's win), and its GitHub environment is `<github_environment>/<name>`.",
    required: false,
  },
  {
    name: 'force',
    group: 'Fleet',
    description: 'For `command: plan`: deploy every deployment of the manifest, changed or not.',
    default: 'false',
    required: false,
  },
  {
    name: 'plan',
    group: 'Fleet',
    description:
      "For `command: report`: the plan job's `plan` output (`needs.<plan job>.outputs.plan`), so the report knows what was skipped and what this run deployed.",
    required: false,
  },
];

export const OUTPUT_DOCS: readonly OutputDoc[] = [
  { name: 'deployment_id', description: 'Id of the deployment.' },
  {
    name: 'revision_id',
    description:
      'Id of the revision this run created or reported (for `rollback`: the revision the redeploy made).',
  },
  {
    name: 'commit_sha',
    description:
      'The git commit the platform built for that revision (`source_revision_config.repo_commit_sha`), when known.',
  },
  {
    name: 'previous_revision_id',
    description:
      'The revision that was serving before this run changed anything (empty for a new deployment).',
  },
  {
    name: 'active_revision_id',
    description: 'The revision serving traffic when the run ended, as the control plane reports it.',
  },
  {
    name: 'source_digest',
    description:
      'With `source: upload`: the SHA-256 of the uploaded archive (the same tree gives the same archive).',
  },
  {
    name: 'promoted_from',
    description:
      'For `command: promote`: JSON of what was promoted, once the source was read (dry runs and refusals too): `{"deployment_id", "revision_id", "commit"?, "archive_digest"? (the SHA-256 of the uncompressed tar), "image_uri"?}`; empty when the inputs were refused.',
  },
  {
    name: 'rolled_back',
    description:
      '`true` when this run rolled the deployment back: the redeploy of the earlier revision (`rollback_on_failure`, or `command: rollback`) reached `DEPLOYED` and serves. Whether it then passed its smoke test is in the summary and `smoke_report`.',
  },
  {
    name: 'status',
    description:
      'Revision status last seen (`DEPLOYED`, `BUILD_FAILED`, …); for `wait-auth` the auth status; for `delete` `DELETED` or `NOT_FOUND`; for `promote` `unchanged` when the target already served what it promotes (nothing was written); `INVALID_INPUTS` when the inputs were refused and nothing was sent; `INTERNAL_ERROR` when a bug of the action ended the run (the other outputs hold what it had set, the rest empty); empty when the run ended before it saw a revision (a dry run, a failure before one was made, a deployment not found).',
  },
  {
    name: 'deploy_attempts',
    description:
      "JSON list of the attempts at deploying this run's revision, oldest first, each its `revision_id` and `status` (more than one after a `deploy_retries` retry); empty when the run followed no revision of its own.",
  },
  {
    name: 'deployment_url',
    description:
      'URL of the agent server (`source_config.custom_url`), set once known — also when the revision failed: a first deployment that failed serves nothing there yet (`status` says how it ended).',
  },
  { name: 'created', description: '`true` when this run created the deployment.' },
  { name: 'token', description: 'Token of a completed `wait-auth` (masked).' },
  {
    name: 'smoke_test',
    description:
      'Smoke test result: `passed`, `failed` (`smoke_report` says whether the server failed it or it could not be judged) or `skipped`.',
  },
  {
    name: 'smoke_report',
    description:
      'Smoke test report as JSON: per check its result, duration (ms), detail and what it observed; on a failure, `blame`: `revision` (the server misbehaved), `setup` (not reached, key refused, assistant unknown, reply too large) or `time` (cut short by `timeout`). Only `revision` rolls back.',
  },
  {
    name: 'checks',
    description:
      'Agent checks result: `passed`, `failed`, `not-judged` (a case could not be judged: server unreachable, key refused, no time left) or `skipped`.',
  },
  {
    name: 'checks_report',
    description:
      'JSON report of the agent checks: each case, each run, expectations met and unmet, times, and the baseline when one ran.',
  },
  {
    name: 'checks_experiment_url',
    description:
      'With `checks_experiment: true`: the LangSmith experiment of the agent checks of the deployed revision (empty when none was uploaded).',
  },
  {
    name: 'matrix',
    description:
      'For `command: plan`: the deployments to deploy, as JSON for `strategy.matrix`: `{"include":[{"deployment":"<name>"}]}` (`{"include":[]}` when none).',
  },
  {
    name: 'plan',
    description:
      'For `command: plan`: JSON of every deployment of the manifest: deploy or skip, why, and which commit serves it and where that answer came from.',
  },
  {
    name: 'pruned',
    description:
      'For `command: prune`: the names of the previews it deleted, as a JSON list (`[]` when none; a dry run deletes none).',
  },
  {
    name: 'failed',
    description:
      'For `command: report`: the deployments whose deploy failed, comma-separated (empty when none).',
  },
];
