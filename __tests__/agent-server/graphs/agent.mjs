// Deterministic support agents (no model) for the agent-checks tests: each answers a question
// about refunds by calling a `lookup_policy` tool, then replying, and records `answer.status` in
// its state. Variants misbehave in one way each: a wrong policy, no tool call, no text after the
// tool call, slowness, one failure in every three runs, or a crash.
import { Annotation, END, MessagesAnnotation, START, StateGraph } from '@langchain/langgraph';
import { AIMessage, ToolMessage } from '@langchain/core/messages';
import { defaultDelay } from './echo.mjs';

const State = Annotation.Root({ ...MessagesAnnotation.spec, answer: Annotation() });

const text = (content) =>
  typeof content === 'string' ? content : (content ?? []).map((part) => part.text ?? '').join('');

function pause(ms, signal) {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(new Error('aborted'));
    });
  });
}

function supportAgent({
  policy = '30 days',
  tool = true,
  says = true,
  delayMs,
  flaky = false,
  broken = false,
} = {}) {
  let runs = 0;
  async function respond(state, config) {
    if (broken) throw new Error('KeyError: OPENAI_API_KEY is not set');
    const question = text(state.messages.at(-1)?.content);
    const asked = /delay=(\d+)ms/.exec(question);
    const delay = asked ? Number(asked[1]) : (delayMs ?? defaultDelay(config));
    if (delay) await pause(delay, config?.signal);
    runs++;
    // Every third run of the flaky agent loses the thread: two of three pass.
    const lost = flaky && runs % 3 === 0;
    const messages = [];
    if (tool && !lost) {
      messages.push(
        new AIMessage({
          content: '',
          tool_calls: [{ name: 'lookup_policy', args: { topic: 'refunds' }, id: `call_${runs}` }],
        }),
        new ToolMessage({
          content: `refund window: ${policy}`,
          tool_call_id: `call_${runs}`,
          name: 'lookup_policy',
        }),
      );
    }
    if (says)
      messages.push(
        new AIMessage(
          lost ? 'Sorry, I am not sure.' : `You can return any item within ${policy} for a full refund.`,
        ),
      );
    return { messages, answer: { status: lost ? 'unsure' : 'ok', policy } };
  }
  return new StateGraph(State)
    .addNode('respond', respond)
    .addEdge(START, 'respond')
    .addEdge('respond', END)
    .compile();
}

export const agent = supportAgent();
export const agentWrongPolicy = supportAgent({ policy: 'a lifetime' });
export const agentNoTool = supportAgent({ tool: false });
export const agentSilent = supportAgent({ says: false });
export const agentSlow = supportAgent({ delayMs: 3_000 });
export const agentFlaky = supportAgent({ flaky: true });
export const agentBroken = supportAgent({ broken: true });
