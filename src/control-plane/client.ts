import type { Call } from './caller.ts';
import {
  AuthWait,
  Deployment,
  DeploymentList,
  GithubIntegration,
  GithubRepository,
  Revision,
  RevisionList,
} from './schemas.ts';
import * as z from 'zod';

const id = (value: string): string => encodeURIComponent(value);

/** The endpoints of the control plane this action uses, typed; one request each. */
export function createControlPlane(call: Call) {
  return {
    listDeployments: (query: { nameContains: string; limit: number; offset: number }) =>
      call({
        method: 'GET',
        path: '/v2/deployments',
        query: { name_contains: query.nameContains, limit: query.limit, offset: query.offset },
        expect: 200,
        schema: DeploymentList,
        repeatable: true,
      }),
    getDeployment: (deploymentId: string) =>
      call({
        method: 'GET',
        path: `/v2/deployments/${id(deploymentId)}`,
        expect: 200,
        schema: Deployment,
        repeatable: true,
      }),
    createDeployment: (body: object) =>
      call({
        method: 'POST',
        path: '/v2/deployments',
        body,
        expect: 201,
        schema: Deployment,
        repeatable: false,
      }),
    patchDeployment: (deploymentId: string, body: object) =>
      call({
        method: 'PATCH',
        path: `/v2/deployments/${id(deploymentId)}`,
        body,
        expect: 200,
        schema: Deployment,
        repeatable: false,
      }),
    /** Not repeated blindly either: a repeat after our own delete would answer 404. */
    deleteDeployment: (deploymentId: string) =>
      call({ method: 'DELETE', path: `/v2/deployments/${id(deploymentId)}`, expect: 204, repeatable: false }),
    listRevisions: (deploymentId: string, limit = 5) =>
      call({
        method: 'GET',
        path: `/v2/deployments/${id(deploymentId)}/revisions`,
        query: { limit },
        expect: 200,
        schema: RevisionList,
        repeatable: true,
      }),
    getRevision: (deploymentId: string, revisionId: string) =>
      call({
        method: 'GET',
        path: `/v2/deployments/${id(deploymentId)}/revisions/${id(revisionId)}`,
        expect: 200,
        schema: Revision,
        repeatable: true,
      }),
    /** The server holds this request open for up to `timeoutSeconds`. */
    waitAuth: (authId: string, timeoutSeconds: number) =>
      call({
        method: 'GET',
        path: `/v2/auth/wait/${id(authId)}`,
        query: { timeout: timeoutSeconds },
        expect: 200,
        schema: AuthWait,
        repeatable: true,
        requestTimeoutMs: (timeoutSeconds + 30) * 1_000,
      }),
    listGithubIntegrations: () =>
      call({
        method: 'GET',
        path: '/v1/integrations/github/install',
        expect: 200,
        schema: z.array(GithubIntegration),
        repeatable: true,
      }),
    listGithubRepositories: (integrationId: string) =>
      call({
        method: 'GET',
        path: `/v1/integrations/github/${id(integrationId)}/repos`,
        expect: 200,
        schema: z.array(GithubRepository),
        repeatable: true,
      }),
  };
}

export type ControlPlane = ReturnType<typeof createControlPlane>;
