// Deterministic echo graph (no model): sleeps, then answers "echo: <last human message>".
// The pause is ECHO_DELAY_MS, or `delay=<n>ms` inside the message (tests pin timings with it).
import { END, MessagesAnnotation, START, StateGraph } from '@langchain/langgraph';
import { AIMessage } from '@langchain/core/messages';

const text = (content) =>
  typeof content === 'string' ? content : (content ?? []).map((part) => part.text ?? '').join('');

async function echo(state, config) {
  const last = text(state.messages.at(-1)?.content);
  const asked = /delay=(\d+)ms/.exec(last);
  const delay = asked ? Number(asked[1]) : Number(process.env.ECHO_DELAY_MS ?? '0');
  await new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, delay);
    config?.signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(new Error('aborted'));
    });
  });
  return { messages: [new AIMessage(`echo: ${last}`)] };
}

export const graph = new StateGraph(MessagesAnnotation)
  .addNode('echo', echo)
  .addEdge(START, 'echo')
  .addEdge('echo', END)
  .compile();
