import { describe, expect, it } from "vitest";
import { renderToString } from "react-dom/server";
import { defineIsland, IslandRendererProvider } from "./define.tsx";

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}
const GreetingIsland = defineIsland("greeting", Greeting);

describe("defineIsland", () => {
  it("on a public page: the component's own HTML inside its marked element, with its props as JSON", () => {
    const html = renderToString(
      <IslandRendererProvider value={(node, prefix) => renderToString(node, { identifierPrefix: prefix })}>
        <GreetingIsland name={'Ada "<b>"'} />
      </IslandRendererProvider>,
    );
    expect(html).toMatch(/^<div class="contents" data-island="greeting" data-island-id="greeting[^"]+" data-island-props="\{&quot;name&quot;:&quot;Ada \\&quot;&lt;b&gt;\\&quot;&quot;\}"><p>Hello <!-- -->Ada &quot;&lt;b&gt;&quot;<\/p><\/div>$/);
  });

  it("where the whole app hydrates (admin): the component itself", () => {
    expect(renderToString(<GreetingIsland name="Ada" />)).toBe("<p>Hello <!-- -->Ada</p>");
  });

  it("props must survive JSON (checked by the type system)", () => {
    // @ts-expect-error a function prop does not travel in the HTML
    defineIsland("bad", ({ onDone }: { onDone: () => void }) => <button onClick={onDone} />);
    // @ts-expect-error nor does a Date
    defineIsland("bad-date", ({ at }: { at: Date }) => <time>{at.toISOString()}</time>);
    expect(GreetingIsland.islandName).toBe("greeting");
  });
});
