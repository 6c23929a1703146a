import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { HTTPException } from "hono/http-exception";
import { secureHeaders } from "hono/secure-headers";
import { publicConfig } from "./config.ts";
import type { AppDeps } from "./deps.ts";
import { ApiError, errorJson } from "./http/errors.ts";
import { mountSpa } from "./http/spa.ts";
import { audienceRoutes } from "./routes/audiences/index.ts";
import { flexMessageRoutes } from "./routes/flex-messages/index.ts";
import { iconCheckRoutes } from "./routes/icon-check/index.ts";
import { hostedImageRoutes, imagemapRoutes, imageRoutes } from "./routes/images/index.ts";
import { loginLogRoutes } from "./routes/login-logs/index.ts";
import { richMenuRoutes } from "./routes/rich-menus/index.ts";
import { sandboxRoutes } from "./routes/sandbox/index.ts";

/** JSON bodies of this API are small; uploads set their own, larger limit on their route. */
const JSON_BODY_LIMIT = 512 * 1024;

function apiRoutes(deps: AppDeps) {
  return new Hono()
    .get("/health", (c) => c.json({ status: "ok", sandbox: deps.config.sandbox }))
    .get("/config", (c) => c.json(publicConfig(deps.config)))
    .route("/audiences", audienceRoutes(deps))
    .route("/flex-messages", flexMessageRoutes(deps))
    .route("/icon-check", iconCheckRoutes(deps))
    .route("/imagemaps", imagemapRoutes(deps))
    .route("/images", imageRoutes(deps))
    .route("/login-logs", loginLogRoutes(deps))
    .route("/rich-menus", richMenuRoutes(deps))
    .route("/sandbox", sandboxRoutes(deps));
}

export type AppType = ReturnType<typeof apiRoutes>;

export function createApp(deps: AppDeps) {
  const app = new Hono();
  app.use(
    "*",
    secureHeaders({
      // LIFF pages are opened by LINE itself; the API never needs to be framed.
      xFrameOptions: "SAMEORIGIN",
      crossOriginResourcePolicy: "cross-origin",
      crossOriginOpenerPolicy: "unsafe-none",
    }),
  );
  app.use("/api/*", async (c, next) => {
    const type = c.req.header("content-type") ?? "";
    if (type.startsWith("multipart/form-data")) return next();
    return bodyLimit({
      maxSize: JSON_BODY_LIMIT,
      onError: (ctx) => errorJson(ctx, 413, `Request body is larger than ${JSON_BODY_LIMIT / 1024} KB`),
    })(c, next);
  });

  app.route("/api", apiRoutes(deps));
  app.all("/api/*", (c) => errorJson(c, 404, `No API route ${c.req.method} ${new URL(c.req.url).pathname}`));

  app.onError((error, c) => {
    if (error instanceof ApiError) return errorJson(c, error.status, error.message, error.details);
    if (error instanceof HTTPException && error.status < 500)
      return errorJson(c, error.status, error.message);
    if (error instanceof SyntaxError) return errorJson(c, 400, "Malformed JSON body");
    console.error("Unhandled error", c.req.method, new URL(c.req.url).pathname, error);
    return errorJson(c, 500, "Internal server error");
  });
  app.notFound((c) => errorJson(c, 404, "Not found"));

  // Hosted image links live outside /api (LINE fetches them); they must win over the SPA fallback.
  app.route("/", hostedImageRoutes(deps));
  if (deps.webRoot) mountSpa(app, deps.webRoot, publicConfig(deps.config));
  return app;
}
