/**
 * What a revision status means for the job. The spec defines DEPLOYED (success) and any
 * status containing FAILED (failure); the public API's enum adds SKIPPED and INTERRUPTED,
 * which never move on, so they end the wait as failures. Everything else, including statuses
 * unknown today, means "keep polling".
 */
type Verdict = 'success' | 'failure' | 'in-progress';

/**
 * Where a status lies in a revision's life — waiting for a build, waiting for a builder, building,
 * deploying — or, for an end, the phase it ended in. The one place the phases are written: the
 * log stream, the timeline and the emulator derive theirs from it.
 */
export type Phase = 'queue' | 'build-wait' | 'build' | 'deploy';

export interface StatusMeaning {
  verdict: Verdict;
  /** One sentence for the log and summary. */
  meaning: string;
  /** Known statuses only. */
  phase?: Phase;
}

const KNOWN: Record<string, StatusMeaning> = {
  DEPLOYED: { phase: 'deploy', verdict: 'success', meaning: 'The revision is deployed and serving traffic.' },
  CREATE_FAILED: {
    phase: 'queue',
    verdict: 'failure',
    meaning: 'The control plane could not create the revision. Check the deployment settings in LangSmith.',
  },
  BUILD_FAILED: {
    phase: 'build',
    verdict: 'failure',
    meaning: 'The image build failed: check langgraph.json and the dependencies it installs.',
  },
  DEPLOY_FAILED: {
    phase: 'deploy',
    verdict: 'failure',
    meaning: 'The image built but the server did not start: check secrets and start-up errors.',
  },
  SKIPPED: {
    phase: 'queue',
    verdict: 'failure',
    meaning:
      'The control plane skipped this revision (a newer revision superseded it before it was built). It was not deployed.',
  },
  INTERRUPTED: {
    phase: 'build',
    verdict: 'failure',
    meaning:
      'The revision was interrupted before it finished (e.g. a newer revision or a cancellation stopped it). It was not deployed.',
  },
  CREATING: { phase: 'queue', verdict: 'in-progress', meaning: 'The revision is being created.' },
  QUEUED: { phase: 'queue', verdict: 'in-progress', meaning: 'The revision waits in the build queue.' },
  AWAITING_BUILD: {
    phase: 'build-wait',
    verdict: 'in-progress',
    meaning: 'The revision waits for a builder.',
  },
  BUILDING: { phase: 'build', verdict: 'in-progress', meaning: 'The image is being built.' },
  AWAITING_DEPLOY: {
    phase: 'deploy',
    verdict: 'in-progress',
    meaning: 'The image is built and waits to be deployed.',
  },
  DEPLOYING: { phase: 'deploy', verdict: 'in-progress', meaning: 'The new server is starting.' },
  UNKNOWN: { verdict: 'in-progress', meaning: 'The control plane reports the status as unknown for now.' },
};

export function classifyStatus(status: string): StatusMeaning {
  // Own keys only: a status named `constructor` or `__proto__` is just an unknown status.
  const known = Object.hasOwn(KNOWN, status) ? KNOWN[status] : undefined;
  if (known) return known;
  if (status.includes('FAILED')) return { verdict: 'failure', meaning: `The revision ended with ${status}.` };
  return {
    verdict: 'in-progress',
    meaning: `Status ${status} is not known to this action; it keeps waiting.`,
  };
}

/** The phase of a known status (undefined for statuses unknown today). */
export function phaseOf(status: string): Phase | undefined {
  return classifyStatus(status).phase;
}

/** Whether a revision in this status has started (or finished) its build: its commit is chosen. */
export function buildStarted(status: string): boolean {
  const phase = phaseOf(status);
  return phase === 'build' || phase === 'deploy';
}
