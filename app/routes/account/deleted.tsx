import { Link } from "react-router";
import { PageBanner } from "#app/components/layout/PageBanner.tsx";
import { Container } from "#app/components/ui/Container.tsx";
import { site } from "#app/content/site.ts";

export const meta = () => [{ title: `Account deleted | ${site.brand}` }, { name: "robots", content: "noindex" }];

/** Where a deleted account lands: a plain confirmation. */
export default function AccountDeleted() {
  return (
    <>
      <PageBanner title="Account deleted" eyebrow="Members" />
      <div className="section-space">
        <Container className="space-y-6">
          <p className="text-lg">Your account, your bookings and your saved classes are deleted.</p>
          <p className="text-muted">
            You are welcome back any time:{" "}
            <Link to="/signup" className="link text-paper">
              create a new account
            </Link>{" "}
            or{" "}
            <Link to="/schedule" className="link text-paper">
              see the schedule
            </Link>
            .
          </p>
        </Container>
      </div>
    </>
  );
}
