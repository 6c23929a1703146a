import { describe, expect, it } from "vitest";
import {
  answerSandboxPicker,
  isSandboxPickerOpen,
  openSandboxPicker,
  subscribeSandboxPicker,
} from "../../web/liff/sandbox-picker.ts";

describe("sandbox share target picker request", () => {
  it("opens, tells the dialog, and resolves with the chosen chats", async () => {
    let notified = 0;
    const unsubscribe = subscribeSandboxPicker(() => notified++);
    const picked = openSandboxPicker();
    expect(isSandboxPickerOpen()).toBe(true);
    answerSandboxPicker(["C1", "U2"]);
    expect(await picked).toEqual(["C1", "U2"]);
    expect(isSandboxPickerOpen()).toBe(false);
    expect(notified).toBe(2);
    unsubscribe();
  });

  it("cancels a picker left open when another share starts, so no share waits forever", async () => {
    const first = openSandboxPicker();
    const second = openSandboxPicker();
    expect(await first).toBeNull();
    answerSandboxPicker(null);
    expect(await second).toBeNull();
  });
});
