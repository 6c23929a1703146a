import { afterEach, describe, expect, it } from "vitest";
import { ApiRequestError, apiJson } from "../../web/api/client.ts";
import { isUpstreamFault, queryClient } from "../../web/api/query.ts";
import { resetLangForTests } from "../../web/i18n/i18n.ts";

afterEach(() => {
  queryClient.clear();
  resetLangForTests();
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
// apiJson takes what the typed client answers: a Response with its route's types.
const call = (res: Response) => apiJson(res as never) as Promise<unknown>;

describe("apiJson: a typed call's body, or its failure with status and message", () => {
  it("gives the JSON of a success and nothing for 204", async () => {
    expect(await call(json(200, { relays: [] }))).toEqual({ relays: [] });
    expect(await call(new Response(null, { status: 204 }))).toBeUndefined();
  });

  it("throws the server's coded message with the status", async () => {
    const error = await call(json(404, { error: "x", code: "webhook.relay.notFound" })).catch((e) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({ status: 404, message: "No such inspector URL" });
  });
});

describe("the query client (web/api/query.ts)", () => {
  it("counts a 5xx or a network failure as upstream, a 4xx not", () => {
    expect(isUpstreamFault(new ApiRequestError(503, "down"))).toBe(true);
    expect(isUpstreamFault(new TypeError("Failed to fetch"))).toBe(true);
    expect(isUpstreamFault(new ApiRequestError(422, "bad"))).toBe(false);
  });

  // Checked by breaking it: with `retry: 2` for every failure the 422 was asked three times.
  it("retries an upstream fault and never a refusal", async () => {
    let upstreamCalls = 0;
    const recovered = await queryClient.fetchQuery({
      queryKey: ["test", "upstream"],
      queryFn: async () => {
        upstreamCalls++;
        if (upstreamCalls === 1) throw new ApiRequestError(503, "down");
        return "ok";
      },
    });
    expect(recovered).toBe("ok");
    expect(upstreamCalls).toBe(2);

    let refusedCalls = 0;
    const refused = queryClient.fetchQuery({
      queryKey: ["test", "refused"],
      queryFn: async () => {
        refusedCalls++;
        throw new ApiRequestError(422, "bad");
      },
    });
    await expect(refused).rejects.toThrow("bad");
    expect(refusedCalls).toBe(1);
  });

  it("asks once for two readers of the same key at the same time", async () => {
    let calls = 0;
    const queryFn = async () => {
      calls++;
      return ["message"];
    };
    const key = ["test", "flex-messages", "U1"];
    const [a, b] = await Promise.all([
      queryClient.fetchQuery({ queryKey: key, queryFn }),
      queryClient.fetchQuery({ queryKey: key, queryFn }),
    ]);
    expect(a).toEqual(b);
    expect(calls).toBe(1);
  });
});
