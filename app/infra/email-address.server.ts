import { domainToASCII, domainToUnicode } from "node:url";

/**
 * One address, however it was typed: spaces around it, letter case, Unicode's composed or
 * decomposed letters, and an internationalised domain as typed ('bücher.de') or as a browser's
 * e-mail field sends it ('xn--bcher-kva.de': Chromium writes the domain in punycode).
 */

/** The address as people type it: spaces around it, letter case and Unicode's composed or decomposed letters do not matter. */
export const normaliseEmail = (email: string) => email.trim().normalize("NFC").toLowerCase().slice(0, 254);

/** The address with its domain written by `write` (the address as it was when it has no valid domain). */
export function withDomain(address: string, write: (domain: string) => string) {
  const at = address.lastIndexOf("@");
  const domain = at < 0 ? "" : write(address.slice(at + 1));
  return domain ? `${address.slice(0, at + 1)}${domain.toLowerCase()}` : address;
}

/** The ways one (normalised) address may be stored: as is, its domain in punycode, its domain in Unicode. */
export const domainForms = (address: string) => [...new Set([address, withDomain(address, domainToASCII), withDomain(address, domainToUnicode)])];

/**
 * The one key of an address: normalised, its domain in punycode. The newsletter's subscribers
 * are kept under it, so 'sub@bücher.de' and 'SUB@xn--bcher-kva.de' are one subscriber.
 */
export const emailKey = (email: string) => withDomain(normaliseEmail(email), domainToASCII);
