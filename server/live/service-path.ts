/**
 * Which paths the live proxy forwards. The path arrives percent-encoded; a trick such as `..%5C..%5Cadmin`,
 * `%2F`, `%2e%2e`, a backslash or a double slash could mean something else to the upstream than to us. So
 * each segment is decoded once and refused when it would change the path's shape; the path rebuilt from the
 * decoded segments is then checked against the service's own paths (contract §1: `/v1/...`,
 * `/get-risk-info`, `/detections-export`) and sent re-encoded, exactly as checked.
 */

export type ServicePath = { ok: true; path: string } | { ok: false; reason: string };

const SERVICE_PATHS = /^\/(?:v1(?:\/[^/]+)+|get-risk-info|detections-export)$/;

export function canonicalServicePath(rawPath: string): ServicePath {
  if (!rawPath.startsWith('/')) return { ok: false, reason: 'the path must start with /' };
  if (rawPath.includes('\\')) return { ok: false, reason: 'backslash in the path' };
  const decoded: string[] = [];
  for (const segment of rawPath.slice(1).split('/')) {
    let text: string;
    try {
      text = decodeURIComponent(segment);
    } catch {
      return { ok: false, reason: 'malformed percent-encoding' };
    }
    if (text === '') return { ok: false, reason: 'empty path segment (double or trailing slash)' };
    if (text === '.' || text === '..') return { ok: false, reason: 'dot segment' };
    if (/[/\\]/.test(text)) return { ok: false, reason: 'encoded slash or backslash' };
    // Decoded once, a segment must not decode again (`%252e` → `%2e`) nor carry control characters.
    if (text.includes('%')) return { ok: false, reason: 'doubly encoded segment' };
    // eslint-disable-next-line no-control-regex
    if (/[\u0000-\u001f\u007f]/.test(text)) return { ok: false, reason: 'control character' };
    decoded.push(text);
  }
  const path = `/${decoded.map(encodeURIComponent).join('/')}`;
  if (!SERVICE_PATHS.test(path)) return { ok: false, reason: 'not a path of the service' };
  return { ok: true, path };
}
