-- Each user's Flex list version, bumped in the transaction of every write to their messages, whoever
-- writes (any instance, any statement): an instance keeps a list built at version N and answers it
-- while a one-row read still says N (server/db/README.md). Statement triggers with transition tables
-- bump each touched user once per statement, in user_id order, so a sweep over many users takes the
-- version rows' locks in the same order as any other writer.
CREATE TABLE "flex_list_versions" (
	"user_id" text PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
CREATE FUNCTION "flex_list_versions_bump"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		INSERT INTO "flex_list_versions" ("user_id", "version")
			SELECT DISTINCT "user_id", 1 FROM new_rows ORDER BY "user_id"
			ON CONFLICT ("user_id") DO UPDATE SET "version" = "flex_list_versions"."version" + 1;
	ELSIF TG_OP = 'UPDATE' THEN
		INSERT INTO "flex_list_versions" ("user_id", "version")
			SELECT "user_id", 1 FROM (SELECT "user_id" FROM new_rows UNION SELECT "user_id" FROM old_rows) AS touched
			ORDER BY "user_id"
			ON CONFLICT ("user_id") DO UPDATE SET "version" = "flex_list_versions"."version" + 1;
	ELSE
		INSERT INTO "flex_list_versions" ("user_id", "version")
			SELECT DISTINCT "user_id", 1 FROM old_rows ORDER BY "user_id"
			ON CONFLICT ("user_id") DO UPDATE SET "version" = "flex_list_versions"."version" + 1;
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "flex_list_versions_insert" AFTER INSERT ON "flex_messages"
	REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "flex_list_versions_bump"();
--> statement-breakpoint
CREATE TRIGGER "flex_list_versions_update" AFTER UPDATE ON "flex_messages"
	REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "flex_list_versions_bump"();
--> statement-breakpoint
CREATE TRIGGER "flex_list_versions_delete" AFTER DELETE ON "flex_messages"
	REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "flex_list_versions_bump"();
