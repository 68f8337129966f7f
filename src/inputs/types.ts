import type { Secret } from './secrets.ts';

export const COMMANDS = ['deploy', 'delete', 'status', 'wait-auth'] as const;
export type Command = (typeof COMMANDS)[number];

export const SOURCES = ['github', 'external_docker'] as const;
export type Source = (typeof SOURCES)[number];

export const DEPLOYMENT_TYPES = ['dev', 'prod', 'dev_free'] as const;
export type DeploymentType = (typeof DEPLOYMENT_TYPES)[number];

export interface PollSettings {
  initialMs: number;
  maxMs: number;
  backoff: number;
}

/** Everything the action was asked to do, validated and typed. */
export interface Inputs {
  command: Command;
  controlPlane: {
    baseUrl: string;
    apiKey: string;
    tenantId?: string;
  };
  /** Which deployment: by id when given, else by exact name. */
  target: {
    name?: string;
    deploymentId?: string;
  };
  deployment: {
    source: Source;
    repoUrl?: string;
    repoRef?: string;
    graphConfigPath: string;
    integrationId?: string;
    imageUri?: string;
    listenerId?: string;
    deploymentType: DeploymentType;
    buildOnPush?: boolean;
    resourceSpec?: Record<string, unknown>;
    /** Undefined when the input was not given (an update then keeps the deployment's secrets). */
    secrets?: Secret[];
  };
  wait: {
    enabled: boolean;
    timeoutMs: number;
    poll: PollSettings;
  };
  authId?: string;
}
