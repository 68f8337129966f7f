/**
 * Secret names the platform keeps for itself: the three official deploy clients never send them
 * (Python `RESERVED_ENV_VARS`, JS `RESERVED_ENV_VARS`, Go `deployReservedEnvVars`; lines in
 * docs/platform-compatibility.md). One table, by who reserves the name:
 * - `platform`: the control plane's own list (LANGCHAIN_RESERVED_ENV_VARS, the clients say);
 * - `cloud`: reserved on LangSmith's cloud, allowed on a self-hosted instance: our reading of
 *   the comment ALLOWED_SELF_HOSTED_ENV_VARS over them in the Python client (the three clients
 *   themselves leave them out on every host);
 * - `client`: never sent by the JS client (its own key variable); not known to be refused.
 */
const RESERVED = {
  platform: [
    'LANGCHAIN_TRACING_V2',
    'LANGSMITH_TRACING_V2',
    'LANGCHAIN_ENDPOINT',
    'LANGCHAIN_PROJECT',
    'LANGSMITH_PROJECT',
    'LANGSMITH_LANGGRAPH_GIT_REPO',
    'LANGGRAPH_GIT_REPO_PATH',
    'LANGCHAIN_API_KEY',
    'LANGSMITH_CONTROL_PLANE_API_KEY',
    'POSTGRES_URI',
    'POSTGRES_PASSWORD',
    'DATABASE_URI',
    'LANGSMITH_LANGGRAPH_GIT_REF',
    'LANGSMITH_LANGGRAPH_GIT_REF_SHA',
    'LANGGRAPH_AUTH_TYPE',
    'LANGSMITH_AUTH_ENDPOINT',
    'LANGSMITH_TENANT_ID',
    'LANGSMITH_AUTH_VERIFY_TENANT_ID',
    'LANGSMITH_HOST_PROJECT_ID',
    'LANGSMITH_HOST_PROJECT_NAME',
    'LANGSMITH_HOST_REVISION_ID',
    'LOG_JSON',
    'LOG_DICT_TRACEBACKS',
    'REDIS_URI',
    'LANGCHAIN_CALLBACKS_BACKGROUND',
    'DD_TRACE_PSYCOPG_ENABLED',
    'DD_TRACE_REDIS_ENABLED',
    'LANGSMITH_DEPLOYMENT_NAME',
    'LANGGRAPH_CLOUD_LICENSE_KEY',
  ],
  cloud: [
    'LANGSMITH_API_KEY',
    'LANGSMITH_ENDPOINT',
    'POSTGRES_URI_CUSTOM',
    'REDIS_URI_CUSTOM',
    'PATH',
    'PORT',
    'MOUNT_PREFIX',
    'LSD_ENV',
    'LSD_DD_API_KEY',
    'LSD_DD_ENDPOINT',
    'LSD_DEPLOYMENT_TYPE',
  ],
  client: ['LANGGRAPH_HOST_API_KEY'],
} as const;

type ReservedBy = keyof typeof RESERVED;

const BY_NAME: ReadonlyMap<string, ReservedBy> = new Map(
  (Object.entries(RESERVED) as Array<[ReservedBy, readonly string[]]>).flatMap(([by, names]) =>
    names.map((name) => [name, by] as const),
  ),
);

/** Who reserves this secret name, if anyone (names are exact: case matters). */
export function reservedBy(name: string): ReservedBy | undefined {
  return BY_NAME.get(name);
}

/** Whether a deployment of this control plane can be given the secret (self-hosted allows `cloud`). */
export function isReservedSecret(name: string, selfHosted: boolean): boolean {
  const by = reservedBy(name);
  return by !== undefined && !(selfHosted && by === 'cloud');
}
