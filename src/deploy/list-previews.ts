import type { ControlPlane } from '../control-plane/client.ts';
import { searchPages, type PageEnd } from '../control-plane/paging.ts';
import { PR_NUMBER_DIGITS } from '../inputs/deployment-name.ts';
import { exactName, isNamed } from './find.ts';

/** A pull request's number as GitHub writes it: no sign, no leading zero. */
const NUMBER = new RegExp(`^[1-9][0-9]{0,${PR_NUMBER_DIGITS - 1}}$`);

/** A preview deployment: named `<prefix><number>`, exactly. */
export interface Preview {
  name: string;
  id: string;
  number: number;
}

/**
 * The number of the pull request a deployment is the preview of: its name is `<prefix>` and then
 * the number, nothing before or after (`my-agent-pr-12`; not `my-agent-pr-12-old`, not
 * `my-agent-pr-012`, not `x-my-agent-pr-12`). Anything else is not a preview.
 */
function previewNumber(name: string, prefix: string): number | undefined {
  if (!name.startsWith(prefix)) return undefined;
  const digits = name.slice(prefix.length);
  return NUMBER.test(digits) ? Number(digits) : undefined;
}

/**
 * Every deployment named `<prefix><number>`, exactly as the control plane sent the name, in the
 * order of their numbers, from the whole list of deployments whose names contain the prefix
 * (`others`: those that are not previews, a name that is one only once cleaned among them;
 * `platformPreviews`: the platform's own Preview builds named so, which are not ours). `end` says
 * whether that list was read whole (`end`) or cut short (a server that ignores `offset`, too many).
 */
export async function listPreviews(
  cp: Pick<ControlPlane, 'listDeployments'>,
  prefix: string,
): Promise<{ previews: Preview[]; others: number; platformPreviews: number; end: PageEnd }> {
  const previews: Preview[] = [];
  let others = 0;
  let platformPreviews = 0;
  const search = await searchPages(
    async (page) => (await cp.listDeployments({ nameContains: prefix, ...page })).resources,
    (d) => {
      // A name that is `<prefix><number>` only once cleaned is not a preview's (find.ts).
      const name = exactName(d);
      const number = name === undefined ? undefined : previewNumber(name, prefix);
      if (name === undefined || number === undefined) others++;
      else if (!isNamed(d, name)) platformPreviews++;
      else previews.push({ name, id: d.id, number });
      return undefined;
    },
  );
  previews.sort((a, b) => a.number - b.number);
  return { previews, others, platformPreviews, end: 'end' in search ? search.end : 'end' };
}
