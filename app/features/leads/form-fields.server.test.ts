import { describe, expect, it } from "vitest";
import { formFields } from "./form-fields.server.ts";

const post = (body: string) => new Request("http://site.test/contact", { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body });

describe("formFields", () => {
  it("reads each field as its text; a field sent twice as the list of its values", async () => {
    const input = await formFields(post("firstName=Ada&email=a%40b.co&email=c%40d.co"));
    expect({ ...input }).toEqual({ firstName: "Ada", email: ["a@b.co", "c@d.co"] });
  });

  it("a field named like an object's own machinery is just a field", async () => {
    const input = await formFields(post("__proto__=x&__proto__=y&constructor=z&firstName=Ada"));
    expect(Object.getPrototypeOf(input)).toBeNull();
    expect(input.firstName).toBe("Ada");
    expect(input.constructor).toBe("z");
    expect(Object.keys(input).sort()).toEqual(["__proto__", "constructor", "firstName"]);
  });

  it("a body that cannot be read is an empty form", async () => {
    const input = await formFields(new Request("http://site.test/contact", { method: "POST", headers: { "content-type": "multipart/form-data; boundary=x" }, body: "nonsense" }));
    expect(Object.keys(input)).toEqual([]);
  });

  it("a body of one name repeated up to the 64 KB limit costs a few milliseconds, not a second", async () => {
    const before = process.threadCpuUsage();
    const input = await formFields(post("a=&".repeat(21_000)));
    const used = process.threadCpuUsage(before);
    expect(input.a).toHaveLength(21_000);
    expect((used.user + used.system) / 1000).toBeLessThan(100);
  });
});
