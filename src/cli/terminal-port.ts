import { CONTROL } from '../base/untrusted.ts';
import type { AnnotationKind, RunnerPort } from '../runner/port.ts';
import { neutralizeCommands } from '../runner/neutralize.ts';
import { addMaskCommand, workflowCommand } from '../runner/workflow-commands.ts';
import { secondsOf } from '../time/duration.ts';

/**
 * The log the CLI writes to (stderr), by where it runs: GitHub Actions reads workflow commands
 * (annotations, groups, masks), GitLab CI folds `section_start`/`section_end` markers, anything
 * else gets plain lines. Never dependent on a CI: plain text works everywhere.
 */
export type LogFormat = 'github' | 'gitlab' | 'plain';

/**
 * Colour only on a terminal, and never when NO_COLOR is set (https://no-color.org); FORCE_COLOR
 * forces it on, or off when it is 0 or false (as Node reads it).
 */
export function wantsColour(env: NodeJS.ProcessEnv, isTTY: boolean | undefined): boolean {
  if (env.NO_COLOR) return false;
  if (env.FORCE_COLOR === '0' || env.FORCE_COLOR === 'false') return false;
  if (env.FORCE_COLOR) return true;
  return isTTY === true && env.TERM !== 'dumb';
}

interface TerminalOptions {
  /** Writes text to the log (stderr). */
  write(text: string): void;
  format: LogFormat;
  colour: boolean;
  debug: boolean;
  /** Wall-clock ms (GitLab's section markers carry the time). */
  now(): number;
}

const STYLE: Record<AnnotationKind | 'debug' | 'group', string> = {
  error: '1;31',
  warning: '1;33',
  notice: '1;36',
  debug: '2',
  group: '1',
};

/**
 * The CLI's runner port. Text arrives redacted and bounded (runner/runner-io.ts); here it is made
 * inert for its log: every control character (escape sequences included: a server's text must
 * not move the cursor, retitle the terminal or fake a GitLab section) becomes a space, and on
 * GitHub's runner no line can start a workflow command. Outputs and the summary are kept for the
 * CLI to write when the run ends.
 */
export class TerminalPort implements RunnerPort {
  readonly outputs: Record<string, string> = {};
  summary = '';
  private readonly options: TerminalOptions;
  private readonly sections: string[] = [];
  private sectionCount = 0;

  constructor(options: TerminalOptions) {
    this.options = options;
  }

  info(text: string): void {
    const clean = inert(text);
    this.line(this.options.format === 'github' ? neutralizeCommands(clean) : clean);
  }

  debug(text: string): void {
    if (this.options.format === 'github') return this.line(workflowCommand('debug', text));
    this.line(this.paint('debug', `debug: ${inert(text)}`));
  }

  isDebug(): boolean {
    return this.options.debug;
  }

  annotate(kind: AnnotationKind, message: string, title?: string): void {
    if (this.options.format === 'github')
      return this.line(workflowCommand(kind, message, title ? { title } : {}));
    const [first = '', ...rest] = inert(message).split('\n');
    const head = title ? inert(title) : first;
    const body = title ? [first, ...rest] : rest;
    this.line(
      [`${this.paint(kind, `${kind}:`)} ${head}`, ...body.filter((l) => l !== '').map((l) => `  ${l}`)].join(
        '\n',
      ),
    );
  }

  startGroup(name: string): void {
    const heading = inert(name).replace(/\n/g, ' ');
    switch (this.options.format) {
      case 'github':
        return this.line(workflowCommand('group', heading));
      case 'gitlab': {
        // https://docs.gitlab.com/ci/jobs/job_logs/#custom-collapsible-sections
        const id = `langgraph_deploy_${++this.sectionCount}`;
        this.sections.push(id);
        return this.line(
          `\u001b[0Ksection_start:${this.seconds()}:${id}[collapsed=true]\r\u001b[0K${this.paint('group', heading)}`,
        );
      }
      case 'plain':
        return this.line(this.paint('group', `▸ ${heading}`));
    }
  }

  endGroup(): void {
    if (this.options.format === 'github') return this.line(workflowCommand('endgroup', ''));
    const id = this.sections.pop();
    if (this.options.format === 'gitlab' && id)
      this.line(`\u001b[0Ksection_end:${this.seconds()}:${id}\r\u001b[0K`);
  }

  setOutput(name: string, value: string): void {
    this.outputs[name] = value;
  }

  /** Only GitHub's runner masks; elsewhere the redaction in runner-io.ts is the whole defence. */
  setSecret(value: string): void {
    if (this.options.format === 'github') this.line(addMaskCommand(value));
  }

  async appendSummary(markdown: string): Promise<void> {
    this.summary += markdown;
  }

  private line(text: string): void {
    this.options.write(`${text}\n`);
  }

  private paint(style: keyof typeof STYLE, text: string): string {
    return this.options.colour ? `\u001b[${STYLE[style]}m${text}\u001b[0m` : text;
  }

  private seconds(): number {
    return Math.floor(secondsOf(this.options.now()));
  }
}

/** Lines kept, tabs kept, every other control character (ESC, CR, C1, bidi overrides) a space. */
function inert(text: string): string {
  return text.replace(/\r\n/g, '\n').replace(CONTROL, ' ');
}
