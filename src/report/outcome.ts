import { classifyStatus } from '../control-plane/revision-status.ts';
import { shortSha } from '../base/commit-sha.ts';
import { failedIts, gateSaid } from './gate-words.ts';
import { code, text, urlLink } from './markdown.ts';
import { reportedStatus, type Action, type RevisionRef, type RunState } from '../run/run-state.ts';

/** The first thing a reader sees: an icon that is only green when all went well, and why. */
export interface Headline {
  icon: string;
  /** Markdown: untrusted parts already shown as code. */
  title: string;
  /** One sentence under the title (Markdown), when it adds something. */
  lede?: string;
}

/** What a dry run would have done, by the action it planned. */
const WOULD: Record<Action, string> = {
  create: 'would create',
  update: 'would update',
  rollback: 'would roll back',
  delete: 'would delete',
  status: 'would report on',
  'wait-auth': 'would wait for',
  'smoke-test': 'would smoke-test',
};

/** Failures with an icon of their own: nothing broke, the run was stopped. */
const STOPPED: Record<string, string> = { 'Timed out': '⏱️', Cancelled: '⏹️' };

/** The icon of a failure, by its title: the summary and the PR comment use the same. */
export function failureIcon(title: string): string {
  return Object.hasOwn(STOPPED, title) ? STOPPED[title]! : '❌';
}

