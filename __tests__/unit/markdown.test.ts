import { describe, expect, test } from '@jest/globals';
import { REPORT_LIMITS } from '../../src/base/policy.ts';
import {
  cell,
  code,
  codeBlock,
  details,
  escapeHtml,
  fitMarkdown,
  htmlCode,
  link,
  safeHref,
  text,
  urlLink,
} from '../../src/report/markdown.ts';

/** The summary and PR comment render server text through these: nothing in it may become markup. */
describe('markdown for untrusted text', () => {
  test('code: one line, no control or bidirectional characters, pipes safe, a fence no backtick run closes', () => {
    expect(code('a\nb\tc\u0085d')).toBe('`a b c d`');
    // U+202E (right-to-left override) and U+2066 (isolate) would make the text read otherwise.
    expect(code('evil\u202etxt.exe\u2066x')).toBe('`evil txt.exe x`');
    expect(code('a|b')).toBe('`a\\|b`');
    expect(code('run ``x`` now')).toBe('```run ``x`` now```');
    expect(code('`edge`')).toBe('`` `edge` ``');
    expect(code('x'.repeat(10), 4)).toBe('`xxxx…`');
    expect(code('\n\t')).toBe('');
  });

  test('text: links, mentions, issue references and HTML render as the same words, not as markup', () => {
    expect(text('see https://evil.example/x and @org/team about #12')).toBe(
      'see `https://evil.example/x` and `@org/team` about `#12`',
    );
    expect(text('<img src=x onerror=alert(1)> **bold** [a](b)')).toBe(
      '&lt;img src=x onerror=alert(1)&gt; \\*\\*bold\\*\\* \\[a\\](b)',
    );
    expect(text('Repository https://github.com/acme/agent, integration x.')).toBe(
      'Repository `https://github.com/acme/agent`, integration x.',
    );
    expect(text('# heading')).toBe('\\# heading');
    expect(text('1. item')).toBe('1\\. item');
    expect(text('snake_case stays, _emphasis_ does not')).toBe('snake_case stays, \\_emphasis\\_ does not');
    expect(text('a\u202eb')).toBe('a b');
  });

  test('text: every reference GitHub autolinks in plain text is a code span; ordinary words stay prose', () => {
    expect(text('fixed in GH-13 and gh-14, see owner/repo#3 (and #12).')).toBe(
      'fixed in `GH-13` and `gh-14`, see `owner/repo#3` (and `#12`).',
    );
    expect(text('ping @someone or @org/team, mail ops@acme.example')).toBe(
      'ping `@someone` or `@org/team`, mail `ops@acme.example`',
    );
    expect(text('built a5c3785ed8d6 (not a5c3785ed8d6a35868bc169f07e40e889087fd2e)')).toBe(
      'built `a5c3785ed8d6` (not `a5c3785ed8d6a35868bc169f07e40e889087fd2e`)',
    );
    expect(text('revision 3f2a1b4c-0000-4000-8000-000000000001 at www.evil.example: octocat@a5c3785')).toBe(
      'revision `3f2a1b4c-0000-4000-8000-000000000001` at `www.evil.example`: `octocat@a5c3785`',
    );
    expect(text('<https://evil.example/x>')).toBe('&lt;`https://evil.example/x`&gt;');
    // Words that only look like references to a reader stay as they are.
    const prose =
      'The image build failed: 3 errors in BUILD_FAILED after 120 s (step 4/5), SHA-256 of UTF-8 text.';
    expect(text(prose)).toBe(prose);
  });

  test('text: a dollar sign never opens math (GitHub renders $…$ and $$…$$ as LaTeX)', () => {
    const shown = text('status $\\Huge{DEPLOYED}$ costs $5 or $$x^2$$');
    expect(shown).toBe('status \\$\\\\Huge{DEPLOYED}\\$ costs \\$5 or \\$\\$x^2\\$\\$');
    expect(shown).not.toMatch(/(^|[^\\])\$/);
  });

  test('htmlCode and details: untrusted words in a <summary> (no Markdown there) are inert HTML code', () => {
    expect(htmlCode('GH-13 <b>@x</b>')).toBe('<code>GH-13 &lt;b&gt;@x&lt;/b&gt;</code>');
    expect(details(`${escapeHtml('Last 3 lines of <it>')} ${htmlCode('#12')}`, ['x'])[0]).toBe(
      '<details><summary>Last 3 lines of &lt;it&gt; <code>#12</code></summary>',
    );
  });

  test('cell: one line', () => {
    expect(cell('a\r\nb|c')).toBe('a b\\|c');
  });

  test('links only to https (or http on loopback) without credentials, the target normalised', () => {
    expect(safeHref('javascript:alert(1)')).toBeUndefined();
    expect(safeHref('http://evil.example/')).toBeUndefined();
    expect(safeHref('https://user:pw@host.example/')).toBeUndefined();
    expect(safeHref('http://127.0.0.1:8123/x')).toBe('http://127.0.0.1:8123/x');
    expect(safeHref('https://host.example/a b)(<x>')).toBe('https://host.example/a%20b%29%28%3Cx%3E');
    expect(safeHref('https://host.example/\nline')).toBe('https://host.example/line');
    expect(link('Open *it*', 'https://host.example/')).toBe('[Open \\*it\\*](https://host.example/)');
    expect(link('Open', 'data:text/html,x')).toBe('`data:text/html,x`');
    expect(urlLink('https://a.example/p')).toBe('[`https://a.example/p`](https://a.example/p)');
    expect(urlLink(undefined)).toBe('');
  });

  test('a URL too long to follow is shown cut, as code, never linked', () => {
    const long = `https://agent.example/${'a'.repeat(REPORT_LIMITS.linkChars)}`;
    expect(safeHref(long)).toBeUndefined();
    expect(urlLink(long)).toBe(code(long, 300));
    expect(urlLink(long).length).toBeLessThan(310);
    // Percent-encoding can lengthen a URL past the limit: what is written is what counts.
    expect(safeHref(`https://a.example/${'('.repeat(REPORT_LIMITS.linkChars / 2)}`)).toBeUndefined();
  });

  test('text: one piece of server text is bounded, however long', () => {
    expect(text('x'.repeat(1_000_000))).toBe(`${'x'.repeat(REPORT_LIMITS.textChars)}…`);
  });

  test('codeBlock: a fence longer than any backtick run in the lines', () => {
    expect(codeBlock(['plain'])).toEqual(['```text', 'plain', '```']);
    expect(codeBlock(['````x'], 'log')).toEqual(['`````log', '````x', '`````']);
  });

  // Quadratic before: a 100 KB word took about a minute, past the fault suite's limit.
  test('a megabyte-long word of server text is escaped in one pass and bounded; mentions after a long word found', () => {
    const word = 'x'.repeat(1_000_000);
    expect(text(word).length).toBeLessThan(3_000);
    const long = 'x'.repeat(1_000);
    expect(text(`${long} @octocat see https://evil.example/p, #12`)).toBe(
      `${long} \`@octocat\` see \`https://evil.example/p\`, \`#12\``,
    );
  }, 5_000);
});

