import { expect, test } from '@jest/globals';
import { withoutCredentials } from '../../src/base/url.ts';

test.each([
  ['https://user:pass@agent.example.com/x', 'https://agent.example.com/x'],
  ['https://user@agent.example.com', 'https://agent.example.com'],
  ['https://:p%40ss@agent.example.com:8443/?q=1', 'https://agent.example.com:8443/?q=1'],
  ['https://a@b@agent.example.com', 'https://agent.example.com'],
  // What URL parsers read as the same authority: one slash, none, backslashes, any letter case.
  ['https:/user:pass@agent.example.com/x', 'https://agent.example.com/x'],
  ['https:user:pass@agent.example.com/x', 'https://agent.example.com/x'],
  ['https:\\\\user:pass@agent.example.com/x', 'https://agent.example.com/x'],
  ['HTTPS:///user:pass@agent.example.com', 'HTTPS://agent.example.com'],
  // Unchanged: no credentials (not even re-serialised), an @ after the authority, not a URL.
  ['https://agent.example.com', 'https://agent.example.com'],
  ['https://agent.example.com/users/@me', 'https://agent.example.com/users/@me'],
  ['https://agent.example.com?to=a@b', 'https://agent.example.com?to=a@b'],
  ['https://evil\\@agent.example.com', 'https://evil\\@agent.example.com'],
  ['not a url', 'not a url'],
])('%s → %s', (url, shown) => expect(withoutCredentials(url)).toBe(shown));
