import { ENDPOINTS, type EndpointName } from '../src/control-plane/client.ts';
import { LANGSMITH_ENDPOINTS, type LangSmithEndpoint } from '../src/langsmith/endpoints.ts';

/**
 * The routes of the emulated control plane, by name, for fault rules and the request log — and
 * `storage-put`, the upload to the signed URL (on the emulator's storage, not the control plane),
 * the LangSmith endpoints (langsmith.ts) and the judge's chat completions (judge-stub.ts).
 */
export type RouteName = EndpointName | 'storage-put' | LangSmithEndpoint | 'judge-chat-completions';
export const ROUTE_NAMES: readonly RouteName[] = [
  ...(Object.keys(ENDPOINTS) as EndpointName[]),
  'storage-put',
  ...(Object.keys(LANGSMITH_ENDPOINTS) as LangSmithEndpoint[]),
  'judge-chat-completions',
];

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
  | { kind: 'delete-deployment' }
  /** Act, then answer the usual status with top-level fields of the JSON reply set or removed. */
  | { kind: 'rewrite'; set?: Record<string, unknown>; drop?: string[] }
  /**
   * Act, then leave out of the reply's `resources` the rows created less than `ms` ago: a list
   * that lags behind the writes (a new revision listed seconds after the reply that made it).
   */
  | { kind: 'list-late'; ms: number }
  /**
   * Act, then the revision the reply names as the deployment's latest fails its deploy: it builds,
   * then ends DEPLOY_FAILED where it would have deployed. Its next deploy (a redeploy of it, or a
   * new revision of the same source) deploys as scripted.
   */
  | { kind: 'deploy-fails' };

type FaultKind = Fault['kind'];

/** Every fault kind, with what it does: the CLI's help and the docs list them from here. */
export const FAULT_KINDS: Record<FaultKind, string> = {
  status: 'answer this status (and body) instead of handling the request',
  'drop-before': 'close the connection without acting or answering',
  'drop-after': 'act on the request, then close the connection without answering',
  hang: 'never answer',
  malformed: 'act, then answer the usual status with a body that is not JSON',
  'delete-deployment': 'delete the deployment first, then handle the request',
  rewrite: 'act, then answer with top-level fields of the JSON reply set or removed',
  'list-late': 'act, then leave out of the list the rows created less than MS ago (list-late:MS)',
  'deploy-fails':
    'act, then the revision the reply names as latest ends DEPLOY_FAILED where it would have deployed (its redeploy, or the next revision, deploys)',
};

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

/** What the server can do with a request a fault applies to. */
interface FaultTarget {
  /** Handles the request as usual and answers. */
  answer(): void;
  /** Handles the request as usual; returns its reply without answering. */
  act(): { status: number; json?: unknown };
  /** Answers exactly this. */
  raw(status: number, headers: Record<string, string>, body: string): void;
  /** Closes the connection. */
  drop(): void;
  deleteDeployment(): void;
  /** The revision's deploy fails: DEPLOY_FAILED where its script reaches DEPLOYED (control-plane routes). */
  failDeploy?(revisionId: string): void;
  /** The time on the clock the emulator's records are stamped with. */
  now(): number;
}

/** Applies a fault. Exhaustive: a fault kind without a case here is a compile error. */
export function applyFault(fault: Fault, target: FaultTarget): void {
  switch (fault.kind) {
    case 'status': {
      const headers: Record<string, string> = { 'content-type': fault.contentType ?? 'application/json' };
      if (fault.retryAfter) headers['retry-after'] = fault.retryAfter;
      if (fault.retryAfterDateIn !== undefined)
        headers['retry-after'] = new Date(target.now() + fault.retryAfterDateIn).toUTCString();
      return target.raw(
        fault.status,
        headers,
        fault.body ?? JSON.stringify({ detail: `Injected ${fault.status}` }),
      );
    }
    case 'drop-before':
      return target.drop();
    case 'drop-after':
      target.act();
      return target.drop();
    case 'hang':
      return;
    case 'malformed':
      return target.raw(target.act().status, { 'content-type': 'application/json' }, '{"id": "trunc');
    case 'delete-deployment':
      target.deleteDeployment();
      return target.answer();
    case 'rewrite': {
      const reply = target.act();
      const json = { ...(reply.json as Record<string, unknown>), ...fault.set };
      for (const field of fault.drop ?? []) delete json[field];
      return target.raw(reply.status, { 'content-type': 'application/json' }, JSON.stringify(json));
    }
    case 'list-late': {
      const reply = target.act();
      const json = reply.json as { resources?: Array<{ created_at?: string }> } | undefined;
      const listed = (json?.resources ?? []).filter(
        (row) => !row.created_at || Date.parse(row.created_at) <= target.now() - fault.ms,
      );
      const body = json ? { ...json, resources: listed } : json;
      return target.raw(reply.status, { 'content-type': 'application/json' }, JSON.stringify(body));
    }
    case 'deploy-fails': {
      const reply = target.act();
      const latest = (reply.json as { latest_revision_id?: unknown } | undefined)?.latest_revision_id;
      if (typeof latest === 'string') target.failDeploy?.(latest);
      const body = reply.json === undefined ? '' : JSON.stringify(reply.json);
      return target.raw(reply.status, { 'content-type': 'application/json' }, body);
    }
    default:
      return unreachable(fault);
  }
}

function unreachable(value: never): never {
  throw new Error(`unhandled fault ${JSON.stringify(value)}`);
}

export const HTML_ERROR_PAGE =
  '<html><head><title>502 Bad Gateway</title></head><body><h1>502 Bad Gateway</h1><p>upstream error</p></body></html>';
