import { DEPLOYMENT_NAME_PATTERN } from '../src/inputs/deployment-name.ts';
import { reservedBy } from '../src/inputs/reserved-secrets.ts';

/**
 * What the control plane checks beyond its OpenAPI schemas (openapi.ts checks those): the names
 * it allows, fields required for a source, fields fixed after creation. Answered as FastAPI's 422. And where the
 * platform is documented to differ from that document: values it accepts beyond its enums.
 */
export type Problem = [Array<string | number>, string];

/**
 * Enum values the platform accepts although the OpenAPI document does not list them, and where
 * that is said. The contract check (openapi.ts) adds them to those enums, for requests and replies.
 */
export const EXTRA_ENUM_VALUES: ReadonlyArray<{
  schemas: readonly string[];
  property: string;
  values: readonly string[];
  source: string;
}> = [
  {
    schemas: ['SourceConfig', 'SourceConfigRequest'],
    property: 'deployment_type',
    values: ['serverless', 'dedicated'],
    source:
      "LangSmith's current docs name the deployment types serverless and dedicated; the document lists dev_free, dev and prod (older plans)",
  },
];

/**
 * The type a deployment gets when its create request names none: the platform picks one (the
 * request's `deployment_type` is optional). The current docs' first type.
 */
export const DEFAULT_DEPLOYMENT_TYPE = 'serverless';

interface CreateBody {
  name: string;
  source: string;
  source_config: Record<string, unknown>;
  source_revision_config: Record<string, unknown>;
}

/** The fields a create needs for each source, by where they are in the body. */
const REQUIRED_FOR_SOURCE: Record<string, Array<['source_config' | 'source_revision_config', string]>> = {
  github: [
    ['source_config', 'integration_id'],
    ['source_config', 'repo_url'],
    ['source_revision_config', 'repo_ref'],
    ['source_revision_config', 'langgraph_config_path'],
  ],
  internal_source: [['source_revision_config', 'langgraph_config_path']],
  external_docker: [['source_revision_config', 'image_uri']],
};

export function createProblems(body: CreateBody): Problem[] {
  const problems: Problem[] = [];
  // The platform's rule for names, which all three official clients normalize to.
  if (!DEPLOYMENT_NAME_PATTERN.test(body.name))
    problems.push([['body', 'name'], `String should match pattern '${DEPLOYMENT_NAME_PATTERN.source}'`]);
  const required = Object.hasOwn(REQUIRED_FOR_SOURCE, body.source) ? REQUIRED_FOR_SOURCE[body.source]! : [];
  for (const [part, field] of required)
    if (!body[part][field])
      problems.push([['body', part, field], `Field required for ${body.source} source`]);
  const { source_config: config, source_revision_config: revision } = body;
  if (
    body.source === 'github' &&
    config.build_on_push === true &&
    String(revision.repo_ref).startsWith('refs/tags/')
  )
    problems.push([['body', 'source_config', 'build_on_push'], 'Cannot be enabled when repo_ref is a tag']);
  return problems;
}

/**
 * Secret names the platform keeps for itself (src/inputs/reserved-secrets.ts, from its clients'
 * lists): refused in a create or PATCH; a self-hosted instance allows the `cloud` ones. A name
 * only a client leaves out (`client`) is accepted: nothing says the platform refuses it.
 */
export function secretProblems(secrets: unknown, selfHosted: boolean): Problem[] {
  if (!Array.isArray(secrets)) return [];
  return secrets.flatMap((secret: { name?: unknown }, i): Problem[] =>
    typeof secret?.name === 'string' && platformSecret(secret.name, selfHosted)
      ? [[['body', 'secrets', i, 'name'], `${secret.name} is reserved and cannot be set`]]
      : [],
  );
}

/** A secret name that is the platform's own to set on this instance. */
export function platformSecret(name: string, selfHosted: boolean): boolean {
  const by = reservedBy(name);
  return by === 'platform' || (by === 'cloud' && !selfHosted);
}

/**
 * How the emulated organization and API key can refuse any request, before an endpoint does, in
 * the words LangSmith's deploy clients recognise (`requires workspace specification`, `not
 * enabled`: docs/platform-compatibility.md).
 */
export interface Account {
  /** When set, `X-Tenant-Id` must carry it. */
  tenantId?: string;
  /** The key is the organization's: a request must name its workspace (`X-Tenant-Id`). */
  orgScopedKey?: boolean;
  /** LangSmith Deployment is not enabled for the organization. */
  deploymentsDisabled?: boolean;
}

export function accountRefusal(account: Account, tenantHeader: string | undefined): string | undefined {
  if (account.orgScopedKey && !tenantHeader)
    return 'This API key is org-scoped and requires workspace specification: send X-Tenant-Id.';
  if (account.tenantId && tenantHeader !== account.tenantId) return 'Forbidden: tenant mismatch';
  if (account.deploymentsDisabled) return 'LangSmith Deployment is not enabled for this organization.';
  return undefined;
}

/**
 * A workspace whose deployments run through a listener in the customer's cluster (self-hosted,
 * hybrid): a create must name one. 400, with the words the Go client recognises.
 */
export function listenerProblem(
  listenersOnly: boolean | undefined,
  sourceConfig: Record<string, unknown>,
): string | undefined {
  return listenersOnly && !sourceConfig.listener_id
    ? "source_config.listener_id' is required: this workspace deploys through listeners"
    : undefined;
}

