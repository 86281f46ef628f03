import { createContext, createElement, type ReactNode, useContext } from "react";
import { UNSAFE_FrameworkContext, useLoaderData } from "react-router";
import { useLiveValues, withLiveValues } from "./LiveValues.tsx";

/** Where a slot's value lies in its route's `live` loader data: ["places", sessionId]. */
export type LivePath = readonly string[];

export interface LiveSlotProps {
  /** The values the slot shows, by their paths in the route's `live` loader data. */
  at: readonly LivePath[];
  /**
   * Draws the slot from those values alone (and from what the whole page shares, which the
   * closure may hold): the server fills a kept page's slot with it per request.
   */
  render: (values: unknown[]) => ReactNode;
}

/** A slot as a rendering to keep finds it: how to draw it, the values it had, React Router's framework context. */
export interface SlotSeen {
  at: readonly LivePath[];
  render: LiveSlotProps["render"];
  values: unknown[];
  framework: unknown;
}

/**
 * Set by the server while it renders a page to keep (live-documents.server.tsx): notes each
 * slot and numbers it, so its edges can be marked in the HTML. Null everywhere else.
 */
export interface LiveCapture {
  add(slot: SlotSeen): number;
}

export const LiveCaptureContext = createContext<LiveCapture | null>(null);

/** The value at `path` in a route's loader data `live`; undefined when there is none. */
export function liveValueAt(live: unknown, path: LivePath): unknown {
  let value = live;
  for (const segment of path) {
    if (value === null || typeof value !== "object") return undefined;
    value = (value as Record<string, unknown>)[segment];
  }
  return value;
}

/**
 * A part of a page that is the visitor's own or changes by the second (the places left,
 * a member's booking), drawn from the route's `live` loader data. The server renders the
 * rest of the page once per version and fills these in per request (decision 0175);
 * the browser renders it as it is. It must not stand next to bare text: a slot is an
 * element, or the only child of its parent. On a page kept for members the values are in
 * the document rather than the loader data (LiveValues.tsx).
 */
export function LiveSlot({ at, render }: LiveSlotProps) {
  const data = useLoaderData() as { live?: unknown } | undefined;
  const capture = useContext(LiveCaptureContext);
  const live = withLiveValues(data?.live, useLiveValues());
  const values = at.map((path) => liveValueAt(live, path));
  if (capture) return <CapturedLiveSlot capture={capture} at={at} render={render} values={values} />;
  // The same three children as a captured slot has (its edge marks, here none), so every
  // id React derives from a component's place in the tree is the same either way.
  return (
    <>
      {null}
      {render(values)}
      {null}
    </>
  );
}

const mark = (edge: "open" | "close", id: number) => createElement("ironpeak-slot", { [`data-${edge}`]: String(id) });

/** A slot in a rendering to keep: its edges marked with its number. */
function CapturedLiveSlot({
  capture,
  at,
  render,
  values,
}: LiveSlotProps & { capture: LiveCapture; values: unknown[] }) {
  const framework = useContext(UNSAFE_FrameworkContext);
  const id = capture.add({ at, render, values, framework });
  return (
    <>
      {mark("open", id)}
      {render(values)}
      {mark("close", id)}
    </>
  );
}
