// The client key of rate limits and the lock-out, and how TRUST_PROXY is read.
import { describe, expect, it } from "vitest";
import { clientKey, trustProxyOption } from "./client.js";
import { ConfigError, loadConfig } from "../config.js";

describe("clientKey", () => {
  it("keeps an IPv4 address as it is", () => {
    expect(clientKey("203.0.113.9")).toBe("203.0.113.9");
    expect(clientKey("127.0.0.1")).toBe("127.0.0.1");
  });

  it("counts an IPv6 address by its /64, written out or compressed", () => {
    const full = clientKey("2001:0db8:0001:0002:0003:0004:0005:0006");
    expect(full).toBe("2001:db8:1:2::/64");
    expect(clientKey("2001:db8:1:2::1")).toBe(full);
    expect(clientKey("2001:db8:1:2:ffff:ffff:ffff:ffff")).toBe(full);
    expect(clientKey("2001:DB8:1:2::abcd")).toBe(full);
    expect(clientKey("2001:db8:1:3::1")).toBe("2001:db8:1:3::/64");
    expect(clientKey("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(clientKey("::1")).toBe("0:0:0:0::/64");
    expect(clientKey("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
    // A dotted tail that is not IPv4-mapped is part of the interface identifier.
    expect(clientKey("64:ff9b::198.51.100.1")).toBe("64:ff9b:0:0::/64");
  });

  it("takes an IPv4-mapped IPv6 address for its IPv4 address", () => {
    expect(clientKey("::ffff:1.2.3.4")).toBe("1.2.3.4");
    expect(clientKey("::FFFF:1.2.3.4")).toBe("1.2.3.4");
    expect(clientKey("::ffff:102:304")).toBe("1.2.3.4");
    expect(clientKey("0:0:0:0:0:ffff:198.51.100.7")).toBe("198.51.100.7");
  });

  it("keeps anything else short", () => {
    expect(clientKey("")).toBe("");
    expect(clientKey("unix-socket")).toBe("unix-socket");
    expect(clientKey("x".repeat(10_000))).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe("TRUST_PROXY", () => {
  const trustProxy = (value: string | undefined) => loadConfig({ TRUST_PROXY: value }).trustProxy;

  it("is off unless set", () => {
    expect(trustProxy(undefined)).toBe(false);
    expect(trustProxy("")).toBe(false);
    expect(trustProxy("false")).toBe(false);
    expect(trustProxy("0")).toBe(false);
  });

  it("counts hops; true is one hop, never 'trust everything'", () => {
    expect(trustProxy("1")).toBe(1);
    expect(trustProxy("3")).toBe(3);
    expect(trustProxy("true")).toBe(1);
    expect(trustProxy("yes")).toBe(1);
  });

  it("names proxy addresses and networks", () => {
    expect(trustProxy("10.0.0.1")).toEqual(["10.0.0.1"]);
    expect(trustProxy(" 10.0.0.1 , 192.168.0.0/16,fd00::/8, loopback ")).toEqual(["10.0.0.1", "192.168.0.0/16", "fd00::/8", "loopback"]);
  });

  it("passes hops to Fastify as a function, which (unlike a bare number) it honours", () => {
    const twoHops = trustProxyOption(2) as (address: string, hop: number) => boolean;
    expect([0, 1, 2].map((hop) => twoHops("192.0.2.1", hop))).toEqual([true, true, false]);
    expect(trustProxyOption(false)).toBe(false);
    expect(trustProxyOption(["10.0.0.1"])).toEqual(["10.0.0.1"]);
  });

  it("refuses anything else with the variable's name", () => {
    for (const bad of ["10.0.0.300", "10.0.0.0/33", "fd00::/129", "proxy.internal", "10.0.0.1,,10.0.0.2", "-1", "100", "10.0.0.0/8x"]) {
      expect(() => trustProxy(bad), bad).toThrow(ConfigError);
      expect(() => trustProxy(bad), bad).toThrow(/TRUST_PROXY/);
    }
  });
});
