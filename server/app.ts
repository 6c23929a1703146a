import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { publicConfig } from "./config.ts";
import type { AppDeps } from "./deps.ts";
import { closeAfterEarlyAnswer } from "./http/early-answer.ts";
import { compressJson } from "./http/encoding.ts";
import { handleError, noApiRoute, notFound, tooLarge } from "./http/failures.ts";
import { healthAnswer, sharedHealthCheck } from "./http/health.ts";
import { hostCheck } from "./http/host-check.ts";
import { securityHeaders } from "./http/security-headers.ts";
import { mountSpa } from "./http/spa.ts";
import { audienceRoutes } from "./routes/audiences/index.ts";
import { channelTokenRoutes } from "./routes/channel-tokens/index.ts";
import { flexMessageRoutes } from "./routes/flex-messages/index.ts";
import { iconCheckRoutes } from "./routes/icon-check/index.ts";
import { hostedImageRoutes, imagemapRoutes, imageRoutes } from "./routes/images/index.ts";
import { insightRoutes } from "./routes/insights/index.ts";
import { liffAppRoutes } from "./routes/liff-apps/index.ts";
import { lineMessageRoutes } from "./routes/line-messages/index.ts";
import { loginLogRoutes } from "./routes/login-logs/index.ts";
import { richMenuRoutes } from "./routes/rich-menus/index.ts";
import { sandboxRoutes } from "./routes/sandbox/index.ts";
import {
  createWebhookLive,
  hookRoutes,
  type WebhookRouteDeps,
  webhookRoutes,
} from "./routes/webhooks/index.ts";

/** JSON bodies of this API are small; uploads set their own, larger limit on their route. */
const JSON_BODY_LIMIT = 512 * 1024;

function apiRoutes(deps: AppDeps & WebhookRouteDeps) {
  const health = sharedHealthCheck(deps.backends);
  return new Hono()
    .get("/health", async (c) => healthAnswer(c, await health(), { sandbox: deps.config.sandbox }))
    .get("/config", (c) => c.json(publicConfig(deps.config)))
    .route("/audiences", audienceRoutes(deps))
    .route("/channel-tokens", channelTokenRoutes(deps))
    .route("/flex-messages", flexMessageRoutes(deps))
    .route("/icon-check", iconCheckRoutes(deps))
    .route("/imagemaps", imagemapRoutes(deps))
    .route("/images", imageRoutes(deps))
    .route("/line-messages", lineMessageRoutes(deps))
    .route("/liff-apps", liffAppRoutes(deps))
    .route("/login-logs", loginLogRoutes(deps))
    .route("/rich-menus", richMenuRoutes(deps))
    .route("/sandbox", sandboxRoutes(deps))
    .route("/webhooks", webhookRoutes(deps))
    .route("/insights", insightRoutes(deps));
}

export type AppType = ReturnType<typeof apiRoutes>;

export function createApp(appDeps: AppDeps) {
  const deps: AppDeps & WebhookRouteDeps = {
    ...appDeps,
    webhookLive: appDeps.webhookLive ?? createWebhookLive(),
    webhookTransport:
      appDeps.webhookTransport ??
      (appDeps.config.sandbox ? { sandboxTargets: appDeps.config.sandboxBotHosts } : {}),
  };
  const app = new Hono();
  app.use("*", securityHeaders());
  app.use("*", closeAfterEarlyAnswer());
  app.use("*", hostCheck({ publicBaseUrl: deps.config.publicBaseUrl, sandbox: deps.config.sandbox }));
  const jsonBodyLimit = bodyLimit({
    maxSize: JSON_BODY_LIMIT,
    onError: tooLarge(JSON_BODY_LIMIT),
  });
  app.use("/api/*", async (c, next) => {
    // A GET has no body to limit, and looking for one makes the Node adapter build a whole Request.
    if (c.req.method === "GET" || c.req.method === "HEAD") return next();
    const type = c.req.header("content-type") ?? "";
    if (type.startsWith("multipart/form-data")) return next();
    return jsonBodyLimit(c, next);
  });

  app.use("/api/*", compressJson());
  app.route("/api", apiRoutes(deps));
  app.all("/api/*", noApiRoute);

  app.onError(handleError);
  app.notFound(notFound);

  // Hosted image links and webhook relays live outside /api (LINE fetches and posts to them); they must
  // win over the SPA fallback.
  app.route("/", hostedImageRoutes(deps));
  app.route("/", hookRoutes(deps));
  if (deps.webRoot) mountSpa(app, deps.webRoot, publicConfig(deps.config));
  return app;
}
