import * as z from 'zod';
import { clip } from '../base/untrusted.ts';
import { LIMITS } from './limits.ts';

/**
 * The plan of a fleet as it travels between jobs: `command: plan` writes it (output `plan`), and
 * `command: report` reads it back (input `plan`, from `needs.<plan job>.outputs.plan`). Text in
 * it went through a workflow: it is checked here like any input and escaped where it is shown.
 */

/** Why a deployment is deployed or skipped. */
export const PLAN_REASONS = [
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
export type PlanReason = (typeof PLAN_REASONS)[number];

/** Where the plan learned which commit serves a deployment. */
export const SERVING_SOURCES = ['control-plane', 'github-deployment'] as const;
export type ServingSource = (typeof SERVING_SOURCES)[number];

/** The longest `why`, and the longest path of `changed`, a plan may carry: the plan keeps to them. */
export const PLAN_TEXT_MAX = { why: 2_000, path: 1_024 } as const;

/** A revision id the plan carries as it is: what ids are (a UUID is 36 characters). */
const PLAIN_REVISION = /^[A-Za-z0-9._:-]{1,40}$/;
/** The longest revision id a plan carries: the server's own, or its short form. */
export const PLAN_REVISION_MAX = 40;

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

const Line = z.string().max(PLAN_TEXT_MAX.why);
const Sha = z.string().regex(/^[0-9a-f]{7,64}$/);

export const PlannedDeployment = z.object({
  deployment: z.string().min(1).max(LIMITS.fleetNameLength),
  action: z.enum(['deploy', 'skip']),
  reason: z.enum(PLAN_REASONS),
  /** The reason in words, for people. */
  why: Line,
  serving: z
    .object({
      revision: z.string().max(PLAN_REVISION_MAX).optional(),
      commit: Sha.optional(),
      from: z.enum(SERVING_SOURCES).optional(),
    })
    .optional(),
  /** Some of the files that changed (at most a few), when that is the reason. */
  changed: z.array(z.string().max(PLAN_TEXT_MAX.path)).max(20).optional(),
});
export type PlannedDeployment = z.infer<typeof PlannedDeployment>;

export const FleetPlan = z.object({
  /** The workflow's commit the plan compared with. */
  commit: Sha.optional(),
  deployments: z.array(PlannedDeployment).max(LIMITS.fleetSize),
});
export type FleetPlan = z.infer<typeof FleetPlan>;

/** The plan from its JSON text, or why it is not one. */
export function parsePlan(text: string): { plan: FleetPlan } | { problem: string } {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { problem: 'is not JSON; pass the plan job’s output as it is (needs.<plan job>.outputs.plan)' };
  }
  const parsed = FleetPlan.safeParse(value);
  if (parsed.success) return { plan: parsed.data };
  const issue = parsed.error.issues[0]!;
  return {
    problem: `is not a plan of this action (${issue.path.join('.') || 'the top'}: ${issue.message}); pass the plan job’s output as it is (needs.<plan job>.outputs.plan)`,
  };
}

/**
 * The most bytes of the plan's JSON as output `plan`. It reaches the report as input `plan`, which
 * the runner passes in one environment variable, and Linux refuses to start a program with a
 * variable over 128 KiB (E2BIG): the report step would not start at all.
 */
export const PLAN_OUTPUT_MAX_BYTES = 100_000;

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
