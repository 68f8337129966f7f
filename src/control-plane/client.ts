import * as z from 'zod';
import { AUTH_WAIT_MAX_S, LOG_READ, LONG_POLL_MARGIN_MS } from '../base/policy.ts';
import type { Budget } from '../time/budget.ts';
import type { Call } from './caller.ts';
import { cutLogPage, type CutLogPage } from './cut-log-page.ts';
import {
  AuthWait,
  Deployment,
  deploymentOf,
  DeploymentList,
  GithubIntegration,
  GithubRepository,
  listenerOf,
  ListenerList,
  LogPage,
  UploadUrl,
  type LogKind,
  type LogQuery,
  revisionOf,
  RevisionList,
} from './schemas.ts';
import { msOf } from '../time/duration.ts';

/**
 * The control-plane endpoints this action uses: the one place their methods and paths are
 * written. The emulator's route table is keyed by these names (a missing handler is a compile
 * error) and failure hints match on them.
 */
export const ENDPOINTS = {
  'list-deployments': { method: 'GET', path: '/v2/deployments' },
  'create-deployment': { method: 'POST', path: '/v2/deployments' },
  'get-deployment': { method: 'GET', path: '/v2/deployments/{deployment_id}' },
  'patch-deployment': { method: 'PATCH', path: '/v2/deployments/{deployment_id}' },
  'delete-deployment': { method: 'DELETE', path: '/v2/deployments/{deployment_id}' },
  'list-revisions': { method: 'GET', path: '/v2/deployments/{deployment_id}/revisions' },
  'get-revision': { method: 'GET', path: '/v2/deployments/{deployment_id}/revisions/{revision_id}' },
  'redeploy-revision': {
    method: 'POST',
    path: '/v2/deployments/{deployment_id}/revisions/{revision_id}/redeploy',
  },
  'auth-wait': { method: 'GET', path: '/v2/auth/wait/{auth_id}' },
  'upload-url': { method: 'POST', path: '/v2/deployments/{deployment_id}/upload-url' },
  'build-logs': { method: 'POST', path: '/v1/projects/{deployment_id}/revisions/{revision_id}/build_logs' },
  'deploy-logs': { method: 'POST', path: '/v1/projects/{deployment_id}/revisions/{revision_id}/deploy_logs' },
  'list-integrations': { method: 'GET', path: '/v1/integrations/github/install' },
  'list-repos': { method: 'GET', path: '/v1/integrations/github/{integration_id}/repos' },
  'list-listeners': { method: 'GET', path: '/v2/listeners' },
  'get-listener': { method: 'GET', path: '/v2/listeners/{listener_id}' },
} as const satisfies Record<string, { method: HttpMethod; path: string }>;

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
export type EndpointName = keyof typeof ENDPOINTS;

/** A path template with its `{name}` parameters filled in (URL-encoded). */
export function fillPath(template: string, params: Record<string, string> = {}): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`path parameter ${name} missing for ${template}`);
    return encodeURIComponent(value);
  });
}

/** `METHOD /path?query` of an endpoint with its parameters filled in, as a plan or a log names it. */
export function requestLine(
  endpoint: EndpointName,
  params: Record<string, string> = {},
  query: Record<string, string> = {},
): string {
  const search = new URLSearchParams(query).toString();
  return `${ENDPOINTS[endpoint].method} ${fillPath(ENDPOINTS[endpoint].path, params)}${search ? `?${search}` : ''}`;
}

/** The endpoints of the control plane this action uses, typed; one request each. */
export function createControlPlane(call: Call) {
  return {
    ...deploymentReads(call),
    ...deploymentWrites(call),
    ...revisionEndpoints(call),
    ...sourceEndpoints(call),
    ...logEndpoints(call),
    ...githubEndpoints(call),
    ...listenerEndpoints(call),
  };
}

/** Finding and reading deployments. */
function deploymentReads(call: Call) {
  return {
    /** `agentId`, `agentEnvironment`: the Go client's filters, not in the public API document. */
    listDeployments: (query: {
      nameContains?: string;
      agentId?: string;
      agentEnvironment?: string;
      limit: number;
      offset: number;
    }) =>
      call({
        endpoint: 'list-deployments',
        query: {
          name_contains: query.nameContains,
          agent_id: query.agentId,
          agent_environment: query.agentEnvironment,
          limit: query.limit,
          offset: query.offset,
        },
        schema: DeploymentList,
        repeatable: true,
      }),
    getDeployment: (deploymentId: string) =>
      call({
        endpoint: 'get-deployment',
        params: { deployment_id: deploymentId },
        schema: deploymentOf(deploymentId),
        repeatable: true,
      }),
  };
}

