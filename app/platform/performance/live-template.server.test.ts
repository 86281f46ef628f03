import { describe, expect, it } from "vitest";
import {
  type CapturedSlot,
  cutTemplate,
  dataScripts,
  fillTemplate,
  jsonLdBlock,
  keptData,
  liveValuesBlock,
} from "./live-template.server.ts";

/** A page as a capture renders it: nonce `T`, the slot's edges marked, React Router's data at the end. */
function capturedPage({ spots, events }: { spots: number; events: unknown }) {
  const chunks = [`[{"spots":${spots}}]\n`];
  const html =
    `<html><head><script nonce="T">boot()</script>${jsonLdBlock(events)}</head><body><p>Yoga</p>` +
    `<td><ironpeak-slot data-open="0"></ironpeak-slot><span>${spots} spots left</span><ironpeak-slot data-close="0"></ironpeak-slot></td>` +
    `${dataScripts(chunks, "T")}</body></html>`;
  return { html, chunks };
}

const drawnAlone = (next: unknown[]) => `<span>${(next[0] as { spots: number }).spots} spots left</span>`;

function slot(spots: number, drawAlone: CapturedSlot["drawAlone"] = drawnAlone): CapturedSlot {
  return { at: [["places", "yoga"]], values: [{ spots }], drawAlone };
}

describe("a page kept as a template", () => {
  it("is cut where requests differ, and filled per request gives the page React would render for it", () => {
    const first = capturedPage({ spots: 3, events: { remaining: 3 } });
    const cut = cutTemplate(first.html, {
      token: "T",
      chunks: first.chunks,
      live: { places: { yoga: { spots: 3 } }, events: { remaining: 3 } },
      slots: [slot(3)],
    });
    expect(cut.problem).toBeUndefined();
    expect(cut.page).not.toContain("ironpeak-slot");
    const template = cut.template;
    if (!template) throw new Error("no template");

    const later = capturedPage({ spots: 2, events: { remaining: 2 } });
    const filled = fillTemplate(template, {
      nonce: "N2",
      data: later.chunks,
      live: { places: { yoga: { spots: 2 } }, events: { remaining: 2 } },
    });
    expect(filled?.toString()).toBe(
      later.html.replace(/<ironpeak-slot[^>]*><\/ironpeak-slot>/g, "").replaceAll('"T"', '"N2"'),
    );
  });

  it("asks for a full rendering when a slot meets a value it cannot draw alone", () => {
    const first = capturedPage({ spots: 3, events: { remaining: 3 } });
    const live = { places: { yoga: { spots: 3 } }, events: { remaining: 3 } };
    // Drawn alone it would not be what the page had: its new values need the whole page.
    const { template } = cutTemplate(first.html, {
      token: "T",
      chunks: first.chunks,
      live,
      slots: [slot(3, () => "<span>something else</span>")],
    });
    if (!template) throw new Error("no template");
    expect(fillTemplate(template, { nonce: "N", data: first.chunks, live })).toBeDefined();
    expect(
      fillTemplate(template, { nonce: "N", data: first.chunks, live: { ...live, places: { yoga: { spots: 1 } } } }),
    ).toBeUndefined();
  });

  it("is not kept when React Router's data scripts are not where and what they are expected to be", () => {
    const first = capturedPage({ spots: 3, events: {} });
    const cut = cutTemplate(first.html, { token: "T", chunks: ["other data"], live: {}, slots: [slot(3)] });
    expect(cut.template).toBeUndefined();
    expect(cut.problem).toMatch(/data scripts/);
  });

  it("kept for members, takes the live values' JSON block per request and the data scripts made once", () => {
    const chunks = ['[{"live":"in the document"}]\n'];
    const page = (spots: number, nonce: string) =>
      `<html><body><td><ironpeak-slot data-open="0"></ironpeak-slot><span>${spots} spots left</span><ironpeak-slot data-close="0"></ironpeak-slot></td>` +
      `${liveValuesBlock(JSON.stringify({ places: { yoga: { spots } } }))}${dataScripts(chunks, nonce)}</body></html>`;
    const { template, problem } = cutTemplate(page(3, "T"), {
      token: "T",
      chunks,
      live: { places: { yoga: { spots: 3 } } },
      slots: [slot(3)],
      liveJson: JSON.stringify({ places: { yoga: { spots: 3 } } }),
    });
    expect(problem).toBeUndefined();
    if (!template) throw new Error("no template");

    const filled = fillTemplate(template, {
      nonce: "N",
      data: keptData(chunks),
      live: { places: { yoga: { spots: 1 } } },
      liveJson: JSON.stringify({ places: { yoga: { spots: 1 } } }),
    });
    expect(filled?.toString()).toBe(page(1, "N").replace(/<ironpeak-slot[^>]*><\/ironpeak-slot>/g, ""));
    // A template with a block of live values cannot be filled without them.
    expect(
      fillTemplate(template, { nonce: "N", data: chunks, live: { places: { yoga: { spots: 3 } } } }),
    ).toBeUndefined();
  });
});
