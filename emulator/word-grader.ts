/**
 * The local judge's grading without a model (`npm run emulator`; docs/try-locally.md says the
 * same in words): a reply's score is the share of the rubric's key words found in it.
 *
 * - Words are runs of letters and digits, lower-cased (`30-day` is `30` and `day`); a word of four
 *   letters or more loses a final `s` (`days` is `day`), in the rubric and the reply alike.
 * - The rubric's key words are its words less the common ones in STOP_WORDS (`does`, `the`,
 *   `reply`, `state`, …; as written or without the final `s`), each counted once.
 * - The score is how many of them the reply has, over how many there are, to two decimals; a
 *   rubric with no key word scores 0. The reasoning names the words found and those missing.
 *
 * It reads words, not meaning: a negation ("does not promise a lifetime refund") counts its words
 * like any others. Rubrics for it say what a good reply contains.
 */

/** Words that say how to grade rather than what a good reply says (as written, or without a final s). */
const STOP_WORDS = new Set(
  [
    'a an the and or but nor of to in on at for with by from as into onto about over under than then so',
    'is are was were be been being am do does did doing has have had having can could should would',
    'will shall may might must it its this that these those there here their they them he she his her',
    'you your we our us me my if whether which who whom whose what when where why how any all some each',
    'every both either neither not no yes also only very just more most less such own same other',
    'reply replies response answer agent assistant user question rubric score',
    'state stated stating mention mentioned mentioning say said saying include included including tell',
    'told give given provide provided contain contained explain explained well clearly correctly',
    'accurately explicitly properly',
  ]
    .join(' ')
    .split(' '),
);

/** The most words the reasoning names in each list. */
const SHOWN_WORDS = 12;

/** A word as the grading compares it: a word of four letters or more without its final s. */
const stem = (w: string): string =>
  w.length >= 4 && w.endsWith('s') && !w.endsWith('ss') ? w.slice(0, -1) : w;

/** A text's words, lower-cased and stemmed. */
function words(text: string): string[] {
  return (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).map(stem);
}

/** The rubric's key words, in order, each once. */
export function keyWords(rubric: string): string[] {
  const all = rubric.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  const kept = all.filter((w) => !STOP_WORDS.has(w) && !STOP_WORDS.has(stem(w))).map(stem);
  return [...new Set(kept)];
}

/** The score and reasoning the local judge gives `reply` on `rubric`. */
export function gradeByWords(rubric: string, reply: string): { score: number; reasoning: string } {
  const wanted = keyWords(rubric);
  if (wanted.length === 0)
    return { score: 0, reasoning: 'The rubric has no key word to look for in the reply (local judge).' };
  const seen = new Set(words(reply));
  const found = wanted.filter((w) => seen.has(w));
  const missing = wanted.filter((w) => !seen.has(w));
  const list = (ws: string[]): string =>
    ws.slice(0, SHOWN_WORDS).join(', ') +
    (ws.length > SHOWN_WORDS ? `, … (${ws.length - SHOWN_WORDS} more)` : '');
  const reasoning = [
    `The reply has ${found.length} of the rubric's ${wanted.length} key words (local judge, no model)`,
    found.length ? `: ${list(found)}` : '',
    missing.length ? `; missing: ${list(missing)}.` : '.',
  ].join('');
  return { score: Math.round((found.length / wanted.length) * 100) / 100, reasoning };
}

/**
 * The rubric and the reply in the text of a judge request, found by the markers the action's
 * prompt puts around them (src/agent-checks/judge-prompt.ts): the rubric between `<rubric>` and
 * `</rubric>`, the reply (a JSON string) between `<reply CODE>` and `</reply CODE>`; either may
 * carry a code or not (the closing marker then the same). A fenced text that is a JSON string is
 * read as that string. Undefined when either is missing. The one place that knows the prompt's
 * layout.
 */
export function rubricAndReply(text: string): { rubric: string; reply: string } | undefined {
  const rubric = fenced(text, 'rubric');
  const reply = fenced(text, 'reply');
  return rubric === undefined || reply === undefined ? undefined : { rubric, reply };
}

/** The text between `<tag CODE>` and `</tag CODE>` (the same code), else `<tag>` and `</tag>`. */
function fenced(text: string, tag: string): string | undefined {
  const m =
    new RegExp(`<${tag} ([0-9a-f]{16,64})>\\n([\\s\\S]*?)\\n</${tag} \\1>`).exec(text) ??
    new RegExp(`<${tag}>\\n()([\\s\\S]*?)\\n</${tag}>`).exec(text);
  return m ? asText(m[2]!) : undefined;
}

/** A JSON string as its text; any other text as it is. */
function asText(fenced: string): string {
  try {
    const value: unknown = JSON.parse(fenced);
    return typeof value === 'string' ? value : fenced;
  } catch {
    return fenced;
  }
}
