import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

/**
 * schema.org's vocabulary as the `schema-dts` package ships it (generated from schema.org's
 * own data): every type with the properties it and its supertypes define, and every
 * enumeration member. A runtime check of JSON-LD against it: unknown types, unknown
 * properties and unknown enumeration values are reported, as a validator would.
 */
interface Vocabulary {
  /** Type name → property names it may carry (inherited ones included). */
  properties: Map<string, Set<string>>;
  /** "https://schema.org/EventCancelled", … */
  enumerationMembers: Set<string>;
}

let vocabulary: Vocabulary | undefined;

function loadVocabulary(): Vocabulary {
  const require = createRequire(import.meta.url);
  const file = path.join(path.dirname(require.resolve("schema-dts/package.json")), "dist/schema.d.ts");
  const source = readFileSync(file, "utf8");

  // interface EventBase extends ThingBase { "about"?: …; }   and   interface ExerciseGymLeaf extends LocalBusinessBase { "@type": "ExerciseGym"; }
  const interfaces = new Map<string, { parents: string[]; own: string[] }>();
  for (const match of source.matchAll(/^(?:export )?interface (\w+)(?: extends ([^{]+))? \{\n([\s\S]*?)^\}/gm)) {
    const [, name = "", parents = "", body = ""] = match;
    interfaces.set(name, {
      parents: parents
        .split(",")
        .map((parent) => parent.trim())
        .filter((parent) => /^\w+$/.test(parent)),
      own: [...body.matchAll(/^ {4}"([^"@][^"]*)"\??:/gm)].map((property) => property[1] ?? ""),
    });
  }
  const collect = (name: string, into: Set<string>, seen = new Set<string>()) => {
    if (seen.has(name)) return into;
    seen.add(name);
    const found = interfaces.get(name);
    if (!found) return into;
    for (const property of found.own) into.add(property);
    for (const parent of found.parents) collect(parent, into, seen);
    return into;
  };
  const properties = new Map<string, Set<string>>();
  for (const match of source.matchAll(/^export interface (\w+)Leaf extends [^{]+\{\n {4}"@type": "(\w+)";/gm)) {
    const [, leaf = "", type = ""] = match;
    properties.set(type, collect(`${leaf}Leaf`, new Set()));
  }
  const enumerationMembers = new Set(
    [...source.matchAll(/"(https:\/\/schema\.org\/\w+)"/g)].map((match) => match[1] ?? ""),
  );
  return { properties, enumerationMembers };
}

export function schemaOrgVocabulary(): Vocabulary {
  vocabulary ??= loadVocabulary();
  return vocabulary;
}

/** Everything in a JSON-LD document that schema.org does not define, as "path: problem" lines. */
export function schemaOrgProblems(document: unknown): string[] {
  const { properties, enumerationMembers } = schemaOrgVocabulary();
  const problems: string[] = [];
  const visit = (value: unknown, where: string) => {
    if (Array.isArray(value)) {
      for (const [index, item] of value.entries()) visit(item, `${where}[${index}]`);
      return;
    }
    if (typeof value === "string") {
      if (value.startsWith("https://schema.org/") && !enumerationMembers.has(value) && !properties.has(value.slice(19)))
        problems.push(`${where}: ${value} is not a schema.org term`);
      return;
    }
    if (typeof value !== "object" || value === null) return;
    const node = value as Record<string, unknown>;
    const type = node["@type"];
    const allowed = typeof type === "string" ? properties.get(type) : undefined;
    if (typeof type === "string" && !allowed) problems.push(`${where}: no schema.org type ${type}`);
    for (const [key, child] of Object.entries(node)) {
      if (key.startsWith("@")) {
        if (key === "@graph") visit(child, `${where}.@graph`);
        continue;
      }
      if (allowed && !allowed.has(key)) problems.push(`${where}: ${type} has no property ${key}`);
      visit(child, `${where}.${key}`);
    }
  };
  visit(document, "$");
  return problems;
}

/** The nodes of a JSON-LD document (its @graph, or itself) of one type. */
export function nodesOfType(document: unknown, type: string): Record<string, unknown>[] {
  const root = document as Record<string, unknown>;
  const nodes = Array.isArray(root["@graph"]) ? (root["@graph"] as Record<string, unknown>[]) : [root];
  return nodes.filter((node) => node["@type"] === type);
}

/**
 * What Google's Event rich result requires (name, startDate, location with an address) and
 * recommends (endDate, eventStatus, eventAttendanceMode, organizer, performer, offers, image,
 * description), for one Event node.
 */
export function googleEventProblems(event: Record<string, unknown>): string[] {
  const problems: string[] = [];
  const required = ["name", "startDate", "location"];
  const recommended = [
    "endDate",
    "eventStatus",
    "eventAttendanceMode",
    "organizer",
    "performer",
    "offers",
    "image",
    "description",
  ];
  for (const key of [...required, ...recommended]) if (event[key] === undefined) problems.push(`missing ${key}`);
  const location = event.location as Record<string, unknown> | undefined;
  if (location && (location.name === undefined || location.address === undefined))
    problems.push("location needs a name and an address");
  for (const key of ["startDate", "endDate"]) {
    const date = event[key];
    if (typeof date === "string" && !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?(Z|[+-]\d{2}:\d{2})$/.test(date))
      problems.push(`${key} ${date} has no UTC offset`);
  }
  return problems;
}
