import { describe, expect, it } from "vitest";
import { clientAddressKey } from "./client-address.server.ts";

describe("clientAddressKey: one key per client (an IPv6 /64 is one client)", () => {
  it("keeps IPv4 as it is, and reads IPv4-mapped IPv6 as the IPv4 address", () => {
    expect(clientAddressKey("203.0.113.7")).toBe("203.0.113.7");
    expect(clientAddressKey("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(clientAddressKey("::FFFF:cb00:7107")).toBe("203.0.113.7");
    expect(clientAddressKey("0:0:0:0:0:ffff:203.0.113.7")).toBe("203.0.113.7");
  });

  it("counts an IPv6 address by its first 64 bits, in any textual form", () => {
    const key = "2001:db8:1:2::/64";
    for (const form of [
      "2001:db8:1:2::1",
      "2001:db8:1:2:ffff:ffff:ffff:ffff",
      "2001:DB8:1:2:a:b:c:d",
      "2001:0db8:0001:0002:0000:0000:0000:0001",
      "2001:db8:1:2:0:0:192.0.2.1",
      "2001:db8:1:2::1%eth0",
    ]) {
      expect(clientAddressKey(form), form).toBe(key);
    }
    expect(clientAddressKey("2001:db8:1:3::1")).toBe("2001:db8:1:3::/64");
    expect(clientAddressKey("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(clientAddressKey("::1")).toBe("0:0:0:0::/64");
    expect(clientAddressKey("fe80::1%25en0")).toBe("fe80:0:0:0::/64");
  });

  it("leaves anything else as it is", () => {
    expect(clientAddressKey(undefined)).toBe("unknown");
    expect(clientAddressKey("")).toBe("unknown");
    expect(clientAddressKey("not-an-address")).toBe("not-an-address");
  });
});
