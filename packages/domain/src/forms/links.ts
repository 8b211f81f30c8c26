import { FORM_URL_MAX_LENGTH } from './messages.js';

/**
 * The Google Forms address rule (docs/product.md, "Questionnaires (forms)"): `docs.google.com/forms/…`
 * or `forms.gle/…`, over http(s) or with no scheme at all (as an admin often pastes them). Stored with https, since the form is embedded in an https page.
 * Parsed by hand: the domain package runs without the DOM or Node libraries.
 */
const ADDRESS = /^(https?):\/\/([^/?#\s]+)(\/[^?#\s]*)?(\?[^#\s]*)?(#\S*)?$/i;
/** Any scheme at the start (`http:`, `javascript:`): only an address without one is given https. */
const SCHEME = /^[a-z][a-z0-9+.-]*:/i;

interface Address {
  host: string;
  path: string;
  query: string;
  hash: string;
}

function parse(raw: string): Address | null {
  const match = ADDRESS.exec(raw);
  if (!match) return null;
  const host = match[2]!.toLowerCase();
  // No user info, no port: nothing that could make the address point elsewhere than it reads.
  if (!/^[a-z0-9.-]+$/.test(host)) return null;
  return { host, path: match[3] ?? '/', query: match[4] ?? '', hash: match[5] ?? '' };
}

export function normaliseGoogleFormUrl(raw: string): string | null {
  const trimmed = raw.trim();
  if (!trimmed) return null;
  const text = SCHEME.test(trimmed) ? trimmed : `https://${trimmed}`;
  if (text.length > FORM_URL_MAX_LENGTH) return null;
  const address = parse(text);
  if (!address) return null;
  const ok =
    (address.host === 'docs.google.com' && /^\/forms\/[^/]+/.test(address.path)) ||
    (address.host === 'forms.gle' && /^\/[^/]+/.test(address.path));
  if (!ok) return null;
  return `https://${address.host}${address.path}${address.query}${address.hash}`;
}

export function isGoogleFormUrl(raw: string): boolean {
  return normaliseGoogleFormUrl(raw) !== null;
}

export function isShortGoogleFormUrl(url: string): boolean {
  return parse(url.trim())?.host === 'forms.gle';
}

/** A Google Form's pre-fill field, as its "get pre-filled link" shows it: `entry.123456789`. */
export const PARTICIPANT_FIELD = /^entry\.\d{1,20}$/;

/**
 * The address to embed for one participant: with a pre-fill field, `usp=pp_url&entry.NNN=P0007`,
 * so the answers in the Google sheet can be joined to the study data by code, never by name.
 */
export function prefilledFormUrl(url: string, participantField: string | null, code: string): string {
  const address = participantField ? parse(url) : null;
  if (!participantField || !address) return url;
  const kept = address.query
    .replace(/^\?/, '')
    .split('&')
    .filter((pair) => {
      const key = pair.split('=')[0];
      return pair !== '' && key !== 'usp' && key !== participantField;
    });
  const query = [...kept, 'usp=pp_url', `${participantField}=${encodeURIComponent(code)}`].join('&');
  return `https://${address.host}${address.path}?${query}${address.hash}`;
}
