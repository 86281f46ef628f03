// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import type { ResendVerificationResult } from "./email-verification.server.ts";
import { RESEND_VERIFICATION_ACTION, VerifyEmailNotice } from "./VerifyEmailNotice.tsx";
import { verificationMessages } from "./verification-messages.ts";

function AccountPage() {
  return <VerifyEmailNotice email="ann@example.com" />;
}

function renderNotice(answer: ResendVerificationResult) {
  const posted: string[] = [];
  const Stub = createRoutesStub([
    { path: "/account", Component: AccountPage },
    {
      path: RESEND_VERIFICATION_ACTION,
      action: async ({ request }) => {
        posted.push(request.method);
        return answer;
      },
    },
  ]);
  render(<Stub initialEntries={["/account"]} />);
  return posted;
}

describe("the verify-your-e-mail notice", () => {
  it("says where the link went and sends it again on request", async () => {
    const posted = renderNotice({ status: "sent", email: "ann@example.com" });
    const notice = screen.getByRole("region", { name: verificationMessages.noticeTitle });
    expect(notice).toHaveTextContent(verificationMessages.notice("ann@example.com"));
    await userEvent.click(screen.getByRole("button", { name: verificationMessages.resend }));
    expect(await screen.findByRole("status")).toHaveTextContent(verificationMessages.resent("ann@example.com"));
    expect(posted).toEqual(["POST"]);
  });

  it("shows the rate limit as an alert", async () => {
    renderNotice({ status: "rate-limited", error: "Too many attempts. Please wait 60 seconds and try again." });
    await userEvent.click(screen.getByRole("button", { name: verificationMessages.resend }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Too many attempts");
  });

  it("is a real form post to the resend action, so it works without JavaScript", () => {
    renderNotice({ status: "sent", email: "ann@example.com" });
    const form = screen.getByRole("button", { name: verificationMessages.resend }).closest("form");
    expect(form).toHaveAttribute("method", "post");
    expect(form).toHaveAttribute("action", RESEND_VERIFICATION_ACTION);
  });
});
