/** Where the action reports progress: @actions/core, with every message redacted (core-log.ts). */
export interface Log {
  info(message: string): void;
  notice(message: string, title?: string): void;
  warning(message: string, title?: string): void;
  error(message: string, title?: string): void;
  debug(message: string): void;
  group<T>(name: string, body: () => Promise<T>): Promise<T>;
}
