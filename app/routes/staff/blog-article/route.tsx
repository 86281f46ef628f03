import type { ShouldRevalidateFunctionArgs } from "react-router";
import { Link, useNavigation } from "react-router";
import { ArticleEditor } from "#app/features/blog/ArticleEditor.tsx";
import type { ArticleAnswer } from "#app/features/blog/article-answer.ts";
import { articleAction, loadArticleEditor } from "#app/features/blog/article-forms.server.ts";
import { OutcomeMessage } from "#app/features/booking/OutcomeMessage.tsx";
import { staffPageHeaders } from "#app/features/staff/access.server.ts";
import { ConsoleHeading } from "#app/features/staff/ConsoleHeading.tsx";
import { staffPageMeta } from "#app/features/staff/meta.ts";
import { getServices } from "#app/services.server.ts";
import type { Route } from "./+types/route";

export async function loader({ request, params }: Route.LoaderArgs) {
  return loadArticleEditor(request, params.articleId, await getServices());
}

export async function action({ request, params }: Route.ActionArgs) {
  return articleAction(request, params.articleId, await getServices());
}

/** A preview changes nothing: the page keeps what was typed. A refused save (someone saved meanwhile) reads the article again. */
export function shouldRevalidate({
  actionResult,
  actionStatus,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if ((actionResult as ArticleAnswer | undefined)?.tone === "preview") return false;
  return actionStatus === 409 || defaultShouldRevalidate;
}

export const headers = staffPageHeaders;

export const meta = ({ loaderData }: Route.MetaArgs) =>
  staffPageMeta(loaderData ? loaderData.article.title : "Article");

export default function EditArticle({ loaderData, actionData }: Route.ComponentProps) {
  const { article, values, choices, limits, saved } = loaderData;
  const answer = actionData as ArticleAnswer | undefined;
  const sending = useNavigation().state === "submitting";
  return (
    <>
      <ConsoleHeading title={article.title}>
        <p>
          {article.label}
          {article.live ? (
            <>
              {" at "}
              <Link to={article.path} className="link">
                {article.path}
              </Link>
            </>
          ) : null}
          {article.formerSlugs.length > 0
            ? `; it was at ${article.formerSlugs.map((slug) => `/blog/${slug}`).join(", ")}`
            : ""}
          .{" "}
          <Link to="/staff/blog" className="link">
            Back to the articles
          </Link>
        </p>
      </ConsoleHeading>
      {saved && !answer ? (
        <div className="mb-6">
          <OutcomeMessage outcome={{ tone: "success", message: saved }} />
        </div>
      ) : null}
      {/* A new version read from the server is a new form: its fields start from what was saved. */}
      <ArticleEditor
        key={answer?.tone === "error" ? "kept" : article.version}
        values={values}
        version={article.version}
        choices={choices}
        limits={limits}
        answer={answer}
        sending={sending}
      />
    </>
  );
}
