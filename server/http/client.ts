import crypto from "node:crypto";
import net from "node:net";
import type { FastifyRequest } from "fastify";
/** Who sent a request, as the audit log and the limits record it. */
export interface ClientContext {
  ip: string;
  userAgent: string;
}

/** request.ip honours X-Forwarded-For only from the proxies TRUST_PROXY names (Fastify's trustProxy). */
export function clientContext(request: FastifyRequest): ClientContext {
  const agent = request.headers["user-agent"];
  return { ip: request.ip, userAgent: typeof agent === "string" ? agent : "" };
}

/**
 * TRUST_PROXY as Fastify's trustProxy. Addresses and networks pass as they are; a hop count
 * becomes a function, because Fastify 5.12 treats a number as "trust nobody": a count cannot
 * check who the peer is, so it is safe only when the instances can be reached through the
 * proxies alone (docs/deploy.md).
 */
export function trustProxyOption(setting: false | number | string[]): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting !== "number") return setting;
  const hops = setting;
  return (_address, hop) => hop < hops;
}

/**
 * The client a rate limit or lock-out counts: an IPv4 address, or the /64 prefix of an IPv6
 * address, because one host (one customer line) usually owns a whole /64 and could otherwise
 * take a fresh address for every request. An IPv4-mapped IPv6 address (::ffff:1.2.3.4, what a
 * dual-stack socket reports) is the IPv4 client it stands for.
 */
export function clientKey(ip: string): string {
  const address = ip.split("%")[0];
  if (net.isIPv4(address)) return address;
  if (!net.isIPv6(address)) return ip.length <= 64 ? ip : crypto.createHash("sha256").update(ip).digest("hex");
  const groups = ipv6Groups(address);
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    return [groups[6] >> 8, groups[6] & 0xff, groups[7] >> 8, groups[7] & 0xff].join(".");
  }
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(":")}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address (net.isIPv6 checked), "::" and a dotted tail expanded. */
function ipv6Groups(address: string): number[] {
  const [head, tail] = address.includes("::") ? address.split("::") : [address, null];
  const parse = (part: string) =>
    part === ""
      ? []
      : part.split(":").flatMap((group) => {
          if (!group.includes(".")) return [parseInt(group, 16)];
          const [a, b, c, d] = group.split(".").map(Number);
          return [(a << 8) | b, (c << 8) | d];
        });
  const left = parse(head);
  if (tail === null) return left;
  const right = parse(tail);
  return [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
}
