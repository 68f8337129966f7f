import type { Stopped } from '../base/errors.ts';
import { shortId, shortSha } from '../base/commit-sha.ts';
import { runWords, settingWords } from '../inputs/front-end.ts';
import { failedIts, gateSaid } from './gate-words.ts';
import { code, text, urlLink } from './markdown.ts';
import { endingOf, type Ending } from './ending.ts';
import { promotedFrom, promotedHow, promotedThing } from './promotion-words.ts';
import type { Action, RevisionRef, RunState } from '../run/run-state.ts';

/** The first thing a reader sees: an icon that is only green when all went well, and why. */
interface Headline {
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
  promote: 'would promote to',
  delete: 'would delete',
  status: 'would report on',
  'wait-auth': 'would wait for',
  'smoke-test': 'would smoke-test',
};

/** Failures with an icon of their own: nothing broke, the run was stopped. */
const STOPPED: Record<Stopped, string> = { timeout: '⏱️', cancelled: '⏹️' };

/** The icon of a failure, by whether it was stopped: the summary and the PR comment use the same. */
export function failureIcon(failure: { stopped?: Stopped }): string {
  return failure.stopped ? STOPPED[failure.stopped] : '❌';
}

/** `wait: false`, as the user set it. */
const noWait = (state: RunState): string => code(settingWords(state.frontEnd, 'wait', 'false'));

/** A revision as a reader recognises it: its id (or its start, `short`), and the commit it built. */
function rev(r: RevisionRef, short = false): string {
  return `${code(short ? shortId(r.id) : r.id)}${r.commit ? ` (commit ${code(shortSha(r.commit))})` : ''}`;
}

export function headline(state: RunState): Headline {
  const ending = endingOf(state);
  const name = state.target.deploymentName ?? state.target.deploymentId;
  const named = name ? code(name) : 'the deployment';
  if (state.dryRun.plan) return dryRunHeadline(state, named);
  if (ending.failure) {
    const icon = failureIcon(ending.failure);
    // A title can hold a server's words (a revision or auth status): escaped like all its text.
    const title = `${text(ending.failure.title)}${name ? `: ${named}` : ''}`;
    if (ending.rollback && (ending.rolledBack || ending.rollback.from)) {
      // After a gate's failure, or a `command: rollback`: whether the earlier revision serves again,
      // said once, with short ids (the facts list below has them whole). The job failed, so the icon is
      // the failure's, restored or not: a good restore is told by the lede, not by a milder icon.
      const r = ending.rollback;
      const as = r.revision.id ? ` (as revision ${code(shortId(r.revision.id))})` : '';
      if (ending.rolledBack) {
        // The earlier revision serves again; what its own gate found comes after.
        const said = gateSaid(r.reason === 'command' ? state.gate : r, 'it');
        const after = said ? `, but ${said}` : '';
        const lede = `${r.from ? `Revision ${rev(r.from, true)} ${failedIts(r.cause ?? 'smoke')} and was rolled back: revision` : 'Revision'} ${rev(r.to, true)} serves again${as}${after}.`;
        return { icon, title, lede };
      }
      const failed = `Revision ${rev(r.from!, true)} ${failedIts(r.cause ?? 'smoke')}`;
      const lede = ending.stopped
        ? `${failed}; the rollback to revision ${rev(r.to, true)} is under way${as} and serves once it is deployed.`
        : `${failed}, and the rollback to revision ${rev(r.to, true)} failed${ending.servingSaid ? `: revision ${code(shortId(ending.servingSaid))} serves` : ''}.`;
      return { icon, title, lede };
    }
    return { icon, title, lede: failedLede(state, ending) };
  }
  return (
    ACTION_HEADLINES[state.target.action ?? 'status']?.(state, ending, named) ??
    deployedHeadline(state, ending, named)
  );
}

function dryRunHeadline(state: RunState, named: string): Headline {
  if (state.failure)
    return {
      icon: '❌',
      title: `Dry run failed: ${text(state.failure.title)}`,
      lede: 'Nothing was changed.',
    };
  const nothingThere = state.target.action === 'delete' && !state.target.deploymentId;
  return {
    icon: '📝',
    title: nothingThere
      ? `Dry run: nothing to delete, there is no deployment ${named}`
      : `Dry run: ${WOULD[state.target.action ?? 'status']} ${named}`,
    lede: 'Nothing was changed: no POST, PATCH or DELETE was sent, and nothing was reported to GitHub.',
  };
}

