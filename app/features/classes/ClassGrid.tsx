import { type ReactNode, useState } from "react";
import { collapsedClassCount } from "#app/content/classes.ts";
import { ClassCard, type ClassCardData } from "./ClassCard.tsx";
import { scrollToTop } from "./scrollToTop.ts";

/** The classes page grid: eight cards until the visitor asks for all of them. `corner` adds to a card (a member's save star). */
export function ClassGrid({
  classes,
  corner,
}: {
  classes: ClassCardData[];
  corner?: (gymClass: ClassCardData) => ReactNode;
}) {
  const [expanded, setExpanded] = useState(false);
  const shown = expanded ? classes : classes.slice(0, collapsedClassCount);

  return (
    <>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {shown.map((gymClass) => (
          <li key={gymClass.title}>
            <ClassCard gymClass={gymClass} corner={corner?.(gymClass)} />
          </li>
        ))}
      </ul>
      {classes.length > collapsedClassCount ? (
        <div className="mt-12 flex justify-center">
          <button
            type="button"
            className="button-outline"
            aria-expanded={expanded}
            onClick={() => {
              setExpanded(!expanded);
              scrollToTop();
            }}
          >
            {expanded ? "Show less" : "Show more"}
          </button>
        </div>
      ) : null}
    </>
  );
}
