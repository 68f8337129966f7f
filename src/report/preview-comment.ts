import { revisionLink } from './commit.ts';
import { shortSha } from '../base/commit-sha.ts';
import { LOG_NAMES } from '../logs/read-log-page.ts';
import { formatLine } from '../logs/render.ts';
import { code, codeBlock, fitComment, link, text, urlLink } from './markdown.ts';
import type { RevisionRef, RunState } from '../run/run-state.ts';
import { failureIcon } from './outcome.ts';
import { checksBrief } from './checks-table.ts';
import { failedIts, gateSaid } from './gate-words.ts';
import { classifyStatus } from '../control-plane/revision-status.ts';
import { endingOf, type Ending } from './ending.ts';

/** The hidden marker that finds this deployment's comment again (one per deployment name). */
export function marker(name: string): string {
  // A name is an input (checked: one line, no control characters); `--` and `>` could still end
  // the HTML comment early, so they are encoded.
  return `<!-- langgraph-deploy-action:preview:${name.replace(/-->|[<>]/g, encodeURIComponent)} -->`;
}

/**
 * The comment, as Markdown, from the run's ending. Pure. While the run goes on it says what is
 * being built; at the end, the outcome: the preview URL, the commit, the smoke test — and after a
 * failure, why, and which revision still serves the preview URL.
 */
export function commentBody(
  name: string,
  state: RunState,
  run: { sha?: string; runUrl?: string },
  langsmithUrl?: string,
): string {
  const ending = endingOf(state);
  const lines = [marker(name), ...outcomeLines(name, state, ending)];
  if (state.target.action !== 'delete') lines.push(...evidence(state), ...langsmith(langsmithUrl));
  const commit = run.sha ? ` for ${code(shortSha(run.sha))}` : '';
  const by = run.runUrl ? ` by ${link('this workflow run', run.runUrl)}` : '';
  const footer = `<sub>Updated${commit}${by}.</sub>`;
  return fitComment(lines.join('\n'), footer);
}

/** The heading and the sentence under it: deleted, deploying, rolled back, failed, not waited for, deployed. */
function outcomeLines(name: string, state: RunState, ending: Ending): string[] {
  const rev = (r: RevisionRef): string => revisionLink(state, r);
  const { own, status } = ending;
  const preview = `LangGraph preview ${code(name)}`;
  if (state.target.action === 'delete')
    return [
      state.target.deleteResult === 'NOT_FOUND'
        ? `### ℹ️ ${preview}: nothing to delete (it does not exist)`
        : `### 🗑️ ${preview} deleted`,
    ];
  if (state.finishedAt === undefined) {
    const lines = [
      `### ⏳ ${preview}: deploying`,
      '',
      own
        ? `Deploying revision ${rev(own)}${state.revision.ref ? ` of ${code(state.revision.ref)}` : ''}${status ? `: ${code(status)}` : ''}.`
        : 'Starting the deploy.',
    ];
    if (state.serving.previous && state.target.deploymentUrl)
      lines.push(
        '',
        `Until it is deployed, ${urlLink(state.target.deploymentUrl)} serves revision ${rev(state.serving.previous)}.`,
      );
    return lines;
  }
  if (ending.rolledBack && ending.rollback?.reason === 'gate') {
    const r = ending.rollback;
    const said = gateSaid(r, 'it');
    return [
      `### ↩️ ${preview}: rolled back`,
      '',
      `Revision ${rev(r.from!)} ${failedIts(r.cause ?? 'smoke')}, so the preview was rolled back: ${urlLink(state.target.deploymentUrl)} serves revision ${rev(r.to)} again${said ? `, but ${said}` : ''}.`,
    ];
  }
  if (ending.failure) {
    const failure = ending.failure;
    const lines = [`### ${failureIcon(failure)} ${preview}: ${text(failure.title)}`, ''];
    const said = gateSaid(state.gate, 'it');
    const meaning = status ? classifyStatus(status) : undefined;
    if (own && ending.verdict === 'in-progress')
      lines.push(
        `Revision ${rev(own)} is still ${code(status!)}: this run stopped waiting, and it keeps going on the server.`,
      );
    else if (own && ending.verdict === 'success' && said)
      lines.push(
        `Revision ${rev(own)} is deployed${state.target.deploymentUrl ? ` and serves ${urlLink(state.target.deploymentUrl)}` : ''}, but ${said}.`,
      );
    else if (own)
      lines.push(
        `Revision ${rev(own)}${status ? ` ended ${code(status)}` : ''}${meaning?.verdict === 'failure' ? `: ${text(meaning.meaning)}` : '.'}`,
      );
    else lines.push(text(failure.message.split('\n')[0]!));
    if (ending.verdict !== 'success') lines.push(...servingElse(state, ending, rev));
    return lines;
  }
  if (ending.verdict === 'in-progress')
    return [
      `### ⏳ ${preview}: ${code(status!)}`,
      '',
      ...(own
        ? [`Revision ${rev(own)} is ${code(status!)}; this run did not wait for it (\`wait: false\`).`]
        : []),
      ...servingElse(state, ending, rev),
    ];
  return [
    `### ${state.source.warning ? '⚠️' : '✅'} ${preview}: deployed`,
    '',
    ...(state.target.deploymentUrl ? [`- Preview URL: ${urlLink(state.target.deploymentUrl)}`] : []),
    ...(own ? [`- Revision: ${rev(own)}`] : []),
    ...(state.source.warning ? ['', text(state.source.warning)] : []),
  ];
}

/** "<url> still serves revision X.": an earlier revision serves the preview, not this run's. */
function servingElse(state: RunState, ending: Ending, rev: (r: RevisionRef) => string): string[] {
  if (!ending.servingElse || !state.target.deploymentUrl) return [];
  return ['', `${urlLink(state.target.deploymentUrl)} still serves revision ${rev(ending.serving!)}.`];
}

/** What the reader checks next: the log's telling lines after a failure, the smoke test, the agent checks. */
function evidence(state: RunState): string[] {
  const lines: string[] = [];
  const log = state.logs.failure;
  if (log && state.failure) {
    // The few most telling lines: the errors, else the last lines.
    const errors = log.lines.filter((line) => line.error);
    const telling = (errors.length ? errors : log.lines).slice(-5);
    if (telling.length)
      lines.push('', `From the ${LOG_NAMES[log.kind]}:`, '', ...codeBlock(telling.map(formatLine)));
  }
  if (state.gate.smoke) {
    const passed = state.gate.smoke.checks.filter((c) => c.result === 'passed').length;
    lines.push(
      '',
      `Smoke test: ${state.gate.smoke.result} (${passed} of ${state.gate.smoke.checks.length} checks passed).`,
    );
  }
  if (state.gate.checks) lines.push('', ...checksBrief(state.gate.checks));
  return lines;
}

function langsmith(url?: string): string[] {
  return url ? ['', link('Open the deployment in LangSmith', url)] : [];
}
