/**
 * The runner's side of a run, as one small port: the log, outputs, masks and the job summary.
 * In production @actions/core is behind it (actions-core.ts); in-process tests record it.
 * Nothing here redacts: runner-io.ts does that before anything reaches the port. Each port escapes
 * for its own log: plain text must never become a command or markup there.
 */
export interface RunnerPort {
  /** One line (or several) of plain log text, redacted; the port makes it inert in its log. */
  info(text: string): void;
  debug(text: string): void;
  isDebug(): boolean;
  /** An annotation: `::notice`, `::warning` or `::error`, with an optional title. */
  annotate(kind: AnnotationKind, message: string, title?: string): void;
  startGroup(name: string): void;
  endGroup(): void;
  setOutput(name: string, value: string): void;
  /** Registers a value the runner masks in the log from now on (`::add-mask::`). */
  setSecret(value: string): void;
  /** Appends Markdown to the job summary; resolves without writing where there is none. */
  appendSummary(markdown: string): Promise<void>;
}

export type AnnotationKind = 'notice' | 'warning' | 'error';
