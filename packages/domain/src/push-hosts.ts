/**
 * The push services the server may send reminders to. A browser's PushSubscription names an
 * endpoint on its vendor's push service; the server POSTs there, so accepting any URL would let a
 * participant make the server knock on addresses of its own network. Only these hosts (and those an
 * operator adds with PUSH_ALLOWED_HOSTS) are accepted.
 *
 * A rule is a host name (`fcm.googleapis.com`), matched exactly, or `*.` and a name
 * (`*.notify.windows.com`), matched by any name ending in a dot and that name (not the name itself).
 */
export const PUSH_SERVICE_HOSTS: readonly string[] = [
  // Chrome, and other Chromium browsers on Android and desktop (Firebase Cloud Messaging).
  'fcm.googleapis.com',
  'android.googleapis.com',
  // Firefox (Mozilla autopush).
  'updates.push.services.mozilla.com',
  '*.push.services.mozilla.com',
  // Safari on macOS, iPhone and iPad.
  'web.push.apple.com',
  '*.push.apple.com',
  // Edge on Windows (Windows Push Notification Services).
  '*.notify.windows.com',
];

const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
const MAX_NAME_LENGTH = 253;

/** A DNS name of at least two LDH labels that is not an IPv4 look-alike nor a local-only name. */
function isPublicStyleName(name: string): boolean {
  if (name.length === 0 || name.length > MAX_NAME_LENGTH) return false;
  const labels = name.split('.');
  if (labels.length < 2 || !labels.every((label) => LABEL.test(label))) return false;
  // A numeric last label is how URL parsers recognise an IPv4 address (also 0x7f.1 and 2130706433).
  if (/^(\d+|0x[0-9a-f]*)$/.test(labels[labels.length - 1] ?? '')) return false;
  return !isLocalName(name);
}

/** `localhost` and its subdomains always mean this machine (RFC 6761 §6.3). */
export function isLocalName(name: string): boolean {
  return name === 'localhost' || name.endsWith('.localhost');
}

/** The name without one trailing dot: `example.org.` and `example.org` are the same host. */
export function withoutTrailingDot(name: string): string {
  return name.endsWith('.') ? name.slice(0, -1) : name;
}

/** The rule in its normal form (lower case, no trailing dot), or undefined when it is not one. */
export function parsePushHostRule(raw: string): string | undefined {
  const rule = withoutTrailingDot(raw.trim().toLowerCase());
  const wildcard = rule.startsWith('*.');
  const name = wildcard ? rule.slice(2) : rule;
  return isPublicStyleName(name) ? rule : undefined;
}

/**
 * The rule that admits `hostname` (as URL parsing gives it: lower case, punycode), or undefined.
 * The host itself must be a plain DNS name too, so `a..push.apple.com` or `a_b.push.apple.com` fail.
 */
export function matchPushHost(hostname: string, rules: readonly string[]): string | undefined {
  const name = withoutTrailingDot(hostname.toLowerCase());
  if (!isPublicStyleName(name)) return undefined;
  return rules.find((rule) => (rule.startsWith('*.') ? name.endsWith(rule.slice(1)) : name === rule));
}
