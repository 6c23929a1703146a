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

  it("starts in the loading state inside the provider", () => {
    expect(
      renderToString(
        <AuthProvider liff={liff}>
          <ShowStatus />
        </AuthProvider>,
      ),
    ).toContain("loading");
  });
});
