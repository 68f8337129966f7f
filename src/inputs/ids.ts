import * as field from './fields.ts';

/**
 * The inputs that are ids the API types as UUIDs (`format: uuid` in the OpenAPI document: the
 * deployment, revision, integration and listener path parameters and fields, the deployment's
 * `tenant_id`), each with what it is. `auth_id` is a plain string there, so it is not here.
 */
const UUID_INPUTS = {
  deployment_id: "the deployment's id",
  revision_id: "the revision's id",
  from_deployment_id: "the source deployment's id",
  from_revision_id: "the source revision's id",
  integration_id: "the GitHub integration's id in LangSmith",
  listener_id: "the listener's id",
  tenant_id: "the workspace's id: LangSmith → Settings → Workspace",
} as const;

/** Letters past `f`, spaces, dots or underscores: a name, not a mistyped UUID. */
const looksLikeName = (value: string): boolean => /[g-z_. ]/i.test(value);

/** An id input, checked before anything is sent (a name in deployment_id would be a 422). */
export function readId(
  p: field.Problems,
  raw: (name: string) => string,
  input: keyof typeof UUID_INPUTS,
): string | undefined {
  // A name where the deployment's id goes: say how a deployment is found by name.
  const byName = { deployment_id: 'name', from_deployment_id: 'from' } as Partial<Record<string, string>>;
  const hint = (value: string): string | undefined =>
    byName[input] && looksLikeName(value)
      ? `to find a deployment by its name, set ${byName[input]} instead`
      : undefined;
  return field.uuid(p, input, raw(input), UUID_INPUTS[input], hint);
}