/** What a failure left serving: the run's own revision, an earlier one, or nothing yet. */
function failedLede(state: RunState, ending: Ending): string | undefined {
  const said = gateSaid(state.gate, 'it');
  if (ending.own && ending.status === 'DEPLOYED' && said)
    return `Revision ${rev(ending.own)} is serving traffic, but ${said}.`;
  if (ending.own && ending.servingElse)
    return `Revision ${rev(ending.own)} is not serving; revision ${rev(ending.serving!)} still is${state.target.deploymentUrl ? ` at ${urlLink(state.target.deploymentUrl)}` : ''}.`;
  if (state.target.created && ending.own && ending.status !== 'DEPLOYED')
    return 'Nothing serves yet: this was the deployment’s first revision.';
  if (state.target.created && !ending.own)
    return `The deployment was created, but has no revision yet: nothing serves. The next run updates it.`;
  return undefined;
}

/** The commands whose success reads its own way; the others say what was deployed. */
const ACTION_HEADLINES: Partial<
  Record<Action, (state: RunState, ending: Ending, named: string) => Headline>
> = {
  delete: (state, _, named) =>
    state.target.deleteResult === 'NOT_FOUND'
      ? {
          icon: 'ℹ️',
          title: `Nothing to delete: there is no deployment ${named}`,
          lede: 'It does not exist (perhaps already deleted); the step succeeds so a teardown can run again.',
        }
      : {
          icon: '🗑️',
          title: `Deleted ${named}`,
          lede: `Its agent server${state.target.deploymentUrl ? ` at ${urlLink(state.target.deploymentUrl)}` : ''} no longer serves.`,
        },
  rollback: (state, ending, named) => {
    const as = state.revision.id ? ` as revision ${code(state.revision.id)}` : '';
    if (!ending.rolledBack)
      return {
        icon: '⏳',
        title: `Rollback of ${named} started`,
        lede: `Revision ${ending.rollback ? rev(ending.rollback.to) : 'the earlier revision'} is being redeployed${as}, now ${code(ending.status ?? 'unknown')}; not waited for (${noWait(state)}). It serves once it is deployed.`,
      };
    return {
      icon: '↩️',
      title: `Rolled back ${named}`,
      lede: ending.rollback
        ? `Revision ${rev(ending.rollback.to)} serves again, redeployed${as}.`
        : undefined,
    };
  },
  promote: (state, ending, named) => {
    const p = state.promotion!;
    if (p.unchanged)
      return {
        icon: 'ℹ️',
        title: `Nothing to promote: ${named} already serves ${promotedThing(p, code)}`,
        lede: `It serves what ${promotedFrom(p, code)} serves; nothing was written.`,
      };
    return {
      icon: '✅',
      title: `Promoted ${promotedThing(p, code)} to ${named}`,
      lede: ending.own
        ? `Revision ${rev(ending.own)} ${promotedHow(state, code)}; it serves traffic.`
        : undefined,
    };
  },
  'wait-auth': (_, ending) => ({ icon: '✅', title: `Authentication ${code(ending.status ?? 'completed')}` }),
  'smoke-test': (state) => ({
    icon: '✅',
    title: `Smoke test passed${state.gate.smoke ? ` at ${code(state.gate.smoke.url)}` : ''}`,
  }),
};

/** A create, an update or a status: deployed and serving, or not waited for. */
function deployedHeadline(state: RunState, ending: Ending, named: string): Headline {
  const { status, own } = ending;
  if (ending.verdict !== 'success') {
    const id = state.target.deploymentId;
    const follow =
      state.target.action === 'status'
        ? `run this again with ${code(settingWords(state.frontEnd, 'wait', 'true'))}`
        : runWords(state.frontEnd, 'status', id ? [['deployment_id', id]] : [], { show: code });
    return {
      icon: '⏳',
      title: `${named}: revision ${own ? `${code(own.id)} ` : ''}is ${code(status ?? 'unknown')}`,
      lede: `Not waited for (${noWait(state)}): the revision goes on. To follow it to its end, ${follow}.`,
    };
  }
  const title =
    state.target.action === 'status'
      ? `${named} is ${code(status!)}`
      : `${state.target.action === 'create' ? 'Created' : 'Deployed'} ${named}`;
  // Deployed, but not the workflow's commit: not all went well, and the lede says so first.
  if (state.source.warning)
    return {
      icon: '⚠️',
      title,
      lede: `Revision ${own ? rev(own) : undefined} is deployed and serving traffic. ${text(state.source.warning)}`,
    };
  return {
    icon: '✅',
    title,
    lede: own ? `Revision ${rev(own)} is deployed and serving traffic.` : undefined,
  };
}
