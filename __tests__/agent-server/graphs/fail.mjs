// A graph whose only node always throws.
import { END, MessagesAnnotation, START, StateGraph } from '@langchain/langgraph';

async function explode() {
  throw new Error('deliberate failure in the fail graph');
}

export const graph = new StateGraph(MessagesAnnotation)
  .addNode('explode', explode)
  .addEdge(START, 'explode')
  .addEdge('explode', END)
  .compile();
