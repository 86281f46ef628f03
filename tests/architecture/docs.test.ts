import { execFileSync } from "node:child_process";
import { existsSync, globSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Docs that stay true: every file the documentation and the code comments name exists,
 * every decision they cite exists, and each decision record has a date, a status and a
 * line in the index.
 *
 * What counts as a path: a token that starts with one of the repository's top-level
 * folders or files (`app/…`, `server/…`, `README.md`…), or an import such as `#app/…`.
 * In Markdown, the backticked ones and link targets; in code comments, any. A path with
 * `*` is a glob and must match something; `<name>`, `…` and `NNNN` are placeholders (any
 * one segment). `docs/decisions/0020` names a record by its number. Folders the build and the
 * server create (build/, data/…) are not in the repository and are not checked.
 */
const projectRoot = path.resolve(import.meta.dirname, "../..");

const trackedFiles = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard"], {
  cwd: projectRoot,
  encoding: "utf8",
})
  .split("\n")
  .filter((file) => file && existsSync(path.join(projectRoot, file)));

const topLevel = [...new Set(trackedFiles.map((file) => file.split("/")[0] as string))];
const generated = [
  "build",
  "data",
  "node_modules",
  ".react-router",
  "test-results",
  "playwright-report",
  "bench/results",
];
const roots = [...topLevel, ...generated];

const read = (file: string) => readFileSync(path.join(projectRoot, file), "utf8");

