import { BlockList, isIPv4, isIPv6 } from "node:net";

/**
 * The client an address stands for, for every per-client limit (admin sign-in, case-study gate,
 * forms, payment intents, consent, booking, connections). An IPv4 address is one client. An
 * IPv6 address is counted by its /64: one home or phone gets a whole /64 and picks addresses
 * from it at will (privacy addresses rotate by themselves), so counting single addresses gave
 * one visitor 2^64 fresh buckets. An IPv4-mapped address (::ffff:a.b.c.d, what a dual-stack
 * socket shows for an IPv4 peer) is the IPv4 address.
 *
 * Any textual form of one address gives one key: upper case, leading zeros, '::' anywhere, an
 * IPv4 tail, a zone id (fe80::1%eth0: the zone names our interface, not the client).
 */
export function clientAddressKey(ip: string | undefined): string {
  if (!ip) return "unknown";
  const address = ip.split("%", 1)[0] as string;
  if (isIPv4(address)) return address;
  // Not an address (a test's stand-in, or nothing known): counted as it is.
  if (!isIPv6(address)) return ip;
  const groups = ipv6Groups(address);
  if (IPV4_MAPPED.check(address, "ipv6")) {
    const [hi, lo] = [groups[6] as number, groups[7] as number];
    return `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;
  }
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(":")}::/64`;
}

const IPV4_MAPPED = new BlockList();
IPV4_MAPPED.addSubnet("::ffff:0.0.0.0", 96, "ipv6");

/** The eight 16-bit groups of a valid IPv6 address (without a zone id). */
function ipv6Groups(address: string): number[] {
  // The URL parser writes every form of an address as lower-case hex groups with at most one
  // '::' (an IPv4 tail becomes two groups), which leaves only the '::' to expand.
  const canonical = new URL(`http://[${address}]`).hostname.slice(1, -1);
  const [head = "", tail] = canonical.split("::");
  const before = head ? head.split(":") : [];
  const after = tail ? tail.split(":") : [];
  const zeros = tail === undefined ? [] : Array<string>(8 - before.length - after.length).fill("0");
  return [...before, ...zeros, ...after].map((g) => parseInt(g, 16));
}
