// @vitest-environment jsdom
import { render, screen, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { AuthProvider, useAuth } from "./AuthProvider.tsx";

function Probe() {
  const { currentUser, ready } = useAuth();
  return <output data-testid="user">{ready ? JSON.stringify(currentUser) : "loading"}</output>;
}

function sessionResponse(user: { id: string; email: string } | null) {
  return new Response(JSON.stringify(user ? { user, session: {} } : null), {
    headers: { "content-type": "application/json" },
  });
}

describe("AuthProvider", () => {
  let signedIn: { id: string; email: string } | null;

  beforeEach(() => {
    signedIn = null;
    vi.stubGlobal(
      "fetch",
      vi.fn(async (input: RequestInfo | URL) => {
        const url = String(input);
        if (url.includes("/api/auth/get-session")) return sessionResponse(signedIn);
        return new Response("{}", { status: 404 });
      }),
    );
  });

  it("has an empty currentUser when signed out, and follows a change announced by another tab", async () => {
    render(
      <AuthProvider>
        <Probe />
      </AuthProvider>,
    );
    await waitFor(() => expect(screen.getByTestId("user")).toHaveTextContent("{}"));

    signedIn = { id: "u1", email: "ann@example.com" };
    const otherTab = new BroadcastChannel("ironpeak-auth");
    otherTab.postMessage("changed");
    otherTab.close();
    await waitFor(() => expect(screen.getByTestId("user")).toHaveTextContent('{"id":"u1","email":"ann@example.com"}'));
  });
});
