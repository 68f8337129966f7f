/** Where the action reports progress; every message is redacted on its way (runner-io.ts). */
export interface Log {
  info(message: string): void;
  notice(message: string, title?: string): void;
  warning(message: string, title?: string): void;
  error(message: string, title?: string): void;
  debug(message: string): void;
  group<T>(name: string, body: () => Promise<T>): Promise<T>;
}
