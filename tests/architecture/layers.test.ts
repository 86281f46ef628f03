import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { projectImports, projectRoot, targetOf } from "./import-graph.ts";

/**
 * The house rules of DEVELOPERS.md ("Layers" and "Imports"), checked on every source file
 * so they stay true as the code grows.
 */
const layerOf = (file: string): string => {
  if (file === "app/root.tsx" || file === "app/entry.server.tsx" || file === "app/services.server.ts") return "shell";
  const [, layer] = /^app\/([^/]+)\//.exec(file) ?? [];
  return layer ?? "outside";
};

/** Which layers each layer may import (DEVELOPERS.md, "Layers"). */
const allowed: Record<string, string[]> = {
  shell: ["shell", "features", "components", "content", "platform", "styles"],
  routes: ["shell", "features", "components", "content", "platform", "routes"],
  features: ["features", "components", "content", "platform"],
  components: ["components", "content"],
  content: ["content"],
  platform: ["platform", "content"],
};

const isTest = (file: string) => /\.test\.tsx?$/.test(file);

describe("imports", () => {
  it("name project files through #app/… (and #server/, #tests/…) with their extension, or a sibling as ./name.ext", () => {
    const wrong = projectImports
      .filter((ref) => {
        if (ref.specifier.startsWith("./+types/")) return false; // React Router's generated route types
        if (ref.specifier.startsWith("#"))
          return !/^#(app|server|scripts|tests|e2e|bench)\/.+\.\w+(\?\w+)?$/.test(ref.specifier);
        return !/^\.\/[^/]+\.\w+(\?\w+)?$/.test(ref.specifier);
      })
      .map((ref) => `${ref.file}: ${ref.specifier}`);
    expect(wrong).toEqual([]);
  });

  it("name files that exist", () => {
    const missing = projectImports
      .filter((ref) => !ref.specifier.startsWith("./+types/"))
      .filter((ref) => !existsSync(path.join(projectRoot, targetOf(ref))))
      .map((ref) => `${ref.file}: ${ref.specifier}`);
    expect(missing).toEqual([]);
  });
});

describe("layers", () => {
  const appImports = projectImports.filter(
    (ref) => ref.file.startsWith("app/") && !isTest(ref.file) && !ref.specifier.startsWith("./+types/"),
  );

  it("go one way: routes → features → components → content, with platform beside them", () => {
    const wrong = appImports
      .filter((ref) => {
        const from = layerOf(ref.file);
        const to = layerOf(targetOf(ref));
        // A feature may know the shape of the services it is handed, never create or fetch them.
        if (from === "features" && to === "shell" && ref.typeOnly) return false;
        return !(allowed[from] ?? []).includes(to);
      })
      .map((ref) => `${ref.file} (${layerOf(ref.file)}) imports ${ref.specifier} (${layerOf(targetOf(ref))})`);
    expect(wrong).toEqual([]);
  });

  it("keep each route's own files to itself: nothing imports a route", () => {
    const wrong = projectImports
      .filter((ref) => targetOf(ref).startsWith("app/routes/") && !ref.specifier.startsWith("./+types/"))
      .filter(
        (ref) =>
          path.posix.dirname(targetOf(ref)) !== path.posix.dirname(ref.file) || !ref.file.startsWith("app/routes/"),
      )
      .map((ref) => `${ref.file}: ${ref.specifier}`);
    expect(wrong).toEqual([]);
  });

  it("keep the production server apart from build scripts and tests", () => {
    const wrong = projectImports
      .filter((ref) => ref.file.startsWith("server/") && !isTest(ref.file))
      .filter((ref) => !/^(server|app\/platform)\//.test(targetOf(ref)))
      .map((ref) => `${ref.file}: ${ref.specifier}`);
    expect(wrong).toEqual([]);
  });
});

describe("booking's rows", () => {
  it("are written by app/features/booking alone (decision 0042): places, waitlists and counts have one owner", () => {
    const files = execFileSync(
      "git",
      ["ls-files", "--cached", "--others", "--exclude-standard", "app", "server", "scripts"],
      {
        cwd: path.resolve(import.meta.dirname, "../.."),
        encoding: "utf8",
      },
    )
      .split("\n")
      .filter(
        (file) => /\.(ts|tsx)$/.test(file) && !/\.(test|spec)\.tsx?$/.test(file) && !file.includes("test-support"),
      )
      .filter((file) => !file.startsWith("app/features/booking/"));
    const writers = files.filter((file) =>
      /\b(insertInto|updateTable|deleteFrom)\(\s*["'`](bookings|class_sessions)\b/.test(
        readFileSync(path.resolve(import.meta.dirname, "../..", file), "utf8"),
      ),
    );
    expect(writers).toEqual([]);
  });
});
