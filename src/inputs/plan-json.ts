import { clip } from '../base/untrusted.ts';
import { isRecord, tryJson } from '../base/record.ts';
import { LIMITS, PLAN_OUTPUT_MAX_BYTES, PLAN_TEXT_MAX } from './limits.ts';

/**
 * The plan of a fleet as it travels between jobs: `command: plan` writes it (output `plan`), and
 * `command: report` reads it back (input `plan`, from `needs.<plan job>.outputs.plan`). Text in
 * it went through a workflow: it is checked here like any input and escaped where it is shown.
 */

/** Why a deployment is deployed or skipped. */
const PLAN_REASONS = [
  /** `force: true`. */
  'forced',
  /** No deployment of that name exists yet. */
  'new',
  /** It exists, but no revision of it serves. */
  'not-serving',
  /** Its files changed between the commit that serves it and the workflow's commit. */
  'changed',
  /** Nothing it watches changed: skipped. */
  'unchanged',
  /** Which commit serves it is not known. */
  'serving-unknown',
  /** The commit that serves it is not in the checkout's history. */
  'not-in-history',
  /** What it is made of could not be worked out (its langgraph.json cannot be read). */
  'files-unknown',
] as const;
type PlanReason = (typeof PLAN_REASONS)[number];

/** Where the plan learned which commit serves a deployment. */
const SERVING_SOURCES = ['control-plane', 'github-deployment'] as const;
export type ServingSource = (typeof SERVING_SOURCES)[number];

/** A revision id the plan carries as it is: what ids are (a UUID is 36 characters). */
const PLAIN_REVISION = /^[A-Za-z0-9._:-]{1,40}$/;
/** The longest revision id a plan carries: the server's own, or its short form. */
const PLAN_REVISION_MAX = 40;

/**
 * A serving revision as the plan carries it: the server's id when it reads as one, else a short
 * form of it — its first letters and digits, `~`, and a hash of the whole (a server may name a
 * revision with 256 characters, each 6 bytes of JSON). The report compares a revision with the
 * plan's through this same function.
 */
export function plannedRevision(id: string): string {
  if (PLAIN_REVISION.test(id)) return id;
  return `${id.replace(/[^A-Za-z0-9._:-]/g, '').slice(0, 20)}~${hash64(id)}`;
}

/** 16 hex digits of two FNV-1a hashes of the text (for telling ids apart, not for security). */
function hash64(text: string): string {
  let a = 0x811c9dc5;
  let b = 0x01000193 ^ text.length;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193) >>> 0;
    b = Math.imul(b ^ c ^ (a >>> 7), 0x5bd1e995) >>> 0;
  }
  return a.toString(16).padStart(8, '0') + b.toString(16).padStart(8, '0');
}

export interface PlannedDeployment {
  deployment: string;
  action: 'deploy' | 'skip';
  reason: PlanReason;
  /** The reason in words, for people. */
  why: string;
  serving?: { revision?: string; commit?: string; from?: ServingSource };
  /** Some of the files that changed (at most a few), when that is the reason. */
  changed?: string[];
}

export interface FleetPlan {
  /** The workflow's commit the plan compared with. */
  commit?: string;
  deployments: PlannedDeployment[];
}

/** The plan from its JSON text, or why it is not one. */
export function parsePlan(text: string): { plan: FleetPlan } | { problem: string } {
  const value = tryJson(text);
  if (value === undefined)
    return { problem: 'is not JSON; pass the plan job’s output as it is (needs.<plan job>.outputs.plan)' };
  try {
    const o = object(value, []);
    const deployments = list(o.deployments, ['deployments'], LIMITS.fleetSize, plannedDeployment);
    const commit = optional(o.commit, ['commit'], sha);
    return { plan: { ...(commit !== undefined && { commit }), deployments } };
  } catch (error) {
    if (!(error instanceof NotAPlan)) throw error;
    return {
      problem: `is not a plan of this action (${error.at.join('.') || 'the top'}: ${error.message}); pass the plan job’s output as it is (needs.<plan job>.outputs.plan)`,
    };
  }
}

/*
 * The plan's shape, checked by hand rather than with zod: the inputs are read before anything
 * heavy loads (the action's start-up). What the shape does not name is left out.
 */

/** Where the plan's JSON is not a plan, and why. */
class NotAPlan extends Error {
  readonly at: Array<string | number>;