/** The repository path a token names, or null when it is not a path (a URL, a package, a word). */
function pathOf(token: string): string | null {
  const cleaned = token.replace(/^#(?=(app|server|scripts|tests|e2e|bench)\/)/, "").replace(/[.,:;)]+$/, "");
  if (/^\w+:\/\//.test(cleaned)) return null;
  const first = cleaned.split("/")[0] ?? "";
  if (!roots.includes(first) && !roots.some((root) => cleaned.startsWith(`${root}/`))) return null;
  if (cleaned !== first && !cleaned.includes("/")) return null;
  return cleaned;
}

/** Why `reference` names nothing, or null when it names something that exists. */
function missing(reference: string): string | null {
  if (generated.some((root) => reference === root || reference.startsWith(`${root}/`))) return null;
  const decision = /^docs\/decisions\/(\d{4})$/.exec(reference);
  if (decision) return decisionFile(decision[1] as string) ? null : "no such decision";
  const pattern = reference.replace(/<[^>/]+>|…/g, "*").replace(/\bNNNN\b/g, "*");
  if (pattern.includes("*")) {
    return globSync(pattern.replace(/\/$/, ""), { cwd: projectRoot }).length > 0 ? null : "matches no file";
  }
  return existsSync(path.join(projectRoot, reference)) ? null : "does not exist";
}

const decisionFiles = trackedFiles.filter((file) => /^docs\/decisions\/\d{4}-.+\.md$/.test(file));
const decisionFile = (number: string) => decisionFiles.find((file) => file.startsWith(`docs/decisions/${number}-`));

const markdownFiles = trackedFiles.filter((file) => file.endsWith(".md"));
const commentedFiles = trackedFiles.filter((file) => /\.(ts|tsx|css)$/.test(file) || file === ".ci/run");

/** Backticked tokens and link targets of a Markdown file (links resolved from the file's folder). */
function markdownReferences(file: string): string[] {
  const text = read(file);
  const backticked = [...text.matchAll(/`([^`\s]+)`/g)].map((match) => match[1] as string);
  const links = [...text.matchAll(/\]\(([^)\s#]+)(#[^)]*)?\)/g)]
    .map((match) => match[1] as string)
    .filter((target) => !/^\w+:/.test(target))
    .map((target) => path.posix.normalize(path.posix.join(path.posix.dirname(file), target)));
  return [...backticked.map(pathOf).filter((ref): ref is string => ref !== null), ...links];
}

/** Path-like tokens in a source file's comments. */
function commentReferences(file: string): string[] {
  const text = read(file);
  const comments =
    file === ".ci/run"
      ? [...text.matchAll(/^\s*#(.*)$/gm)].map((match) => match[1] as string)
      : [...text.matchAll(/\/\*[\s\S]*?\*\/|(?<![:"'`\w])\/\/[^\n]*/g)].map((match) => match[0]);
  return comments
    .flatMap((comment) => comment.split(/[\s()"'`,[\]{}]+/))
    .map(pathOf)
    .filter((ref): ref is string => ref !== null && /(\.\w+|\/|\/\d{4})$/.test(ref));
}

describe("documentation and comments", () => {
  it("name files that exist (Markdown: backticked paths and links)", () => {
    const broken = markdownFiles.flatMap((file) =>
      markdownReferences(file).flatMap((reference) => {
        const problem = missing(reference);
        return problem ? [`${file}: ${reference} ${problem}`] : [];
      }),
    );
    expect(broken).toEqual([]);
  });

  it("name files that exist (code comments)", () => {
    const broken = commentedFiles.flatMap((file) =>
      commentReferences(file).flatMap((reference) => {
        const problem = missing(reference);
        return problem ? [`${file}: ${reference} ${problem}`] : [];
      }),
    );
    expect(broken).toEqual([]);
  });

  it("cite decisions that exist", () => {
    const cited = [...markdownFiles, ...commentedFiles].flatMap((file) =>
      [...read(file).matchAll(/\b(?:[Dd]ecisions?|[Ss]uperseded by|see) (\d{4})\b/g)].map((match) => ({
        file,
        number: match[1] as string,
      })),
    );
    expect(cited.length).toBeGreaterThan(0);
    expect(cited.filter(({ number }) => !decisionFile(number)).map(({ file, number }) => `${file}: ${number}`)).toEqual(
      [],
    );
  });
});

describe("decision records", () => {
  const index = read("docs/decisions/README.md");

  it.each(decisionFiles)("%s has a date and a status, and a superseding record that exists", (file) => {
    const text = read(file);
    expect(text).toMatch(/^Date: \d{4}-\d{2}-\d{2}$/m);
    const status = /^Status: (.+)$/m.exec(text)?.[1] ?? "";
    expect(status).toMatch(/^(Accepted|Superseded by \d{4}|Accepted; partly superseded by \d{4} \(.+\))$/);
    for (const [, number] of status.matchAll(/superseded by (\d{4})/gi)) {
      expect(decisionFile(number as string), `record ${number}`).toBeDefined();
    }
  });

  it("are all listed in docs/decisions/README.md with their status, and it lists nothing else", () => {
    const listed = [...index.matchAll(/\]\((\d{4}-[^)]+\.md)\)/g)].map((match) => `docs/decisions/${match[1]}`);
    expect(listed.sort()).toEqual([...decisionFiles].sort());
    for (const file of decisionFiles) {
      const status = /^Status: (.+)$/m.exec(read(file))?.[1] ?? "";
      const line = index.split("\n").find((entry) => entry.includes(`(${path.posix.basename(file)})`)) ?? "";
      expect(line, `${file} in the index`).toContain(status.split(" (")[0]);
    }
  });
});

describe("the Node version", () => {
  const nvmrc = read(".nvmrc").trim();
  const pkg = JSON.parse(read("package.json")) as {
    engines: { node: string };
    devDependencies: Record<string, string>;
  };

  it("is one: .nvmrc, engines, the node package the npm scripts run on, and the README agree", () => {
    expect(nvmrc).toMatch(/^\d+$/);
    expect(pkg.engines.node).toBe(`>=${nvmrc}`);
    expect(pkg.devDependencies.node?.split(".")[0]).toBe(nvmrc);
    expect(read("README.md")).toContain(`Node ${nvmrc}`);
    expect(read("README.md")).not.toMatch(/Node(\.js)? (1[0-9]|2[0-3])\b(?! or newer)/);
  });
});
