// Which receivers a webhook may reach: the URL as typed, and the addresses DNS gives at each attempt.
import { describe, expect, it } from "vitest";
import { checkWebhookUrl, isPublicAddress, resolveTarget, type LookupAll } from "./address";

const production = { allowPrivate: false };
const dev = { allowPrivate: true };

describe("isPublicAddress", () => {
  it.each([
    "127.0.0.1", "127.1.2.3", "10.0.0.1", "10.255.255.255", "172.16.0.1", "172.31.255.1", "192.168.1.1", "169.254.169.254", "169.254.0.1",
    "100.64.0.1", "100.127.255.254", "0.0.0.0", "224.0.0.1", "255.255.255.255", "192.0.2.10", "198.18.0.1",
    "::", "::1", "fc00::1", "fd00:ec2::254", "fe80::1", "ff02::1", "::ffff:127.0.0.1", "::ffff:10.0.0.1", "::ffff:7f00:1", "64:ff9b::a9fe:a9fe", "2002:0a00:0001::1", "::127.0.0.1", "2001:db8::1",
    "not-an-ip", "",
  ])("refuses %s", (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(["93.184.216.34", "8.8.8.8", "172.32.0.1", "100.128.0.1", "2606:4700:4700::1111", "::ffff:93.184.216.34", "2a00:1450:4001:80e::200e"])("allows %s", (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });
});

describe("checkWebhookUrl", () => {
  it("wants https in production, and a public host", () => {
    expect(checkWebhookUrl("https://hooks.example.com/in?x=1#frag", production)).toMatchObject({ ok: true });
    expect(checkWebhookUrl("https://hooks.example.com/in#frag", production).ok && checkWebhookUrl("https://hooks.example.com/in#frag", production)).toMatchObject({ url: new URL("https://hooks.example.com/in") });
    expect(checkWebhookUrl("http://hooks.example.com/in", production)).toEqual({ ok: false, code: "HTTPS_REQUIRED" });
    expect(checkWebhookUrl("http://127.0.0.1:8080/in", production)).toEqual({ ok: false, code: "HTTPS_REQUIRED" });
    for (const url of ["https://127.0.0.1/in", "https://10.1.2.3/in", "https://169.254.169.254/latest", "https://[::1]/in", "https://[fc00::1]/in", "https://localhost/in", "https://a.localhost/in", "https://[::ffff:127.0.0.1]/"]) {
      expect(checkWebhookUrl(url, production), url).toEqual({ ok: false, code: "PRIVATE_ADDRESS" });
    }
    expect(checkWebhookUrl("ftp://hooks.example.com/", production)).toEqual({ ok: false, code: "INVALID_URL" });
    expect(checkWebhookUrl("javascript:alert(1)", production)).toEqual({ ok: false, code: "INVALID_URL" });
    expect(checkWebhookUrl("hooks.example.com", production)).toEqual({ ok: false, code: "INVALID_URL" });
    expect(checkWebhookUrl(`https://hooks.example.com/${"a".repeat(2100)}`, production)).toEqual({ ok: false, code: "INVALID_URL" });
    expect(checkWebhookUrl("https://user:pw@hooks.example.com/", production)).toEqual({ ok: false, code: "CREDENTIALS_IN_URL" });
  });

  it("allows http only to this machine, and only where private addresses are allowed", () => {
    expect(checkWebhookUrl("http://127.0.0.1:4000/in", dev)).toMatchObject({ ok: true });
    expect(checkWebhookUrl("http://localhost:4000/in", dev)).toMatchObject({ ok: true });
    expect(checkWebhookUrl("http://[::1]:4000/in", dev)).toMatchObject({ ok: true });
    expect(checkWebhookUrl("http://10.0.0.2/in", dev)).toEqual({ ok: false, code: "HTTPS_REQUIRED" });
    expect(checkWebhookUrl("http://hooks.example.com/in", dev)).toEqual({ ok: false, code: "HTTPS_REQUIRED" });
    expect(checkWebhookUrl("https://10.0.0.2/in", dev)).toMatchObject({ ok: true });
  });
});

describe("resolveTarget", () => {
  const answers = (...addresses: string[]): LookupAll => async () => addresses.map((address) => ({ address, family: address.includes(":") ? 6 : 4 }));
  const url = new URL("https://hooks.customer.example/in");

  it("in production refuses a name that resolves to a private address, even among public ones", async () => {
    for (const address of ["127.0.0.1", "10.0.0.5", "169.254.169.254", "::1", "fc00::5", "fe80::1", "100.64.1.1"]) {
      expect(await resolveTarget(url, production, answers(address)), address).toEqual({ ok: false, code: "PRIVATE_ADDRESS" });
    }
    expect(await resolveTarget(url, production, answers("93.184.216.34", "10.0.0.5"))).toEqual({ ok: false, code: "PRIVATE_ADDRESS" });
  });

  it("pins the first checked address; DNS failures and empty answers are failures", async () => {
    expect(await resolveTarget(url, production, answers("93.184.216.34", "2606:4700::1"))).toEqual({ ok: true, address: "93.184.216.34", family: 4 });
    expect(await resolveTarget(url, dev, answers("10.0.0.5"))).toEqual({ ok: true, address: "10.0.0.5", family: 4 });
    expect(await resolveTarget(url, production, answers())).toEqual({ ok: false, code: "DNS_FAILED" });
    expect(await resolveTarget(url, production, async () => { throw new Error("ENOTFOUND"); })).toEqual({ ok: false, code: "DNS_FAILED" });
    expect(await resolveTarget(new URL("https://[2606:4700::1]/x"), production, answers("10.0.0.1"))).toEqual({ ok: true, address: "2606:4700::1", family: 6 });
  });
});
