import { randomBytes } from "node:crypto";
import type { Socket } from "node:net";
import postgres from "postgres";

/**
 * What a PostgreSQL server sends when it turns a login down: an ErrorResponse of severity FATAL (protocol
 * 3.0: 'E', length, then typed NUL-terminated fields), after which it closes the connection. The test
 * server trusts loopback, so a rotated password (28P01) cannot be made to happen on it: a fault proxy or a
 * fake server answers the client's startup packet with these bytes instead, exactly as the server would.
 */
export function loginRefusal(code: string, message: string): Buffer {
  const fields = Buffer.concat([
    ...[
      ["S", "FATAL"],
      ["V", "FATAL"],
      ["C", code],
      ["M", message],
      ["R", "auth_failed"],
    ].map(([type, value]) => Buffer.from(`${type}${value}\0`, "utf8")),
    Buffer.from([0]),
  ]);
  const head = Buffer.alloc(5);
  head.write("E", 0, "latin1");
  head.writeInt32BE(fields.length + 4, 1);
  return Buffer.concat([head, fields]);
}

/** The server's 28P01 for a password that no longer matches (the role name as the server would quote it). */
export const PASSWORD_REJECTED = loginRefusal("28P01", 'password authentication failed for user "app"');

/** Answers the first packet a client sends (its startup message) with `answer`, then closes, as the server does. */
export function refuseLogin(socket: Socket, answer: Buffer): void {
  socket.on("error", () => {});
  // Destroyed once written: a half-closed socket the client never ends would keep a server from closing.
  socket.once("data", () => socket.write(answer, () => socket.destroy()));
}

/**
 * A fresh database on TEST_DATABASE_URL's server owned by a login role of its own, as a deployment's app
 * role is (not a superuser: the server holds only ordinary roles to a CONNECTION LIMIT). `url` logs in as
 * that role; the test's own connection (`admin`, the superuser) plays the operator.
 */
export interface AppDatabase {
  url: string;
  name: string;
  role: string;
  /** ALTER DATABASE … ALLOW_CONNECTIONS false, and the app's sessions terminated: maintenance. */
  closeForMaintenance(): Promise<() => Promise<void>>;
  /** The app role's CONNECTION LIMIT reached (0), and its sessions terminated. */
  exhaustConnectionLimit(): Promise<() => Promise<void>>;
  drop(): Promise<void>;
}

export async function appDatabase(adminUrl: string): Promise<AppDatabase> {
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  const suffix = randomBytes(6).toString("hex");
  const name = `ldt_${suffix}`;
  const role = `ldt_app_${suffix}`;
  await admin.unsafe(`create role ${role} login`);
  await admin.unsafe(`create database ${name} owner ${role}`);
  const url = new URL(adminUrl);
  url.username = role;
  url.password = "";
  url.pathname = `/${name}`;
  const terminate = () =>
    admin`select pg_terminate_backend(pid) from pg_stat_activity where datname = ${name} and pid <> pg_backend_pid()`;
  return {
    url: url.toString(),
    name,
    role,
    async closeForMaintenance() {
      await admin.unsafe(`alter database ${name} allow_connections false`);
      await terminate();
      return async () => void (await admin.unsafe(`alter database ${name} allow_connections true`));
    },
    async exhaustConnectionLimit() {
      await admin.unsafe(`alter role ${role} connection limit 0`);
      await terminate();
      return async () => void (await admin.unsafe(`alter role ${role} connection limit -1`));
    },
    async drop() {
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.unsafe(`drop role if exists ${role}`);
      await admin.end();
    },
  };
}
