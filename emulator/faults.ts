/** The routes of the emulated control plane, by name, for fault rules and the request log. */
export type RouteName =
  | 'list-deployments'
  | 'create-deployment'
  | 'get-deployment'
  | 'patch-deployment'
  | 'delete-deployment'
  | 'list-revisions'
  | 'get-revision'
  | 'auth-wait'
  | 'list-integrations'
  | 'list-repos';

export type Fault =
  /** Answer with this status (and body) instead of handling the request. */
  | {
      kind: 'status';
      status: number;
      body?: string;
      contentType?: string;
      retryAfter?: string;
      /** Send `Retry-After` as an HTTP date this many ms after the moment of the reply. */
      retryAfterDateIn?: number;
    }
  /** Close the connection without acting or answering. */
  | { kind: 'drop-before' }
  /** Act on the request, then close the connection without answering. */
  | { kind: 'drop-after' }
  /** Never answer (until the client gives up or the emulator closes). */
  | { kind: 'hang' }
  /** Act on the request, then answer its usual status with a body that is not JSON. */
  | { kind: 'malformed' }
  /** Delete the deployment first (as a user in the UI might), then handle the request. */
  | { kind: 'delete-deployment' };

export interface FaultRule {
  route: RouteName;
  fault: Fault;
  /** Matching requests to let through before the fault applies. */
  skip?: number;
  /** How many matching requests get the fault (default 1). */
  times?: number;
}

/** Active rules; each matching request consumes one use of the first applicable rule. */
export class Faults {
  private readonly rules: Array<FaultRule & { seen: number; used: number }> = [];

  add(...rules: FaultRule[]): void {
    for (const rule of rules) this.rules.push({ ...rule, seen: 0, used: 0 });
  }

  clear(): void {
    this.rules.length = 0;
  }

  take(route: RouteName): Fault | undefined {
    for (const rule of this.rules) {
      if (rule.route !== route || rule.used >= (rule.times ?? 1)) continue;
      rule.seen++;
      if (rule.seen <= (rule.skip ?? 0)) continue;
      rule.used++;
      return rule.fault;
    }
    return undefined;
  }
}

export const HTML_ERROR_PAGE =
  '<html><head><title>502 Bad Gateway</title></head><body><h1>502 Bad Gateway</h1><p>upstream error</p></body></html>';