  constructor(at: Array<string | number>, message: string) {
    super(message);
    this.at = at;
  }
}

type At = Array<string | number>;

function plannedDeployment(value: unknown, at: At): PlannedDeployment {
  const o = object(value, at);
  const serving = optional(o.serving, [...at, 'serving'], (v, where) => {
    const s = object(v, where);
    const revision = optional(s.revision, [...where, 'revision'], (r, w) => string(r, w, PLAN_REVISION_MAX));
    const commit = optional(s.commit, [...where, 'commit'], sha);
    const from = optional(s.from, [...where, 'from'], (f, w) => oneOf(f, w, SERVING_SOURCES));
    return {
      ...(revision !== undefined && { revision }),
      ...(commit !== undefined && { commit }),
      ...(from !== undefined && { from }),
    };
  });
  const changed = optional(o.changed, [...at, 'changed'], (v, where) =>
    list(v, where, 20, (path, w) => string(path, w, PLAN_TEXT_MAX.path)),
  );
  return {
    deployment: string(o.deployment, [...at, 'deployment'], LIMITS.fleetNameLength, 1),
    action: oneOf(o.action, [...at, 'action'], ['deploy', 'skip'] as const),
    reason: oneOf(o.reason, [...at, 'reason'], PLAN_REASONS),
    why: string(o.why, [...at, 'why'], PLAN_TEXT_MAX.why),
    ...(serving !== undefined && { serving }),
    ...(changed !== undefined && { changed }),
  };
}

function object(value: unknown, at: At): Record<string, unknown> {
  if (!isRecord(value)) throw new NotAPlan(at, 'expected an object');
  return value;
}

function list<T>(value: unknown, at: At, max: number, item: (v: unknown, at: At) => T): T[] {
  if (!Array.isArray(value)) throw new NotAPlan(at, 'expected an array');
  if (value.length > max) throw new NotAPlan(at, `more than ${max} items`);
  return value.map((v, i) => item(v, [...at, i]));
}

function string(value: unknown, at: At, max: number, min = 0): string {
  if (typeof value !== 'string') throw new NotAPlan(at, 'expected a string');
  if (value.length < min) throw new NotAPlan(at, `shorter than ${min} character${min === 1 ? '' : 's'}`);
  if (value.length > max) throw new NotAPlan(at, `longer than ${max} characters`);
  return value;
}

function sha(value: unknown, at: At): string {
  const text = string(value, at, 64);
  if (!/^[0-9a-f]{7,64}$/.test(text)) throw new NotAPlan(at, 'not a commit SHA (7 to 64 hex digits)');
  return text;
}

function oneOf<T extends string>(value: unknown, at: At, allowed: readonly T[]): T {
  if (typeof value === 'string' && (allowed as readonly string[]).includes(value)) return value as T;
  throw new NotAPlan(at, `expected one of ${allowed.join(', ')}`);
}

function optional<T>(value: unknown, at: At, read: (v: unknown, at: At) => T): T | undefined {
  return value === undefined ? undefined : read(value, at);
}

/**
 * The plan as it travels to the report, within PLAN_OUTPUT_MAX_BYTES: a plan too large (a big
 * fleet, long names, many changed files) loses what the report needs least, step by step — the
 * changed files beyond the first, then all of them, then the words of each `why` beyond a short
 * start, then all of them — never a decision, a reason or what served. The plan job's own summary
 * keeps it whole. With LIMITS.fleetSize entries of names LIMITS.fleetNameLength long, the last
 * step is at most about 95 KB whatever the server said (ids are carried short: plannedRevision).
 */
export function planForTransport(plan: FleetPlan, maxBytes = PLAN_OUTPUT_MAX_BYTES): string {
  const steps: Array<(d: PlannedDeployment) => PlannedDeployment> = [
    (d) => d,
    (d) => (d.changed ? { ...d, changed: d.changed.slice(0, 1) } : d),
    ({ changed: _changed, ...d }) => d,
    ({ changed: _changed, ...d }) => ({ ...d, why: clip(d.why, 119) }),
    ({ changed: _changed, ...d }) => ({ ...d, why: clip(d.why, 39) }),
    ({ changed: _changed, ...d }) => ({ ...d, why: '' }),
  ];
  let text = '';
  for (const step of steps) {
    text = JSON.stringify({ ...plan, deployments: plan.deployments.map(step) });
    if (Buffer.byteLength(text) <= maxBytes) break;
  }
  return text;
}
