import { describe, expect, it } from "vitest";
import { projectImports, targetOf } from "./import-graph.ts";

/**
 * Features depend on each other one way (DEVELOPERS.md, "Layers"): no circle of imports
 * runs through two features, that is no module comes back to itself through another
 * feature's modules. Such a circle (booking's mail calling attendance, whose reminders read
 * booking's mail; the demo accounts granting a staff role, whose rules asked which accounts
 * are demos) makes the two features one in all but name, and the order their modules load
 * in a matter of luck. It is broken by moving the shared part down into the feature both
 * read, or by one feature announcing an event the other subscribes to (wired in
 * app/services.server.ts).
 *
 * The graph is every import between production files of app/features, type-only ones
 * included (a type is a dependency too); a circle inside one feature is that feature's own
 * business.
 */
const isProductionFeatureFile = (file: string) =>
  file.startsWith("app/features/") && !/\.(test|spec)\.tsx?$/.test(file) && !file.includes("test-support");
const featureOf = (file: string) => file.split("/")[2] ?? "";

const graph = new Map<string, Set<string>>();
for (const ref of projectImports) {
  if (!isProductionFeatureFile(ref.file) || ref.specifier.startsWith("./+types/")) continue;
  const target = targetOf(ref);
  if (!isProductionFeatureFile(target)) continue;
  const edges = graph.get(ref.file) ?? new Set<string>();
  edges.add(target);
  graph.set(ref.file, edges);
}

/** Tarjan's strongly connected components: each is a set of files that all reach each other. */
function components(edges: Map<string, Set<string>>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (file: string) => {
    index.set(file, index.size);
    low.set(file, index.get(file) as number);
    stack.push(file);
    onStack.add(file);
    for (const next of edges.get(file) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(file, Math.min(low.get(file) as number, low.get(next) as number));
      } else if (onStack.has(next)) {
        low.set(file, Math.min(low.get(file) as number, index.get(next) as number));
      }
    }
    if (low.get(file) === index.get(file)) {
      const component: string[] = [];
      let member: string | undefined;
      do {
        member = stack.pop() as string;
        onStack.delete(member);
        component.push(member);
      } while (member !== file);
      found.push(component);
    }
  };
  for (const file of [...edges.keys()].sort()) if (!index.has(file)) visit(file);
  return found;
}

/** One circle through `from` inside its component, as "a → b → … → a", for the failure message. */
function circleThrough(from: string, within: Set<string>): string {
  const previous = new Map<string, string>();
  const queue = [from];
  while (queue.length > 0) {
    const file = queue.shift() as string;
    for (const next of [...(graph.get(file) ?? [])].sort()) {
      if (!within.has(next)) continue;
      if (next === from) {
        const path = [file];
        while (path[0] !== from) path.unshift(previous.get(path[0] as string) as string);
        return [...path, from].join(" → ");
      }
      if (!previous.has(next)) {
        previous.set(next, file);
        queue.push(next);
      }
    }
  }
  return from;
}

describe("features", () => {
  it("import each other one way: no circle of imports runs through two features", () => {
    const circles = components(graph)
      .filter((component) => new Set(component.map(featureOf)).size > 1)
      .map((component) => circleThrough([...component].sort()[0] as string, new Set(component)));
    expect(circles).toEqual([]);
  });

  it("are read from the import graph (the check above sees the imports between features)", () => {
    expect(graph.get("app/features/booking/booking-mail.server.ts")).toContain(
      "app/features/attendance/booking-changes.server.ts",
    );
  });
});
