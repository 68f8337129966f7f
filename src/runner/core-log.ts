import * as core from '@actions/core';
import type { Log } from './log.ts';
import type { Redactor } from './redact.ts';

/** The run's log: workflow commands via @actions/core, every message redacted first. */
export function coreLog(redactor: Redactor): Log {
  const clean = (message: string): string => redactor.apply(message);
  const props = (title?: string): core.AnnotationProperties => (title ? { title: clean(title) } : {});
  return {
    info: (message) => core.info(clean(message)),
    notice: (message, title) => core.notice(clean(message), props(title)),
    warning: (message, title) => core.warning(clean(message), props(title)),
    error: (message, title) => core.error(clean(message), props(title)),
    debug: (message) => {
      if (core.isDebug()) core.debug(clean(message));
    },
    group: (name, body) => core.group(clean(name), body),
  };
}
