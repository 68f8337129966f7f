import { describe, expect, test } from '@jest/globals';
import { cell, code, codeBlock, link, safeHref, text, urlLink } from '../../src/report/markdown.ts';

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

  test('codeBlock: a fence longer than any backtick run in the lines', () => {
    expect(codeBlock(['plain'])).toEqual(['```text', 'plain', '```']);
    expect(codeBlock(['````x'], 'log')).toEqual(['`````log', '````x', '`````']);
  });

  // Quadratic before: a 100 KB word took about a minute, past the fault suite's limit.
  test('a megabyte-long word of server text is escaped in one pass, links and mentions found inside', () => {
    const word = 'x'.repeat(1_000_000);
    expect(text(word)).toBe(word);
    expect(text(`${word} @octocat see https://evil.example/p, #12`)).toBe(
      `${word} \`@octocat\` see \`https://evil.example/p\`, \`#12\``,
    );
  }, 5_000);
});