/** A listener of the workspace: its id, its cluster (`compute_id`) and the namespaces it serves. */
export interface EmulatedListener {
  id: string;
  computeId: string;
  namespaces: string[];
}

/**
 * A create that names a listener: it must be the workspace's, and `listener_config.k8s_namespace`
 * one it serves. Our model (400): the OpenAPI document says only that the namespace is validated
 * against the listener; the Go client checks both before it creates (docs/platform-compatibility.md).
 */
export function placementProblem(
  listeners: readonly EmulatedListener[] | undefined,
  sourceConfig: Record<string, unknown>,
): string | undefined {
  const id = sourceConfig.listener_id;
  if (typeof id !== 'string') return undefined;
  const listener = listeners?.find((l) => l.id === id.toLowerCase());
  if (!listener) return `Listener ID ${id} not found.`;
  const namespace = (sourceConfig.listener_config as { k8s_namespace?: unknown } | null | undefined)
    ?.k8s_namespace;
  if (typeof namespace === 'string' && !listener.namespaces.includes(namespace))
    return `Listener ${id} does not serve Kubernetes namespace '${namespace}'.`;
  return undefined;
}

/**
 * The deployment types a control plane takes, when it takes fewer than the document and the
 * docs name (an older one: `dev`, `prod`): refused as the enum would be, naming those it takes.
 */
export function deploymentTypeProblems(
  taken: readonly string[] | undefined,
  sourceConfig: Record<string, unknown>,
): Problem[] {
  const type = sourceConfig.deployment_type;
  if (!taken || type === undefined || type === null || taken.includes(String(type))) return [];
  return [
    [
      ['body', 'source_config', 'deployment_type'],
      `Input should be ${taken.map((t) => `'${t}'`).join(', ')}`,
    ],
  ];
}

/**
 * The revisions a deployment takes, by its source: its own, and uploaded source for a GitHub one
 * (the per-revision override `revision_source` exists for). A GitHub revision needs the
 * repository and integration only a `github` deployment has. Beyond the override, our model: the
 * platform's answer to other pairs is not documented; 400 as for its other source mismatches.
 */
const REVISION_SOURCES: Record<string, readonly string[]> = {
  github: ['github', 'internal_source'],
  internal_source: ['internal_source'],
  internal_docker: ['internal_docker'],
  external_docker: ['external_docker'],
};

export function revisionSourceProblem(own: string, wanted: string): string | undefined {
  const allowed = Object.hasOwn(REVISION_SOURCES, own) ? REVISION_SOURCES[own]! : [own];
  if (allowed.includes(wanted)) return undefined;
  return `revision_source '${wanted}' is not available for '${own}' source deployments`;
}

/** Fields the API refuses to change after creation. */
const FIXED_AFTER_CREATE = [
  'integration_id',
  'repo_url',
  'deployment_type',
  'listener_id',
  'listener_config',
];

export function patchProblems(body: { source_config?: Record<string, unknown> | null }): Problem[] {
  return FIXED_AFTER_CREATE.filter((k) => body.source_config && k in body.source_config).map((k) => [
    ['body', 'source_config', k],
    'cannot be changed',
  ]);
}

/**
 * The logs endpoints are not in the OpenAPI document; their body is checked here against what
 * platform-facts.md says ("Logs"): all optional — `limit`, `order` (asc/desc), `offset` (opaque,
 * from `next_offset`), `level`, `query`, `start_time`, `end_time` (ISO 8601).
 */
export function logQueryProblems(body: unknown): Problem[] {
  if (body === undefined) return [];
  if (!body || typeof body !== 'object' || Array.isArray(body))
    return [[['body'], 'Input should be a valid dictionary']];
  const b = body as Record<string, unknown>;
  const problems: Problem[] = [];
  const known = ['limit', 'order', 'offset', 'level', 'query', 'start_time', 'end_time'];
  for (const key of Object.keys(b))
    if (!known.includes(key)) problems.push([['body', key], 'Extra inputs are not permitted']);
  if (
    b.limit !== undefined &&
    !(Number.isInteger(b.limit) && (b.limit as number) >= 1 && (b.limit as number) <= 1000)
  )
    problems.push([['body', 'limit'], 'Input should be an integer from 1 to 1000']);
  if (b.order !== undefined && b.order !== 'asc' && b.order !== 'desc')
    problems.push([['body', 'order'], "Input should be 'asc' or 'desc'"]);
  for (const key of ['offset', 'level', 'query'])
    if (b[key] !== undefined && typeof b[key] !== 'string')
      problems.push([['body', key], 'Input should be a valid string']);
  for (const key of ['start_time', 'end_time'])
    if (b[key] !== undefined && (typeof b[key] !== 'string' || Number.isNaN(Date.parse(b[key] as string))))
      problems.push([['body', key], 'Input should be a valid datetime']);
  return problems;
}

/** FastAPI's 422 shape, including its habit of echoing the rejected value as `input`. */
export function validationErrorBody(problems: Problem[], body?: unknown): { detail: unknown[] } {
  const at = (loc: Array<string | number>): unknown =>
    loc
      .slice(1)
      .reduce<unknown>(
        (v, k) => (v && typeof v === 'object' ? (v as Record<string, unknown>)[k] : undefined),
        body,
      );
  return {
    detail: problems.map(([loc, msg]) => ({ loc, msg, type: 'value_error', input: at(loc) ?? null })),
  };
}
