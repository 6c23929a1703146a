import type { SafeFetchTransport } from "../../net/safe-fetch.ts";
import type { WebhookLive } from "./live.ts";

/** What the webhook routes add to the app's dependencies (runtime wires them; tests may swap the transport). */
export interface WebhookRouteDeps {
  webhookLive: WebhookLive;
  /** The outbound guard's settings for forwarding and test events (sandbox mode: http and local bots). */
  webhookTransport: SafeFetchTransport;
}
