import { describe, expect, test } from '@jest/globals';
import { errorDetail } from '../../src/control-plane/error-detail.ts';

describe("the server's explanation of a failure", () => {
  test('a detail string', () => {
    expect(errorDetail('{"detail": "Deployment ID d1 not found."}')).toEqual({
      detail: 'Deployment ID d1 not found.',
      fieldErrors: [],
    });
  });

  test('field errors keep location and message, never the echoed input', () => {
    const body = JSON.stringify({
      detail: [
        {
          loc: ['body', 'secrets', 0, 'value'],
          msg: 'too long',
          type: 'value_error',
          input: 'sk-live-secret',
        },
      ],
    });
    const parsed = errorDetail(body);
    expect(parsed.fieldErrors).toEqual([{ loc: 'body.secrets.0.value', msg: 'too long' }]);
    expect(JSON.stringify(parsed)).not.toContain('sk-live-secret');
  });

  test('a page whose read start ends inside a secret quotes no piece of it: redacted whole, then cut', () => {
    const secret = 'sk-Qm7Zx2Rb9Kw4Tn6Yp8Vd3Hs5Lf1Jc0Ga';
    // Markup up to just before where the reading stops (64 KiB), then the secret across it.
    const page = `<html><body>${'<i></i>'.repeat(Math.floor((64 * 1024 - 12 - 10) / 7))}${secret}</body></html>`;
    const { detail } = errorDetail(page, 'text/html', (t) => t.split(secret).join('***'));
    expect(detail).toContain('***');
    expect(detail).not.toMatch(/Qm7Zx2Rb|Ga$/);
    expect(detail).not.toContain(secret.slice(0, 8));
  });

  test('an HTML error page becomes its title', () => {
    const html = '<html><head><title>502 Bad Gateway</title></head><body><h1>oops</h1></body></html>';
    expect(errorDetail(html, 'text/html').detail).toBe('502 Bad Gateway (HTML page)');
  });

  test('an XML error (a storage host’s) is its text, called XML', () => {
    const xml = '<?xml version="1.0"?><Error><Code>ExpiredToken</Code><Message>expired</Message></Error>';
    expect(errorDetail(xml, 'application/xml').detail).toBe('ExpiredToken expired (XML)');
    expect(errorDetail(xml, '').detail).toBe('ExpiredToken expired (XML)');
  });

  test('plain text is collapsed and clipped', () => {
    const detail = errorDetail(`upstream\n  timeout ${'x'.repeat(400)}`, 'text/plain').detail;
    expect(detail.startsWith('upstream timeout x')).toBe(true);
    expect(detail.length).toBe(301);
  });

  test('JSON without detail or message says nothing', () => {
    expect(errorDetail('{"error": {"code": 1}}').detail).toBe('');
  });
});
