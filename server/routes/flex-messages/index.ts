import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { createMiddleware } from "hono/factory";
import { findNulPath } from "../../../shared/api/stored-text.ts";
import { flexMessageIdSchema, saveFlexMessageSchema } from "../../../shared/flex/api.ts";
import { FLEX_STORAGE_LIMIT, type SavedFlexMessage } from "../../../shared/flex/storage.ts";
import { ByteLru } from "../../cache/byte-lru.ts";
import type { AppDeps } from "../../deps.ts";
import { requireUser, type UserEnv } from "../../http/auth.ts";
import { JsonText } from "../../http/encoding.ts";
import { errorJson } from "../../http/errors.ts";
import { rateLimit } from "../../http/rate-limit.ts";
import { validate } from "../../http/validate.ts";

/** A 60 KB container plus title and alt text fits well inside this. */
const SAVE_BODY_LIMIT = 128 * 1024;
/** Saves per client address per minute: a person saves a handful; 20 is the most anyone can hold. */
const SAVES_PER_MINUTE = 60;

/** No stored id holds U+0000 (PostgreSQL refuses it in a query): such an id names no message. */
function couldBeStored(id: string): boolean {
  return findNulPath(id) === null;
}

interface FlexMessageList {
  messages: SavedFlexMessage[];
}

type ListAnswers = ByteLru<string, JsonText<FlexMessageList>>;

/** Answers kept by their list's text: the text twice (list and answer, up to two bytes per character), and the bytes. */
function listAnswers(): ListAnswers {
  return new ByteLru(8 * 1024 * 1024, 3 * 1024 * 1024);
}

/**
 * The answer around a list's JSON text. An unchanged list comes back from the repository as the same string
 * object (SQLite keeps it), whose hash V8 has kept: the lookup is cheap, and the answer is the same object
 * too, so its text keeps its hash for the compressed-body cache and its UTF-8 bytes are encoded once.
 */
function listAnswer(answers: ListAnswers, list: string): JsonText<FlexMessageList> {
  const known = answers.get(list);
  if (known !== undefined) return known;
  const answer = new JsonText<FlexMessageList>(`{"messages":${list}}`);
  answers.set(list, answer, list.length * 5 + 64);
  return answer;
}

/** requireUser, answering a save without a valid ID token with the spec's wording. */
function requireSaver(deps: AppDeps) {
  const verify = requireUser(deps.identity);
  return createMiddleware<UserEnv>(async (c, next) => {
    const denied = await verify(c, next);
    if (denied instanceof Response && denied.status === 401) {
      return errorJson(c, 401, { code: "flex.login-required" });
    }
    return denied;
  });
}

export function flexMessageRoutes(deps: AppDeps) {
  const repository = deps.db.flexMessages;
  const answers = listAnswers();
  const saveLimit = rateLimit(deps, { name: "flex-saves", limit: SAVES_PER_MINUTE, windowMs: 60_000 });
  const saveBodyLimit = bodyLimit({
    maxSize: SAVE_BODY_LIMIT,
    onError: (c) => errorJson(c, 413, { code: "request.too-large", params: { kb: SAVE_BODY_LIMIT / 1024 } }),
  });

  // A save is checked in the spec's order: title, valid JSON (the body), then the login, then the limit.
  return (
    new Hono<UserEnv>()
      .get("/", requireUser(deps.identity), async (c) => {
        // Expired rows are filtered here and deleted by the hourly sweep, never on a read.
        const list = await repository.listJson(c.get("user").userId, deps.clock());
        // The stored Flex JSON is spliced in as text: parsing and stringifying it was most of a list's cost.
        return c.json(listAnswer(answers, list), 200);
      })
      .get("/:id", requireUser(deps.identity), validate("param", flexMessageIdSchema), async (c) => {
        const { id } = c.req.valid("param");
        if (!couldBeStored(id)) return errorJson(c, 404, { code: "flex.not-found" });
        const message = await repository.find(c.get("user").userId, id, deps.clock());
        if (!message) return errorJson(c, 404, { code: "flex.not-found" });
        return c.json({ message }, 200);
      })
      .post(
        "/",
        saveBodyLimit,
        validate("json", saveFlexMessageSchema),
        requireSaver(deps),
        saveLimit,
        async (c) => {
          const saved = await repository.saveWithinLimit(
            c.get("user").userId,
            c.req.valid("json"),
            deps.clock(),
          );
          if (!saved)
            return errorJson(c, 409, { code: "flex.limit-reached", params: { max: FLEX_STORAGE_LIMIT } });
          return c.json({ message: saved }, 201);
        },
      )
      // Update in place: same id and expiry, so it works at the 20-message limit. Same checks as a save
      // (body first, then the login), then ownership: another user's, expired or unknown id → 404.
      .put(
        "/:id",
        saveBodyLimit,
        validate("param", flexMessageIdSchema),
        validate("json", saveFlexMessageSchema),
        requireSaver(deps),
        saveLimit,
        async (c) => {
          const { id } = c.req.valid("param");
          const updated = couldBeStored(id)
            ? await repository.update(c.get("user").userId, id, c.req.valid("json"), deps.clock())
            : null;
          if (!updated) return errorJson(c, 404, { code: "flex.not-found" });
          return c.json({ message: updated }, 200);
        },
      )
      .delete("/:id", requireUser(deps.identity), validate("param", flexMessageIdSchema), async (c) => {
        const { id } = c.req.valid("param");
        if (!couldBeStored(id) || !(await repository.delete(c.get("user").userId, id, deps.clock()))) {
          return errorJson(c, 404, { code: "flex.not-found" });
        }
        return c.json({ id }, 200);
      })
  );
}
