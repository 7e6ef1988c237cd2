import { describe, expect, it } from 'vitest';
import { isAllowedHost, isAllowedOrigin, isJsonContentType, resolveStaticPath } from '../../../../electron/venue/policy';

describe('venue host policy', () => {
  it.each([
    ['127.0.0.1:4780', false, true],
    ['localhost:4780', false, true],
    ['[::1]:4780', false, true],
    ['127.0.0.1:4781', false, false],
    ['evil.example:4780', false, false],
    ['evil.example:4780', true, false],
    ['192.168.1.20:4780', false, false],
    ['192.168.1.20:4780', true, true],
    ['localhost.evil.example:4780', true, false],
    ['127.0.0.1', false, false],
    ['', false, false],
    ['999.1.1.1:4780', true, false],
  ])('Host %s with venue access %s → %s', (host, venue, allowed) => {
    expect(isAllowedHost(host, 4780, venue)).toBe(allowed);
  });

  it('accepts only its own origin', () => {
    expect(isAllowedOrigin(undefined, '127.0.0.1:4780')).toBe(true);
    expect(isAllowedOrigin('http://127.0.0.1:4780', '127.0.0.1:4780')).toBe(true);
    expect(isAllowedOrigin('http://evil.example', '127.0.0.1:4780')).toBe(false);
    expect(isAllowedOrigin('null', '127.0.0.1:4780')).toBe(false);
    expect(isAllowedOrigin('https://127.0.0.1:4780', '127.0.0.1:4780')).toBe(false);
  });

  it('accepts only JSON bodies', () => {
    expect(isJsonContentType('application/json')).toBe(true);
    expect(isJsonContentType('Application/JSON; charset=utf-8')).toBe(true);
    for (const t of [undefined, 'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data', 'application/jsonp']) {
      expect(isJsonContentType(t)).toBe(false);
    }
  });

  it.each([
    ['/', 'index.html'],
    ['/assets/index-abc.js', 'assets/index-abc.js'],
    ['/./assets//x.css', 'assets/x.css'],
    ['/../etc/passwd', null],
    ['/%2e%2e/etc/passwd', null],
    ['/assets/%2E%2E/%2E%2E/secret', null],
    ['/a%00b', null],
    ['/..%5c..%5cwindows', null],
    ['/%E0%A4%A', null],
  ])('static path %s → %s', (url, expected) => {
    expect(resolveStaticPath(url)).toBe(expected);
  });
});
