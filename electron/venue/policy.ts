// runtime: pure. The venue host's request rules as pure functions, tested with hostile input.

export const contentSecurityPolicy =
  "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; " +
  "connect-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'; form-action 'none'";

const loopbackNames = new Set(['127.0.0.1', 'localhost', '[::1]']);
const ipv4 = /^(25[0-5]|2[0-4]\d|1?\d?\d)(\.(25[0-5]|2[0-4]\d|1?\d?\d)){3}$/;
const ipv6 = /^\[[0-9a-f:.]+\]$/i;

/** The Host header must name this server by loopback name, or (with venue access on) by an IP
 * address: a DNS name could be rebound to us by a hostile page. */
export function isAllowedHost(host: string | undefined, port: number, venueAccess: boolean): boolean {
  if (!host) return false;
  const m = /^(\[[^\]]+\]|[^:]+):(\d+)$/.exec(host);
  if (!m || Number(m[2]) !== port) return false;
  const name = m[1]!.toLowerCase();
  if (loopbackNames.has(name)) return true;
  return venueAccess && (ipv4.test(name) || ipv6.test(name));
}

/** A browser request from another origin is refused; requests without an Origin (curl,
 * same-origin GETs) are fine because the Host check and JSON-only bodies already apply. */
export function isAllowedOrigin(origin: string | undefined, host: string): boolean {
  if (origin === undefined) return true;
  return origin === `http://${host}`;
}

export function isJsonContentType(value: string | undefined): boolean {
  if (!value) return false;
  return value.split(';')[0]!.trim().toLowerCase() === 'application/json';
}

export function isLoopbackAddress(address: string | undefined): boolean {
  return address === '127.0.0.1' || address === '::1' || address === '::ffff:127.0.0.1';
}

/** Maps a URL path to a file below the root, or null for anything that escapes it. */
export function resolveStaticPath(urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath.split('?')[0]!.split('#')[0]!);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return null;
  const parts = decoded.split('/').filter((p) => p !== '' && p !== '.');
  if (parts.some((p) => p === '..')) return null;
  return parts.length === 0 ? 'index.html' : parts.join('/');
}
