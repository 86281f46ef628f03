import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import {
  createStaticRouter,
  type EntryContext,
  Outlet,
  type RouteObject,
  StaticRouterProvider,
  UNSAFE_FrameworkContext,
} from "react-router";
import type { LiveCapture } from "./LiveSlot.tsx";
import type { CapturedSlot } from "./live-template.server.ts";

/** The prefix of every id useId gives while a slot is drawn alone: such ids depend on the place in the page. */
const ALONE_IDS = "ironpeak-drawn-alone-";

/** What is being drawn alone now (renderToString is synchronous: one at a time). */
let drawing: ReactNode = null;

function Drawing() {
  return drawing;
}

/**
 * Draws one slot alone, inside the same routes as the page (React Router's links, forms
 * and hooks find their route, location and navigation) but with none of the page around
 * it: every route of the match renders only its child, and the last one the slot. What a
 * slot might read beyond the router is not there; the template's check finds the difference
 * (live-template.server.ts) and that slot's new values are then rendered with the whole page.
 */
function slotDrawer(context: EntryContext, framework: unknown): (node: ReactNode) => string | undefined {
  const state = context.staticHandlerContext;
  let routes: RouteObject[] = [];
  for (const { route } of state.matches.toReversed()) {
    const element = routes.length === 0 ? <Drawing /> : <Outlet />;
    const base = { id: route.id, path: route.path, caseSensitive: route.caseSensitive, element };
    routes = [route.index ? { ...base, index: true } : { ...base, children: routes }];
  }
  const router = createStaticRouter(routes, state);
  const app = (
    <UNSAFE_FrameworkContext value={framework as never}>
      <StaticRouterProvider router={router} context={state} hydrate={false} />
    </UNSAFE_FrameworkContext>
  );
  return (node) => {
    drawing = node;
    try {
      const html = renderToString(app, { identifierPrefix: ALONE_IDS });
      // An id from useId names the slot's place in the whole page, which a slot drawn alone does not have.
      return html.includes(ALONE_IDS) ? undefined : html;
    } catch {
      return undefined;
    } finally {
      drawing = null;
    }
  };
}

/** The capture of a rendering to keep: each slot noted, with how to draw it again alone. */
export function slotCapturer(slots: CapturedSlot[], context: EntryContext): LiveCapture {
  let drawer: ((node: ReactNode) => string | undefined) | undefined;
  return {
    add({ at, render, values, framework }) {
      slots.push({
        at,
        values,
        drawAlone: (next) => {
          drawer ??= slotDrawer(context, framework);
          return drawer(render(next));
        },
      });
      return slots.length - 1;
    },
  };
}
