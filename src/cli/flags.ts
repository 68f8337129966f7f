import { appliesTo, INPUT_COMMANDS } from '../inputs/commands.ts';
import { INPUT_DOCS, type InputDoc } from '../inputs/input-docs.ts';
import { COMMANDS, type Command } from '../inputs/types.ts';

/**
 * How the CLI names what action.yml declares: input `graph_config_path` is the flag
 * `--graph-config-path` and the variable `LANGGRAPH_DEPLOY_GRAPH_CONFIG_PATH`. Everything here is
 * derived from input-docs.ts (generated from action.yml) and inputs/commands.ts: a new input or
 * command appears in the CLI without editing it.
 */
export const ENV_PREFIX = 'LANGGRAPH_DEPLOY_';
export const envOf = (input: string): string => `${ENV_PREFIX}${input.toUpperCase()}`;

/** Where an input is read from when neither its flag nor its LANGGRAPH_DEPLOY_ variable is set. */
interface Fallback {
  /** The variables, first found wins. */
  names: readonly string[];
  /** Only inside GitHub Actions (outside, GITHUB_TOKEN is usually a personal token meant for something else). */
  inActions?: true;
  /**
   * Not when one of these inputs is given by its flag or variable, or by a variable read for it
   * here (the control plane is chosen once).
   */
  unless?: readonly string[];
  /** Only for these commands, when not for every command the input applies to. */
  commands?: readonly Command[];
  /** Only when one of these inputs is given: without them the value has no use here. */
  with?: readonly string[];
}

/**
 * Variables read for an input when neither its flag nor its LANGGRAPH_DEPLOY_ variable is set:
 * the variables LangSmith's own deploy clients read (docs/platform-compatibility.md).
 */
export const FALLBACK_ENV: Readonly<Record<string, Fallback>> = {
  api_key: { names: ['LANGSMITH_API_KEY', 'LANGGRAPH_HOST_API_KEY', 'LANGCHAIN_API_KEY'] },
  tenant_id: { names: ['LANGSMITH_TENANT_ID', 'LANGSMITH_WORKSPACE_ID'] },
  api_url: { names: ['LANGGRAPH_HOST_URL'], unless: ['region', 'self_hosted_url'] },
  // The name a deployment is found by, as the three clients read it; never for delete or prune
  // (they act on no name nobody gave them on purpose), nor beside an id or a manifest (whose
  // entries name their deployments), nor beside an agent's environment (the Go client's rule).
  name: {
    names: ['LANGSMITH_DEPLOYMENT_NAME'],
    commands: ['deploy', 'status', 'rollback'],
    unless: ['deployment_id', 'manifest', 'agent_id', 'agent_environment'],
  },
  // An agent's environment instead of a name, as the Go client reads them (docs/agent-environments.md).
  agent_id: {
    names: ['LANGSMITH_AGENT_ID'],
    commands: ['deploy', 'status', 'rollback'],
    unless: ['manifest'],
  },
  agent_environment: {
    names: ['LANGSMITH_AGENT_ENVIRONMENT'],
    commands: ['deploy', 'status', 'rollback'],
    unless: ['manifest'],
  },
  github_token: { names: ['GITHUB_TOKEN'], inActions: true },
  // As the LangSmith SDK reads it: the LangSmith API of a self-hosted or EU instance. Only with
  // agent checks, its one use: a shell that has it set for other tools gets no warning.
  langsmith_api_url: { names: ['LANGSMITH_ENDPOINT'], with: ['checks'] },
};

/** The fallback of an input for this command, if it has one there. */
export function fallbackOf(input: string, command: Command): Fallback | undefined {
  const fallback = FALLBACK_ENV[input];
  return fallback && (!fallback.commands || fallback.commands.includes(command)) ? fallback : undefined;
}

/**
 * LangSmith's API URL, read after LANGGRAPH_HOST_URL when no input chooses the control plane:
 * it gives `region`, `self_hosted_url` or `api_url` (inputs/endpoint.ts, as the Go client derives it).
 */
export const ENDPOINT_ENV = 'LANGSMITH_ENDPOINT';
export const ENDPOINT_INPUTS: readonly string[] = ['region', 'self_hosted_url', 'api_url'];
/**
 * The inputs naming the instance. smoke-test calls no control plane: for it, LangSmith's
 * variables give them only with `checks`, whose LangSmith API is that instance's (without, they
 * would only be warned about as having no effect).
 */
export const INSTANCE_INPUTS: readonly string[] = ['tenant_id', ...ENDPOINT_INPUTS];

/** An input is a switch when action.yml gives it a boolean default: `--wait`, `--no-wait`. */
export function isSwitch(doc: InputDoc): boolean {
  return doc.default === 'true' || doc.default === 'false';
}

/** The inputs a command takes, in action.yml's order (`command` is the CLI's first argument). */
export function inputsOf(command: Command): InputDoc[] {
  return INPUT_DOCS.filter((doc) => appliesTo(doc.name, command));
}

/** The commands an input is for, when not all. */
export function commandsOf(input: string): readonly Command[] {
  return Object.hasOwn(INPUT_COMMANDS, input) ? INPUT_COMMANDS[input]! : COMMANDS;
}

/** The CLI's own options: how results are written, not what is done. */
export const OPTIONS = {
  json: {
    flag: '--json',
    value: false,
    text: 'Print one JSON object with every output on stdout at the end.',
  },
  outputFile: {
    flag: '--output-file',
    value: true,
    text: "Write every output as KEY=value lines to PATH (GitLab's dotenv report; one line each).",
  },
  summaryFile: { flag: '--summary-file', value: true, text: 'Write the Markdown summary to PATH.' },
  debug: { flag: '--debug', value: false, text: 'Also print each request (method, path, status, time).' },
  help: { flag: '--help', value: false, text: 'Show help (for a command: its flags).' },
} as const;
export type OptionName = keyof typeof OPTIONS;
