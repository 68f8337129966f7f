/** Where the action reports progress. Backed by @actions/core in a run, by memory in tests. */
export interface Log {
  info(message: string): void;
  notice(message: string, title?: string): void;
  warning(message: string, title?: string): void;
  error(message: string, title?: string): void;
  debug(message: string): void;
  group<T>(name: string, body: () => Promise<T>): Promise<T>;
}

/** Collects lines in memory; for tests and the benchmark. */
export class MemoryLog implements Log {
  readonly lines: string[] = [];

  info(message: string): void {
    this.lines.push(message);
  }
  notice(message: string, title?: string): void {
    this.lines.push(`notice: ${title ? `${title}: ` : ''}${message}`);
  }
  warning(message: string, title?: string): void {
    this.lines.push(`warning: ${title ? `${title}: ` : ''}${message}`);
  }
  error(message: string, title?: string): void {
    this.lines.push(`error: ${title ? `${title}: ` : ''}${message}`);
  }
  debug(message: string): void {
    this.lines.push(`debug: ${message}`);
  }
  async group<T>(name: string, body: () => Promise<T>): Promise<T> {
    this.lines.push(`group: ${name}`);
    return body();
  }
}
