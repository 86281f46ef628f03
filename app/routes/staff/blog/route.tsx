import { Link } from "react-router";
import { loadArticleList } from "#app/features/blog/article-forms.server.ts";
import { staffPageHeaders } from "#app/features/staff/access.server.ts";
import { ConsoleHeading } from "#app/features/staff/ConsoleHeading.tsx";
import { staffPageMeta } from "#app/features/staff/meta.ts";
import { getServices } from "#app/services.server.ts";
import type { Route } from "./+types/route";

export async function loader({ request }: Route.LoaderArgs) {
  return loadArticleList(request, await getServices());
}

export const headers = staffPageHeaders;

export const meta = () => staffPageMeta("Blog");

/** One accent (the art direction): what is waiting to go live wears it; the rest is plain. */
const badge = {
  draft: "border-dashed border-white/25 text-muted",
  scheduled: "border-accent/70 text-accent",
  published: "border-white/30 text-paper",
} as const;

export default function StaffBlog({ loaderData }: Route.ComponentProps) {
  const { articles } = loaderData;
  return (
    <>
      <ConsoleHeading title="Blog">
        <p>
          The articles of the blog: drafts only staff see, scheduled ones that go live by themselves, and the published
          ones, newest first. Every server shows a change within a few seconds.
        </p>
      </ConsoleHeading>
      <p className="mb-6">
        <Link to="/staff/blog/new" className="button-primary">
          Write an article
        </Link>
      </p>
      {articles.length === 0 ? (
        <p className="text-muted">No articles yet.</p>
      ) : (
        <ul aria-label="Articles" className="divide-y divide-white/10 rounded-card border border-white/8 bg-surface">
          {articles.map((article) => (
            <li key={article.id} className="flex flex-wrap items-baseline justify-between gap-x-6 gap-y-2 p-4 sm:p-5">
              <div className="min-w-0">
                <Link to={`/staff/blog/${article.id}`} className="link font-semibold">
                  {article.title}
                </Link>
                <p className="mt-1 text-sm text-muted">
                  {article.author} · {article.category}
                  {article.live ? (
                    <>
                      {" · "}
                      <Link to={article.path} className="link">
                        {article.path}
                      </Link>
                    </>
                  ) : null}
                </p>
              </div>
              <p className={`rounded-full border px-3 py-1 text-sm ${badge[article.status]}`}>{article.label}</p>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
