import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { inboxFormLabels } from "#app/features/admin/form-labels.ts";
import { formIds, leadApiForms, leadForms, type FormsOfKind } from "#app/config/lead-forms.ts";
import { IslandRendererProvider } from "#app/islands/define.tsx";
import { pageFor } from "#app/pages.ts";
import { ContactFormSection } from "./contact-form-section.tsx";
import ContactFormIsland from "./contact-form.island.tsx";

/**
 * Issue 49, item 3: one id per form everywhere. The island is the form's kind's
 * (docs/decisions/107-one-island-per-form-kind.md): `contact-form` renders every contact-type
 * form, and the id it renders travels in its props; the page that holds a form names it once.
 */
const contactTypeForms = formIds.filter((id): id is FormsOfKind<"contact"> => leadForms[id].kind === "contact");

/** The island's element as a public page has it: its name and its props. */
function islandOnPage(form: FormsOfKind<"contact">) {
  const html = renderToString(
    <IslandRendererProvider value={(node, prefix) => renderToString(node, { identifierPrefix: prefix })}>
      <ContactFormSection form={form} heading="Send a message" />
    </IslandRendererProvider>,
  );
  const element = /<div [^>]*data-island="([^"]+)"[^>]*data-island-props="([^"]*)"/.exec(html);
  // React escapes an attribute's quotes and ampersands; nothing else in JSON needs it.
  const props = element?.[2]?.replaceAll("&quot;", '"').replaceAll("&amp;", "&");
  return { name: element?.[1], props: JSON.parse(props ?? "null") as unknown };
}

describe("a lead form's id, everywhere", () => {
  it("the contact-type forms are the registration's (derived, so a new one is checked below without an edit here)", () => {
    expect(contactTypeForms).toContain("contact");
    expect(contactTypeForms).not.toContain("portfolio-request");
  });

  for (const form of contactTypeForms) {
    it(`${form}: rendered by the contact-type island, whose props carry its id`, () => {
      const { source, thankYouTitle } = leadForms[form];
      expect(islandOnPage(form)).toEqual({ name: ContactFormIsland.islandName, props: { form, source, thankYouTitle } });
      expect(ContactFormIsland.islandName).toBe("contact-form");
    });
  }

  it("the inbox labels each form as its entry says (the lead API's path is the id itself: server/api/leads.ts)", () => {
    for (const id of formIds) expect(inboxFormLabels[id], id).toBe(leadForms[id].label);
  });

  it("a page that takes a form's posts names one form: its middleware, its action and the form it renders say the same id", () => {
    const routes = path.resolve(import.meta.dirname, "../../routes");
    const pages = readdirSync(routes).filter((f) => f.endsWith(".tsx"));
    const named: Record<string, string> = {};
    for (const file of pages) {
      const source = readFileSync(path.join(routes, file), "utf8");
      const ids = new Set([...source.matchAll(/(?:leadSendMiddleware|postLead|contactAction)\("([^"]+)"|<ContactFormSection form="([^"]+)"/g)].map((m) => m[1] ?? m[2]));
      if (ids.size === 0) continue;
      expect([...ids], file).toHaveLength(1);
      named[file] = [...ids][0]!;
    }
    // Every form the pages take is one of the registration's, and each has a page (but the checkout's lead: its own address).
    expect(Object.values(named).sort()).toEqual(leadApiForms.toSorted());
    // A contact-type form's registered page (where the bad-input run posts) is the one that names it.
    for (const form of contactTypeForms) expect(named[path.basename(pageFor(leadForms[form].page).file)], form).toBe(form);
  });
});
