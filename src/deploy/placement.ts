import { ActionError, HttpError } from '../base/errors.ts';
import { LIST_PAGE_SIZE, LISTENERS_SHOWN } from '../base/policy.ts';
import { clip } from '../base/untrusted.ts';
import type { Deployment, Listener } from '../control-plane/schemas.ts';
import { isLangSmithCloud } from '../inputs/endpoint.ts';
import type { Inputs } from '../inputs/types.ts';
import type { RunContext } from '../run/context.ts';
import type { Placement } from '../control-plane/payloads.ts';

/**
 * Where an `external_docker` deployment runs: a listener (in the customer's own cluster) and one
 * of its Kubernetes namespaces, fixed when the deployment is created. Chosen as the Go client's
 * `resolvePlacement` chooses (docs/platform-compatibility.md, "Listener placement").
 */

/** What the inputs ask for: `listener_id`, `k8s_namespace`. */
export type Asked = { listenerId?: string; namespace?: string };

const asked = (d: Inputs['deployment']): Asked => ({ listenerId: d.listenerId, namespace: d.k8sNamespace });

/**
 * Before any write: a new deployment's placement (undefined: none is sent, the platform places
 * it); an existing one's is checked against what the inputs ask for.
 */
export async function placeDeployment(
  ctx: RunContext,
  existing: Deployment | undefined,
): Promise<Placement | undefined> {
  const d = ctx.inputs.deployment;
  if (d.source !== 'external_docker') return undefined;
  if (existing) return checkPlacement(existing, asked(d));
  const placement = await resolvePlacement(ctx, asked(d));
  if (placement)
    ctx.log.info(
      `Deploying through listener ${placement.listenerId}, namespace ${shown(placement.namespace)}.`,
    );
  return placement;
}

/** The placement of a new deployment, or none (the platform places it). */
async function resolvePlacement(ctx: RunContext, want: Asked): Promise<Placement | undefined> {
  const { cp } = ctx;
  if (want.listenerId) return placeOn(await namedListener(ctx, want.listenerId), want.namespace);
  // Off LangSmith's cloud, a self-hosted workspace's listeners are looked up only when asked to.
  if (!want.namespace && !isLangSmithCloud(ctx.inputs.controlPlane.baseUrl)) return undefined;
  const listeners = (await cp.listListeners(LIST_PAGE_SIZE)).resources;
  const only = onlyListener(listeners, want.namespace);
  return only && placeOn(only, want.namespace);
}

/** The listener `listener_id` names; one this workspace does not have fails, listing those it has. */
async function namedListener(ctx: RunContext, id: string): Promise<Listener> {
  try {
    return await ctx.cp.getListener(id);
  } catch (error) {
    if (!(error instanceof HttpError && [404, 422].includes(error.status))) throw error;
    const listeners = (await ctx.cp.listListeners(LIST_PAGE_SIZE)).resources;
    throw new ActionError({
      title: 'Listener not found',
      message: `Listener ${id} (listener_id) is not in this workspace (${error.method} ${error.path} answered ${error.status}). ${
        listeners.length
          ? `Set listener_id to one of:\n${describeListeners(listeners)}`
          : 'The workspace has no listeners: leave listener_id and k8s_namespace empty.'
      }`,
    });
  }
}

/**
 * The workspace's one listener, when no `listener_id` is given: none means no placement (or a
 * failure when `k8s_namespace` asks for one), several fail, listing them.
 */
export function onlyListener(listeners: readonly Listener[], namespace?: string): Listener | undefined {
  if (listeners.length === 1) return listeners[0];
  if (listeners.length > 1)
    throw new ActionError({
      title: 'Several listeners',
      message: `listener_id is empty and the workspace has ${listeners.length === LIST_PAGE_SIZE ? 'at least ' : ''}${listeners.length} listeners; set listener_id to one of:\n${describeListeners(listeners)}`,
    });
  if (namespace === undefined) return undefined;
  throw new ActionError({
    title: 'No listener',
    message: `k8s_namespace is set but the workspace has no listeners, so there is no namespace to deploy into: leave k8s_namespace empty.`,
  });
}

/** The namespaces a listener serves, as the reply named them. */
const namespacesOf = (l: Listener): string[] => (l.compute_config?.k8s_namespaces ?? []).filter(Boolean);

/** The placement on listener `l`: the namespace asked for, or its only one. */
export function placeOn(l: Listener, namespace: string | undefined): Placement {
  const served = namespacesOf(l);
  const one = served.length === 1 ? served[0] : undefined;
  const chosen = namespace === undefined ? one : served.includes(namespace) ? namespace : undefined;
  if (chosen) return { listenerId: l.id, namespace: chosen };
  const named = `Listener ${l.id}${clusterOf(l)}`;
  const problem = !served.length
    ? {
        title: 'Listener serves no namespace',
        message: `${named} serves no Kubernetes namespace, so nothing can run through it: check its configuration in LangSmith, or set listener_id to another listener.`,
      }
    : namespace === undefined
      ? {
          title: 'Namespace required',
          message: `${named} serves several namespaces; set k8s_namespace to one of: ${listOf(served)}.`,
        }
      : {
          title: 'Namespace not served',
          message: `${named} does not serve namespace ${namespace} (k8s_namespace); set it to one of: ${listOf(served)}.`,
        };
  throw new ActionError(problem);
}

/**
 * An existing deployment keeps its placement: a `listener_id` or `k8s_namespace` equal to its own
 * is accepted (a workflow may send them on every run); another fails before any write.
 */
export function checkPlacement(existing: Deployment, want: Asked): undefined {
  const own = existing.source_config;
  const ownListener = own?.listener_id?.toLowerCase();
  const ownNamespace = own?.listener_config?.k8s_namespace ?? undefined;
  const moved = [
    want.listenerId !== undefined && want.listenerId !== ownListener && `listener_id ${want.listenerId}`,
    want.namespace !== undefined && want.namespace !== ownNamespace && `k8s_namespace ${want.namespace}`,
  ].filter(Boolean);
  if (!moved.length) return undefined;
  throw new ActionError({
    title: 'Placement is fixed',
    message: `Deployment ${existing.id} (${shown(existing.name ?? 'unnamed')}) runs through listener ${ownListener ?? 'none'}, namespace ${ownNamespace ? shown(ownNamespace) : 'none'}; a deployment's listener and namespace are fixed when it is created, so ${moved.join(' and ')} cannot move it. Nothing was sent. Set them to its own (or leave them empty) to update it, or set another name to create a deployment there.`,
  });
}

/** Up to LISTENERS_SHOWN.shown listeners, one a line, with their cluster and namespaces. */
export function describeListeners(listeners: readonly Listener[]): string {
  const lines = listeners
    .slice(0, LISTENERS_SHOWN.shown)
    .map((l) => `  - ${l.id}${clusterOf(l)}: namespaces ${listOf(namespacesOf(l)) || 'none'}`);
  const more = listeners.length - LISTENERS_SHOWN.shown;
  if (more > 0) lines.push(`  … and ${more} more`);
  return lines.join('\n');
}

const shown = (name: string): string => clip(name, LISTENERS_SHOWN.nameChars);
const clusterOf = (l: Listener): string => (l.compute_id ? ` (cluster ${shown(l.compute_id)})` : '');

/** Names, cut and counted past LISTENERS_SHOWN.namespaces. */
function listOf(names: readonly string[]): string {
  const more = names.length - LISTENERS_SHOWN.namespaces;
  const listed = names.slice(0, LISTENERS_SHOWN.namespaces).map(shown).join(', ');
  return more > 0 ? `${listed} and ${more} more` : listed;
}
