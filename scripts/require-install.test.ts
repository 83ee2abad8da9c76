import { expect, it } from "vitest";
import { staleDependencies } from "./require-install.js";

it("node_modules holds every direct dependency at the version package-lock.json locks", () => {
  expect(staleDependencies()).toEqual([]);
});
