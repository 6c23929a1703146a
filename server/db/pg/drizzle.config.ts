import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "postgresql",
  schema: "./server/db/pg/schema.ts",
  out: "./migrations/pg",
});