export function headline(state: RunState): Headline {
  const name = state.deploymentName ?? state.deploymentId;
  const named = name ? code(name) : 'the deployment';
  const status = reportedStatus(state);
  const rev = (r: RevisionRef): string =>
    `${code(r.id)}${r.commit ? ` (commit ${code(shortSha(r.commit))})` : ''}`;

  if (state.plan) {
    if (state.failure)
      return {
        icon: '❌',
        title: `Dry run failed: ${text(state.failure.title)}`,
        lede: 'Nothing was changed.',
      };
    const nothingThere = state.action === 'delete' && !state.deploymentId;
    return {
      icon: '📝',
      title: nothingThere
        ? `Dry run: nothing to delete, there is no deployment ${named}`
        : `Dry run: ${WOULD[state.action ?? 'status']} ${named}`,
      lede: 'Nothing was changed: no POST, PATCH or DELETE was sent, and nothing was reported to GitHub.',
    };
  }

  if (state.failure) {
    const icon = failureIcon(state.failure.title);
    // A title can hold a server's words (a revision or auth status): escaped like all its text.
    const title = `${text(state.failure.title)}${name ? `: ${named}` : ''}`;
    const r = state.rollback;
    if (r && state.rolledBack) {
      // The earlier revision serves again; what its own gate found comes after. Restored and
      // passing is the better end (⚠️: the deploy failed, what serves is good); restored but
      // failing too is the worse (❌).
      const as = r.revisionId ? ` (as revision ${code(r.revisionId)})` : '';
      const said = gateSaid(r.reason === 'command' ? state : r, 'it');
      const after = said ? `, but ${said}` : '';
      const lede = `${r.from ? `Revision ${rev(r.from)} ${failedIts(r.cause ?? 'smoke')} and was rolled back: revision` : 'Revision'} ${rev(r.to)} serves again${as}${after}.`;
      return { icon: icon === '❌' && !said && r.from ? '⚠️' : icon, title, lede };
    }
    if (r?.from) {
      const as = r.revisionId ? ` (as revision ${code(r.revisionId)})` : '';
      const lede = Object.hasOwn(STOPPED, state.failure.title)
        ? `Revision ${rev(r.from)} ${failedIts(r.cause ?? 'smoke')}; the rollback to revision ${rev(r.to)} is under way${as} and serves once it is deployed.`
        : `Revision ${rev(r.from)} ${failedIts(r.cause ?? 'smoke')}, and the rollback to revision ${rev(r.to)} failed${state.activeRevisionId ? `: revision ${code(state.activeRevisionId)} serves` : ''}.`;
      return { icon, title, lede };
    }
    const said = gateSaid(state, 'it');
    if (state.revisionId && status === 'DEPLOYED' && said)
      return {
        icon,
        title,
        lede: `Revision ${rev({ id: state.revisionId, commit: state.commitSha })} is serving traffic, but ${said}.`,
      };
    // What serves: as the control plane said at the end, else what served before (a revision
    // that never reached DEPLOYED did not replace it). Commits are what a reader recognises.
    const serving =
      state.activeRevisionId ?? (status !== 'DEPLOYED' ? state.previousRevision?.id : undefined);
    if (serving && state.revisionId && serving !== state.revisionId) {
      const still = state.previousRevision?.id === serving ? state.previousRevision : { id: serving };
      return {
        icon,
        title,
        lede: `Revision ${rev({ id: state.revisionId, commit: state.commitSha })} is not serving; revision ${rev(still)} still is${state.deploymentUrl ? ` at ${urlLink(state.deploymentUrl)}` : ''}.`,
      };
    }
    if (state.created && state.revisionId && status !== 'DEPLOYED')
      return { icon, title, lede: 'Nothing serves yet: this was the deployment’s first revision.' };
    if (state.created && !state.revisionId)
      return {
        icon,
        title,
        lede: `The deployment was created, but has no revision yet: nothing serves. The next run updates it.`,
      };
    return { icon, title };
  }

  switch (state.action) {
    case 'delete':
      return state.deleteResult === 'NOT_FOUND'
        ? {
            icon: 'ℹ️',
            title: `Nothing to delete: there is no deployment ${named}`,
            lede: 'It does not exist (perhaps already deleted); the step succeeds so a teardown can run again.',
          }
        : {
            icon: '🗑️',
            title: `Deleted ${named}`,
            lede: `Its agent server${state.deploymentUrl ? ` at ${urlLink(state.deploymentUrl)}` : ''} no longer serves.`,
          };
    case 'rollback': {
      const as = state.revisionId ? ` as revision ${code(state.revisionId)}` : '';
      if (!state.rolledBack)
        return {
          icon: '⏳',
          title: `Rollback of ${named} started`,
          lede: `Revision ${state.rollback ? rev(state.rollback.to) : 'the earlier revision'} is being redeployed${as}, now ${code(status ?? 'unknown')}; not waited for (\`wait: false\`). It serves once it is deployed.`,
        };
      return {
        icon: '↩️',
        title: `Rolled back ${named}`,
        lede: state.rollback
          ? `Revision ${rev(state.rollback.to)} serves again, redeployed${as}.`
          : undefined,
      };
    }
    case 'wait-auth':
      return { icon: '✅', title: `Authentication ${code(status ?? 'completed')}` };
    case 'smoke-test':
      return { icon: '✅', title: `Smoke test passed${state.smoke ? ` at ${code(state.smoke.url)}` : ''}` };
    default:
      break;
  }

  const verdict = status ? classifyStatus(status).verdict : undefined;
  if (verdict !== 'success') {
    const follow =
      state.action === 'status'
        ? 'run this again with `wait: true`'
        : `run the action with \`command: status\`${state.deploymentId ? ` and ${code(`deployment_id: ${state.deploymentId}`)}` : ''}`;
    return {
      icon: '⏳',
      title: `${named}: revision ${state.revisionId ? `${code(state.revisionId)} ` : ''}is ${code(status ?? 'unknown')}`,
      lede: `Not waited for (\`wait: false\`): the revision goes on. To follow it to its end, ${follow}.`,
    };
  }
  const own = state.revisionId ? rev({ id: state.revisionId, commit: state.commitSha }) : undefined;
  const title =
    state.action === 'status'
      ? `${named} is ${code(status!)}`
      : `${state.action === 'create' ? 'Created' : 'Deployed'} ${named}`;
  // Deployed, but not the workflow's commit: not all went well, and the lede says so first.
  if (state.commitWarning)
    return {
      icon: '⚠️',
      title,
      lede: `Revision ${own} is deployed and serving traffic. ${text(state.commitWarning)}`,
    };
  return { icon: '✅', title, lede: own ? `Revision ${own} is deployed and serving traffic.` : undefined };
}
