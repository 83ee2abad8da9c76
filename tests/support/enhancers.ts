import { expect, type Page } from "@playwright/test";

/**
 * Waits until every element of the page that asks for the enhancer `name` has it attached
 * (`data-enhanced`). A test that hovers, or presses a key the enhancer answers, right after the
 * load waits for it first: a `now` enhancer arrives just after the first paint, and before it the
 * markup's native behaviour holds (decision 111), which is not what such a test checks.
 */
export async function enhanced(page: Page, name: string): Promise<void> {
  await expect(page.locator(`[data-enhance~="${name}"]`).first()).toBeAttached();
  await expect(page.locator(`[data-enhance~="${name}"]:not([data-enhanced~="${name}"])`)).toHaveCount(0);
}
