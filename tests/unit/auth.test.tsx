import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { AuthProvider, useAuth } from "../../web/auth/auth.tsx";
import type { LiffService } from "../../web/liff/index.ts";

function ShowStatus() {
  const { state } = useAuth();
  return <span>{state.status}</span>;
}

const liff = { mode: "sandbox", liffId: "x", isLoggedIn: () => false } as unknown as LiffService;

describe("useAuth", () => {
  it("throws outside its provider with the spec's message", () => {
    expect(() => renderToString(<ShowStatus />)).toThrow("useAuth must be used within an AuthProvider");
  });

  // The prerendered page shows the login button, so hydration brings no update (issue 39).
  it("starts logged out when LIFF says so, and loading while a login is being read", () => {
    const render = (service: LiffService) =>
      renderToString(
        <AuthProvider liff={service}>
          <ShowStatus />
        </AuthProvider>,
      );
    expect(render(liff)).toContain("loggedOut");
    expect(render({ ...liff, isLoggedIn: () => true } as LiffService)).toContain("loading");
  });
});
