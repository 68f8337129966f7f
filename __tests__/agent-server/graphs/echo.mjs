// Deterministic echo graph (no model): sleeps, then answers "echo: <last human message>".
// The pause is `delay=<n>ms` inside the message (tests pin timings with it), else the request's
// `x-echo-delay-ms` header (the server hands `x-` headers to the graph as configurable), else
// ECHO_DELAY_MS.
import { END, MessagesAnnotation, START, StateGraph } from '@langchain/langgraph';
import { AIMessage } from '@langchain/core/messages';

const text = (content) =>
  typeof content === 'string' ? content : (content ?? []).map((part) => part.text ?? '').join('');

/** Waits `delay` ms, or rejects when the run is stopped. */
const pause = (delay, config) =>
  new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, delay);
    config?.signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(new Error('aborted'));
    });
  });

export const defaultDelay = (config) =>
  Number(config?.configurable?.['x-echo-delay-ms'] ?? process.env.ECHO_DELAY_MS ?? '0');

async function echo(state, config) {
  const last = text(state.messages.at(-1)?.content);
  const asked = /delay=(\d+)ms/.exec(last);
  await pause(asked ? Number(asked[1]) : defaultDelay(config), config);
  return { messages: [new AIMessage(`echo: ${last}`)] };
}

export const graph = new StateGraph(MessagesAnnotation)
  .addNode('echo', echo)
  .addEdge(START, 'echo')
  .addEdge('echo', END)
  .compile();

// Replies at once, then works on for the default pause before the run ends: a run stopped while
// it lingers has already saved its reply.
export const lingering = new StateGraph(MessagesAnnotation)
  .addNode('reply', (state) => ({
    messages: [new AIMessage(`echo: ${text(state.messages.at(-1)?.content)}`)],
  }))
  .addNode('linger', async (_state, config) => {
    await pause(defaultDelay(config), config);
    return {};
  })
  .addEdge(START, 'reply')
  .addEdge('reply', 'linger')
  .addEdge('linger', END)
  .compile();
