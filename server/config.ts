import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { z } from "zod";
import { type InfraConfig, infraConfig, infraEnvShape } from "./config-infra.ts";
import { parseSandboxBotHosts, type SandboxBotHosts } from "./net/sandbox-hosts.ts";

/** Sandbox login channel id: used only when no LIFF app is configured. */
export const SANDBOX_LOGIN_CHANNEL_ID = "1660000000";

const liffConfigSchema = z.object({
  liffId: z.string().default(""),
  loginChannelId: z.string().default(""),
  endpointPath: z.string().startsWith("/").default("/"),
  features: z
    .object({
      forceLoginInExternalBrowser: z.boolean().default(false),
      shareTargetPicker: z.boolean().default(true),
      addToHomeScreen: z.boolean().default(true),
    })
    .prefault({}),
});
type LiffConfig = z.infer<typeof liffConfigSchema>;

const optionalUrl = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined))
  .pipe(z.url({ protocol: /^https?$/, error: "must be an http(s) URL" }).optional());

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Interface to listen on; unset = every interface. */
  HOST: z
    .string()
    .trim()
    .optional()
    .transform((v) => v || undefined),
  DATA_DIR: z.string().trim().min(1).default("./data"),
  PUBLIC_BASE_URL: optionalUrl,
  LIFF_ID: z.string().trim().optional(),
  LINE_LOGIN_CHANNEL_ID: z.string().trim().optional(),
  LINE_API_BASE_URL: optionalUrl,
  LINE_API_DATA_BASE_URL: optionalUrl,
  DATABASE_URL: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .pipe(z.url({ protocol: /^postgres(ql)?$/, error: "must be a postgres:// URL" }).optional()),
  /** Sandbox mode: hosts besides this machine a webhook may reach (names, addresses, CIDRs). */
  SANDBOX_BOT_HOSTS: z.string().trim().optional(),
  ...infraEnvShape,
});

/** Every environment variable the app reads (README's table and compose.yaml are checked against it). */
export const ENV_VARIABLES: readonly string[] = Object.keys(envSchema.shape);

export interface AppConfig extends InfraConfig {
  port: number;
  /** Listening interface (HOST); undefined = every interface. */
  host: string | undefined;
  dataDir: string;
  publicBaseUrl: string | undefined;
  liffId: string;
  loginChannelId: string;
  /** Sandbox mode: no LIFF ID configured, so the emulator plays LINE and liff-mock plays the SDK. */
  sandbox: boolean;
  /** Explicit LINE base URLs; when unset the sandbox emulator's origin (or LINE's own) is used. */
  lineApiBaseUrl: string | undefined;
  lineApiDataBaseUrl: string | undefined;
  /** PostgreSQL when set; otherwise the SQLite file in dataDir. */
  databaseUrl: string | undefined;
  features: LiffConfig["features"];
  endpointPath: string;
  /** Sandbox mode: where webhooks may go besides loopback (SANDBOX_BOT_HOSTS). */
  sandboxBotHosts: SandboxBotHosts;
}

export class ConfigError extends Error {}

/** Parses environment + liff.config.json once. Throws ConfigError with every problem listed. */
export function parseConfig(env: Record<string, string | undefined>, liffFile: unknown): AppConfig {
  const envResult = envSchema.safeParse(env);
  const fileResult = liffConfigSchema.safeParse(liffFile ?? {});
  const problems = [
    ...(envResult.error?.issues ?? []).map((i) => `${i.path.join(".")}: ${i.message}`),
    ...(fileResult.error?.issues ?? []).map((i) => `liff.config.json ${i.path.join(".")}: ${i.message}`),
  ];
  if (!envResult.success || !fileResult.success) {
    // One problem, one line (a start-up log shows it whole); several, one line each.
    throw new ConfigError(
      problems.length === 1
        ? `Invalid configuration: ${problems[0]}`
        : `Invalid configuration:\n- ${problems.join("\n- ")}`,
    );
  }
  const e = envResult.data;
  const f = fileResult.data;
  const infra = infraConfig(e);
  const botHosts = parseSandboxBotHosts(e.SANDBOX_BOT_HOSTS);
  const setupProblems = [...infra.problems, ...botHosts.problems];
  if (setupProblems.length > 0)
    throw new ConfigError(`Invalid configuration:\n- ${setupProblems.join("\n- ")}`);
  const liffId = e.LIFF_ID || f.liffId;
  const sandbox = liffId === "";
  const loginChannelId =
    e.LINE_LOGIN_CHANNEL_ID ||
    f.loginChannelId ||
    (sandbox ? SANDBOX_LOGIN_CHANNEL_ID : liffId.split("-")[0] || "");
  const realProblems = [
    ...(!sandbox && !/^\d+$/.test(loginChannelId)
      ? ["LINE_LOGIN_CHANNEL_ID: required (digits) when a LIFF ID is configured"]
      : []),
    // Outside sandbox mode links must never be built from request headers a client controls.
    ...(!sandbox && !e.PUBLIC_BASE_URL
      ? [
          "PUBLIC_BASE_URL: required when a LIFF ID is configured (the public https origin of this app, e.g. https://tools.example.com)",
        ]
      : []),
  ];
  if (realProblems.length > 0)
    throw new ConfigError(`Invalid configuration:\n- ${realProblems.join("\n- ")}`);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: resolve(e.DATA_DIR),
    publicBaseUrl: e.PUBLIC_BASE_URL?.replace(/\/+$/, ""),
    liffId,
    loginChannelId,
    sandbox,
    lineApiBaseUrl: e.LINE_API_BASE_URL?.replace(/\/+$/, ""),
    lineApiDataBaseUrl: e.LINE_API_DATA_BASE_URL?.replace(/\/+$/, ""),
    databaseUrl: e.DATABASE_URL,
    features: f.features,
    endpointPath: f.endpointPath,
    sandboxBotHosts: botHosts.hosts,
    ...infra.config,
  };
}

export function readLiffConfigFile(path = resolve("liff.config.json")): unknown {
  try {
    return JSON.parse(readFileSync(path, "utf8"));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return {};
    throw new ConfigError(`liff.config.json could not be read: ${(error as Error).message}`);
  }
}

/** The subset of configuration the web app needs, served at GET /api/config. */
export function publicConfig(config: AppConfig) {
  return {
    liffId: config.liffId,
    sandbox: config.sandbox,
    features: config.features,
  };
}
export type PublicConfig = ReturnType<typeof publicConfig>;
