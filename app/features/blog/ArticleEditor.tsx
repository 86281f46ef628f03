import { Form } from "react-router";
import { ArtImage } from "#app/components/ui/ArtImage.tsx";
import { site } from "#app/content/site.ts";
import { OutcomeMessage } from "#app/features/booking/OutcomeMessage.tsx";
import { Choice, Field } from "#app/features/timetable/Choice.tsx";
import type { ArticleAnswer } from "./article-answer.ts";
import type { ARTICLE_LIMITS } from "./article-fields.ts";

type Option = { value: string; label: string };

export interface EditorChoices {
  trainers: Option[];
  covers: Option[];
  categories: string[];
  tags: string[];
}

const statuses = [
  { value: "draft", label: "Draft", hint: "only staff see it" },
  { value: "scheduled", label: "Scheduled", hint: "goes live by itself at the time below" },
  { value: "published", label: "Published", hint: "on the blog now" },
] as const;

/**
 * The article editor of /staff/blog: every field of an article, written in Markdown, and two
 * buttons: Preview (the server makes the text HTML as the page will show it, and the form
 * comes back as typed) and Save. Plain form posts: it works without JavaScript.
 */
export function ArticleEditor({
  values,
  version,
  choices,
  limits,
  answer,
  sending,
}: {
  values: Record<string, string>;
  /** The version the form was read at; none for a new article. */
  version?: number;
  choices: EditorChoices;
  limits: typeof ARTICLE_LIMITS;
  answer: ArticleAnswer | undefined;
  sending: boolean;
}) {
  const shown = answer?.values ?? values;
  const preview = answer?.tone === "preview" ? answer.preview : undefined;
  return (
    <div className={preview ? "grid gap-10 xl:grid-cols-2" : ""}>
      <section aria-labelledby="editor-title" className="rounded-card border border-white/8 bg-surface p-5 sm:p-6">
        <h2 id="editor-title" className="font-display text-2xl font-semibold uppercase tracking-tight">
          The article
        </h2>
        <div className="mt-4 space-y-3">
          <OutcomeMessage
            outcome={
              answer ? { tone: answer.tone === "error" ? "error" : "success", message: answer.message } : undefined
            }
          />
          {preview ? (
            <p className="xl:hidden">
              <a href="#preview-title" className="link">
                See the preview
              </a>
            </p>
          ) : null}
        </div>
        {/* Multipart: the text is sent as typed, not percent-encoded, so a long article fits a request. */}
        <Form method="post" encType="multipart/form-data" className="mt-4 grid gap-5 sm:grid-cols-2">
          {version !== undefined ? <input type="hidden" name="version" value={version} /> : null}
          <div className="sm:col-span-2">
            <Field id="article-title" label="Title">
              <input
                id="article-title"
                name="title"
                required
                maxLength={limits.titleMax}
                defaultValue={shown.title}
                className="field"
              />
            </Field>
          </div>
          <div className="sm:col-span-2">
            <Field
              id="article-slug"
              label="Address"
              hint="The end of /blog/…: lower-case letters, digits and hyphens. Left empty, it is made from the title. When it changes, the old address leads to the new one."
            >
              <input
                id="article-slug"
                name="slug"
                maxLength={limits.slugMax}
                pattern="[a-z0-9]+(-[a-z0-9]+)*"
                defaultValue={shown.slug}
                aria-describedby="article-slug-hint"
                className="field"
              />
            </Field>
          </div>
          <div className="sm:col-span-2">
            <Field
              id="article-summary"
              label="Summary"
              hint="One or two sentences: the article's card, the home page, the feed and search engines show it."
            >
              <textarea
                id="article-summary"
                name="summary"
                required
                rows={2}
                maxLength={limits.summaryMax}
                defaultValue={shown.summary}
                aria-describedby="article-summary-hint"
                className="field"
              />
            </Field>
          </div>
          <div className="sm:col-span-2">
            <Field
              id="article-body"
              label="Text, in Markdown"
              hint="## starts a section, ### a smaller one; **bold**, *italic*; lines starting with - make a list, 1. a numbered one; [words](https://…) a link. A blank line starts a new paragraph."
            >
              <textarea
                id="article-body"
                name="body"
                required
                rows={18}
                maxLength={limits.bodyMax}
                defaultValue={shown.body}
                aria-describedby="article-body-hint"
                className="field font-mono text-sm leading-relaxed"
              />
            </Field>
          </div>
          <Field id="article-category" label="Category">
            <input
              id="article-category"
              name="category"
              required
              maxLength={limits.categoryMax}
              list="article-categories"
              defaultValue={shown.category}
              className="field"
            />
          </Field>
          <datalist id="article-categories">
            {choices.categories.map((name) => (
              <option key={name} value={name} />
            ))}
          </datalist>
          <Field
            id="article-tags"
            label="Tags"
            hint={`Separated by commas, at most ${limits.tagsMax}: ${choices.tags.slice(0, 6).join(", ")}…`}
          >
            <input
              id="article-tags"
              name="tags"
              defaultValue={shown.tags}
              aria-describedby="article-tags-hint"
              className="field"
            />
          </Field>
          <Field id="article-author" label="Author">
            <Choice
              id="article-author"
              name="author"
              options={choices.trainers}
              value={shown.author}
              empty="Choose a trainer"
            />
          </Field>
          <Field id="article-cover" label="Cover picture">
            <Choice
              id="article-cover"
              name="coverPicture"
              options={choices.covers}
              value={shown.coverPicture}
              empty="Choose a picture"
            />
          </Field>
          <div className="sm:col-span-2">
            <Field
              id="article-cover-alt"
              label="What the cover picture shows"
              hint="For visitors who cannot see it. Left empty, the picture's own description."
            >
              <input
                id="article-cover-alt"
                name="coverAlt"
                maxLength={limits.altMax}
                defaultValue={shown.coverAlt}
                aria-describedby="article-cover-alt-hint"
                className="field"
              />
            </Field>
          </div>
          <fieldset className="sm:col-span-2">
            <legend className="text-sm font-medium">Status</legend>
            <div className="mt-2 flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:gap-x-6">
              {statuses.map((status) => (
                <label key={status.value} className="flex min-h-11 items-center gap-3">
                  <input
                    type="radio"
                    name="status"
                    value={status.value}
                    defaultChecked={(shown.status || "draft") === status.value}
                    className="size-5 accent-accent"
                  />
                  <span>
                    {status.label} <span className="text-sm text-muted">({status.hint})</span>
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
          <Field
            id="article-publish-at"
            label="Goes live at (when scheduled)"
            hint={`The gym's time (${site.timeZone.replaceAll("_", " ")}).`}
          >
            <input
              id="article-publish-at"
              name="publishAt"
              type="datetime-local"
              defaultValue={shown.publishAt}
              aria-describedby="article-publish-at-hint"
              className="field"
            />
          </Field>
          <div className="flex flex-wrap items-end gap-3 sm:col-span-2">
            <button type="submit" name="intent" value="save-article" className="button-primary" disabled={sending}>
              Save the article
            </button>
            <button type="submit" name="intent" value="preview-article" className="button-outline" disabled={sending}>
              Preview
            </button>
          </div>
        </Form>
      </section>
      {preview ? (
        <section aria-labelledby="preview-title" className="self-start xl:sticky xl:top-6">
          <h2
            id="preview-title"
            className="mb-4 scroll-mt-6 font-display text-2xl font-semibold uppercase tracking-tight"
          >
            Preview
          </h2>
          <article className="overflow-hidden rounded-card bg-white text-ink">
            {preview.cover ? (
              <ArtImage
                image={preview.cover}
                sizes="(min-width: 1280px) 600px, 92vw"
                className="aspect-[16/9] w-full object-cover"
              />
            ) : null}
            <div className="p-6 sm:p-8">
              <p className="font-display text-3xl font-semibold uppercase leading-tight tracking-tight">
                {shown.title}
              </p>
              <p className="mt-4 text-lg leading-relaxed text-ink/85">{shown.summary}</p>
              {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the Markdown made HTML and sanitized on the server (markdown.server.ts), as the article's page shows it. */}
              <div className="article-body mt-6" dangerouslySetInnerHTML={{ __html: preview.html }} />
            </div>
          </article>
        </section>
      ) : null}
    </div>
  );
}
