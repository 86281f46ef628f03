import { Link, useNavigation } from "react-router";
import { ArticleEditor } from "#app/features/blog/ArticleEditor.tsx";
import type { ArticleAnswer } from "#app/features/blog/article-answer.ts";
import { articleAction, loadNewArticle } from "#app/features/blog/article-forms.server.ts";
import { staffPageHeaders } from "#app/features/staff/access.server.ts";
import { ConsoleHeading } from "#app/features/staff/ConsoleHeading.tsx";
import { staffPageMeta } from "#app/features/staff/meta.ts";
import { getServices } from "#app/services.server.ts";
import type { Route } from "./+types/route";

export async function loader({ request }: Route.LoaderArgs) {
  return loadNewArticle(request, await getServices());
}

export async function action({ request }: Route.ActionArgs) {
  return articleAction(request, null, await getServices());
}

export const headers = staffPageHeaders;

export const meta = () => staffPageMeta("New article");

export default function NewArticle({ loaderData, actionData }: Route.ComponentProps) {
  const sending = useNavigation().state === "submitting";
  return (
    <>
      <ConsoleHeading title="New article">
        <p>
          Write it, preview it, then save it as a draft, schedule it, or publish it at once.{" "}
          <Link to="/staff/blog" className="link">
            Back to the articles
          </Link>
        </p>
      </ConsoleHeading>
      <ArticleEditor
        values={{ status: "draft" }}
        choices={loaderData.choices}
        limits={loaderData.limits}
        answer={actionData as ArticleAnswer | undefined}
        sending={sending}
      />
    </>
  );
}
