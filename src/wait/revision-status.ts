/**
 * What a revision status means for the job. The spec defines DEPLOYED (success) and any
 * status containing FAILED (failure); the public API's enum adds SKIPPED and INTERRUPTED,
 * which never move on, so they end the wait as failures. Everything else, including statuses
 * unknown today, means "keep polling".
 */
type Verdict = 'success' | 'failure' | 'in-progress';

export interface StatusMeaning {
  verdict: Verdict;
  /** One sentence for the log and summary. */
  meaning: string;
}

const KNOWN: Record<string, StatusMeaning> = {
  DEPLOYED: { verdict: 'success', meaning: 'The revision is deployed and serving traffic.' },
  CREATE_FAILED: {
    verdict: 'failure',
    meaning: 'The control plane could not create the revision. Check the deployment settings in LangSmith.',
  },
  BUILD_FAILED: {
    verdict: 'failure',
    meaning: 'The image build failed: check langgraph.json and the dependencies it installs.',
  },
  DEPLOY_FAILED: {
    verdict: 'failure',
    meaning: 'The image built but the server did not start: check secrets and start-up errors.',
  },
  SKIPPED: {
    verdict: 'failure',
    meaning:
      'The control plane skipped this revision (a newer revision superseded it before it was built). It was not deployed.',
  },
  INTERRUPTED: {
    verdict: 'failure',
    meaning:
      'The revision was interrupted before it finished (e.g. a newer revision or a cancellation stopped it). It was not deployed.',
  },
  CREATING: { verdict: 'in-progress', meaning: 'The revision is being created.' },
  QUEUED: { verdict: 'in-progress', meaning: 'The revision waits in the build queue.' },
  AWAITING_BUILD: { verdict: 'in-progress', meaning: 'The revision waits for a builder.' },
  BUILDING: { verdict: 'in-progress', meaning: 'The image is being built.' },
  AWAITING_DEPLOY: { verdict: 'in-progress', meaning: 'The image is built and waits to be deployed.' },
  DEPLOYING: { verdict: 'in-progress', meaning: 'The new server is starting.' },
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
