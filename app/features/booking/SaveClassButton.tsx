import { Star } from "lucide-react";
import { Form } from "react-router";

/** Saves a class type to the member's classes (the users document's savedShows), or removes it. */
export function SaveClassButton({
  classSlug,
  className,
  saved,
}: {
  classSlug: string;
  className: string;
  saved: boolean;
}) {
  return (
    <Form method="post" preventScrollReset>
      <input type="hidden" name="intent" value={saved ? "unsave" : "save"} />
      <input type="hidden" name="classSlug" value={classSlug} />
      <button
        type="submit"
        className="icon-button"
        aria-pressed={saved}
        aria-label={saved ? `Saved: remove ${className} from my classes` : `Save ${className} to my classes`}
        title={saved ? "Saved to my classes" : "Save to my classes"}
      >
        <Star aria-hidden="true" className={`size-5 ${saved ? "fill-accent text-accent" : ""}`} />
      </button>
    </Form>
  );
}