describe('fitMarkdown: cut to what GitHub takes, still valid Markdown', () => {
  const doc = [
    '## Title',
    '',
    '| a | b |',
    '|---|---|',
    '| 1 | 2 |',
    '| 3 | 4 |',
    '',
    '<details><summary>Log</summary>',
    '',
    '````text',
    'line one',
    'line two',
    'line three',
    '````',
    '',
    '</details>',
    '',
    'After.',
  ].join('\n');
  const NOTE = '*cut*';

  test('what fits is unchanged', () => {
    expect(fitMarkdown(doc, doc.length, NOTE)).toBe(doc);
  });

  test('a cut inside a code block closes the fence and the <details>, then says it was cut', () => {
    const upTo = doc.indexOf('line two');
    const cut = fitMarkdown(doc, upTo + 30, NOTE);
    expect(cut.length).toBeLessThanOrEqual(upTo + 30);
    expect(cut).toBe(
      [...doc.slice(0, upTo).split('\n').slice(0, -1), '````', '', '</details>', '', NOTE].join('\n'),
    );
  });

  test('a cut in a table ends it with a blank line before the note', () => {
    const upTo = doc.indexOf('| 3 |');
    const cut = fitMarkdown(doc, upTo + NOTE.length + 2, NOTE);
    expect(cut).toBe(['## Title', '', '| a | b |', '|---|---|', '| 1 | 2 |', '', NOTE].join('\n'));
  });

  test('by any measure: UTF-8 bytes for the job summary', () => {
    const wide = Array.from({ length: 100 }, () => '✅'.repeat(10)).join('\n');
    const bytes = (t: string): number => Buffer.byteLength(t, 'utf8');
    const cut = fitMarkdown(wide, 500, NOTE, bytes);
    expect(bytes(cut)).toBeLessThanOrEqual(500);
    expect(cut.endsWith(`\n\n${NOTE}`)).toBe(true);
  });
});
