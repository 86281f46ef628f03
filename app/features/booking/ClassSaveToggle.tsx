import { Star } from "lucide-react";
import { useEffect, useState, useSyncExternalStore } from "react";

/**
 * The star on a /classes card: saves the class type to the member's classes. /classes is
 * the same page for everyone (decision 0071), so this module is loaded only once the page knows a member is
 * signed in (React.lazy in app/routes/classes.tsx), and asks the JSON API for the saved list.
 */
interface SavedState {
  userId: string;
  status: "loading" | "ready" | "failed";
  saved: ReadonlySet<string>;
}

let state: SavedState = { userId: "", status: "loading", saved: new Set() };
const listeners = new Set<() => void>();

function update(next: SavedState) {
  state = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

async function readSavedList(response: Response): Promise<string[]> {
  if (!response.ok) throw new Error(`saved classes: ${response.status}`);
  const body = (await response.json()) as { savedClasses?: unknown };
  return Array.isArray(body.savedClasses) ? body.savedClasses.filter((item) => typeof item === "string") : [];
}

/** Loads the member's list once per member (a sign-in as someone else starts over). */
function load(userId: string) {
  if (state.userId === userId) return;
  update({ userId, status: "loading", saved: new Set() });
  fetch("/api/saved-classes", { credentials: "same-origin", cache: "no-store" })
    .then(readSavedList)
    .then((saved) => {
      if (state.userId === userId) update({ userId, status: "ready", saved: new Set(saved) });
    })
    .catch(() => {
      if (state.userId === userId) update({ userId, status: "failed", saved: new Set() });
    });
}

async function setSaved(slug: string, saved: boolean): Promise<boolean> {
  const { userId } = state;
  const optimistic = new Set(state.saved);
  if (saved) optimistic.add(slug);
  else optimistic.delete(slug);
  update({ ...state, saved: optimistic });
  try {
    const response = await fetch(`/api/saved-classes/${encodeURIComponent(slug)}`, {
      method: saved ? "PUT" : "DELETE",
      credentials: "same-origin",
    });
    const list = await readSavedList(response);
    if (state.userId === userId) update({ ...state, saved: new Set(list) });
    return true;
  } catch {
    const reverted = new Set(state.saved);
    if (saved) reverted.delete(slug);
    else reverted.add(slug);
    if (state.userId === userId) update({ ...state, saved: reverted });
    return false;
  }
}

export default function ClassSaveToggle({ userId, slug, title }: { userId: string; slug: string; title: string }) {
  const current = useSyncExternalStore(subscribe, () => state);
  const [message, setMessage] = useState("");
  useEffect(() => load(userId), [userId]);
  if (current.userId !== userId || current.status !== "ready") return null;
  const saved = current.saved.has(slug);

  return (
    <>
      <button
        type="button"
        className="icon-button bg-ink/70 backdrop-blur-sm"
        aria-pressed={saved}
        aria-label={saved ? `Saved: remove ${title} from my classes` : `Save ${title} to my classes`}
        title={saved ? "Saved to my classes" : "Save to my classes"}
        onClick={async () => {
          setMessage("");
          const done = await setSaved(slug, !saved);
          setMessage(
            done
              ? saved
                ? `${title} is no longer saved.`
                : `${title} is saved to your classes.`
              : `${title} could not be ${saved ? "removed" : "saved"}. Please try again.`,
          );
        }}
      >
        <Star aria-hidden="true" className={`size-5 ${saved ? "fill-accent text-accent" : ""}`} />
      </button>
      <span role="status" className="sr-only">
        {message}
      </span>
    </>
  );
}
