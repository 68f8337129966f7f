import type { Command } from '../../src/inputs/types.ts';
import {
  newRunState,
  type Gate,
  type Logs,
  type RunState,
  type Serving,
  type Target,
} from '../../src/run/run-state.ts';

/** A run state's parts, its records partial too. */
export type StateParts = Partial<Omit<RunState, 'target' | 'gate' | 'serving' | 'logs'>> & {
  target?: Partial<Target>;
  gate?: Partial<Gate>;
  serving?: Partial<Serving>;
  logs?: Partial<Logs>;
};

/** A fresh run state of `command` with `parts` laid over it, record by record. */
export function runStateWith(parts: StateParts = {}, command: Command = 'deploy'): RunState {
  const fresh = newRunState(command, 0);
  return {
    ...fresh,
    ...parts,
    target: { ...fresh.target, ...parts.target },
    gate: { ...fresh.gate, ...parts.gate },
    serving: { ...fresh.serving, ...parts.serving },
    logs: { ...fresh.logs, ...parts.logs },
  };
}