/** Creating, changing and deleting a deployment. */
function deploymentWrites(call: Call) {
  return {
    createDeployment: (body: object) =>
      call({ endpoint: 'create-deployment', body, expect: 201, schema: Deployment, repeatable: false }),
    patchDeployment: (deploymentId: string, body: object) =>
      call({
        endpoint: 'patch-deployment',
        params: { deployment_id: deploymentId },
        body,
        schema: Deployment,
        repeatable: false,
      }),
    /**
     * Not repeated blindly either: a repeat after our own delete would answer 404. `tracingProject`:
     * its LangSmith tracing project goes too (the API's default keeps it, and its name taken).
     */
    deleteDeployment: (deploymentId: string, options: { tracingProject: boolean }) =>
      call({
        endpoint: 'delete-deployment',
        params: { deployment_id: deploymentId },
        query: deleteQuery(options),
        expect: 204,
        repeatable: false,
      }),
  };
}

/** A deployment's revisions. */
function revisionEndpoints(call: Call) {
  return {
    /** Newest first; `status` filters by a comma-separated list of statuses. */
    listRevisions: (deploymentId: string, query: { limit?: number; offset?: number; status?: string } = {}) =>
      call({
        endpoint: 'list-revisions',
        params: { deployment_id: deploymentId },
        query: { limit: query.limit ?? 5, offset: query.offset, status: query.status },
        schema: RevisionList,
        repeatable: true,
      }),
    /** `budget`: a narrower one than the run's (the wait's status reads keep time for a log tail). */
    getRevision: (deploymentId: string, revisionId: string, budget?: Budget) =>
      call({
        endpoint: 'get-revision',
        params: { deployment_id: deploymentId, revision_id: revisionId },
        schema: revisionOf(revisionId),
        repeatable: true,
        budget,
      }),
    /** A new revision that redeploys an earlier one. Never repeated blindly (see deploy/recover.ts). */
    redeployRevision: (deploymentId: string, revisionId: string) =>
      call({
        endpoint: 'redeploy-revision',
        params: { deployment_id: deploymentId, revision_id: revisionId },
        schema: Deployment,
        repeatable: false,
      }),
  };
}

/** Waiting for GitHub authorization and uploading a source archive. */
function sourceEndpoints(call: Call) {
  return {
    /** The server holds this request open for up to `timeoutSeconds` (at most AUTH_WAIT_MAX_S). */
    waitAuth: (authId: string, timeoutSeconds: number) => {
      const seconds = Math.min(AUTH_WAIT_MAX_S, timeoutSeconds);
      return call({
        endpoint: 'auth-wait',
        params: { auth_id: authId },
        query: { timeout: seconds },
        schema: AuthWait,
        repeatable: true,
        requestTimeoutMs: msOf(seconds) + LONG_POLL_MARGIN_MS,
      });
    },
    /**
     * A signed URL to upload a source archive to, and the object path to name it by. Not in the
     * public OpenAPI document: the platform's CLI uses it (platform-facts.md). Asking twice only
     * wastes a URL, so it is a read for retries.
     */
    requestUploadUrl: (deploymentId: string) =>
      call({
        endpoint: 'upload-url',
        params: { deployment_id: deploymentId },
        schema: UploadUrl,
        repeatable: true,
      }),
  };
}

/** A revision's logs. */
function logEndpoints(call: Call) {
  return {
    /**
     * A page of a revision's build or server (deploy) log. Not in the public OpenAPI document:
     * the platform's CLI uses it (platform-facts.md, "Logs"). A side read: tried twice, briefly, never
     * holding up the deploy.
     */
    readLogs: (kind: LogKind, deploymentId: string, revisionId: string, body: LogQuery, budget?: Budget) =>
      call<LogPage | CutLogPage>({
        endpoint: kind === 'build' ? 'build-logs' : 'deploy-logs',
        params: { deployment_id: deploymentId, revision_id: revisionId },
        body,
        schema: LogPage,
        repeatable: true,
        side: LOG_READ,
        budget,
        // A few multi-MiB lines make a page larger than a reply may be: its start still shows.
        fromCutReply: cutLogPage,
      }),
  };
}

/** The GitHub integrations and the repositories they can read. */
function githubEndpoints(call: Call) {
  return {
    listGithubIntegrations: () =>
      call({
        endpoint: 'list-integrations',
        schema: z.array(GithubIntegration),
        repeatable: true,
      }),
    listGithubRepositories: (integrationId: string) =>
      call({
        endpoint: 'list-repos',
        params: { integration_id: integrationId },
        schema: z.array(GithubRepository),
        repeatable: true,
      }),
  };
}

/** The listeners that run deployments in a customer's own cluster (self-hosted, hybrid). */
function listenerEndpoints(call: Call) {
  return {
    /** One page: enough to tell none, one and several apart (deploy/placement.ts). */
    listListeners: (limit: number) =>
      call({
        endpoint: 'list-listeners',
        query: { limit },
        schema: ListenerList,
        repeatable: true,
      }),
    getListener: (listenerId: string) =>
      call({
        endpoint: 'get-listener',
        params: { listener_id: listenerId },
        schema: listenerOf(listenerId),
        repeatable: true,
      }),
  };
}

export type ControlPlane = ReturnType<typeof createControlPlane>;

/** The query of a delete: only the non-default is sent. */
export function deleteQuery(options: { tracingProject: boolean }): Record<string, string> {
  return options.tracingProject ? { delete_tracing_project: 'true' } : {};
}
