import type { AnnotationKind, RunnerPort } from '../../src/runner/port.ts';
import { neutralizeCommands } from '../../src/runner/neutralize.ts';
import { workflowCommand } from '../../src/runner/workflow-commands.ts';

/**
 * The runner port as in-process tests see it: what @actions/core would have printed, in the
 * runner's own format (`::error title=…::…`), plus the outputs, masks and summary.
 */
export class RecordingPort implements RunnerPort {
  readonly lines: string[] = [];
  readonly outputs: Record<string, string> = {};
  readonly masks: string[] = [];
  summary = '';
  debugMode: boolean;

  constructor(options: { debug?: boolean } = {}) {
    this.debugMode = options.debug ?? false;
  }

  /** Everything printed, one line per entry, as the job log would show it. */
  get stdout(): string {
    return this.lines.map((line) => `${line}\n`).join('');
  }

  /** As the production port (actions-core.ts): no line of plain text can start a workflow command. */
  info(text: string): void {
    this.lines.push(neutralizeCommands(text));
  }
  debug(text: string): void {
    this.lines.push(workflowCommand('debug', text));
  }
  isDebug(): boolean {
    return this.debugMode;
  }
  annotate(kind: AnnotationKind, message: string, title?: string): void {
    this.lines.push(workflowCommand(kind, message, title ? { title } : {}));
  }
  startGroup(name: string): void {
    this.lines.push(workflowCommand('group', name));
  }
  endGroup(): void {
    this.lines.push(workflowCommand('endgroup', ''));
  }
  setOutput(name: string, value: string): void {
    this.outputs[name] = value;
  }
  setSecret(value: string): void {
    this.masks.push(value);
    this.lines.push(workflowCommand('add-mask', value));
  }
  async appendSummary(markdown: string): Promise<void> {
    this.summary += markdown;
  }
}
