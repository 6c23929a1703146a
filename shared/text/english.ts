import { type I18n, setupI18n } from "@lingui/core";
import { compileMessage } from "@lingui/message-utils/compileMessage";
import { type MessageLike, type Values, valueText } from "./descriptor.ts";

/**
 * A descriptor's English text, for the server's answers (`{ error }`), logs and tests: formatted by Lingui
 * (the web's `tm()` goes through the same library in the chosen language), so there is one ICU reader.
 * The web imports this only where a server text is rebuilt: Lingui's ICU parser stays out of its bundle.
 */
export function englishText(message: MessageLike): string {
  if (typeof message === "string") return message;
  return english()._(message.id, keepingPlaces(plainValues(message.values)), { message: message.message });
}

/** Created on first use: a module that imports this and never formats has no Lingui instance to build. */
let instance: I18n | undefined;
function english(): I18n {
  if (!instance) {
    // English is the source language: no catalog, every message is its own English ICU text. The
    // compiler is set explicitly, since Lingui leaves it out when NODE_ENV is "production" (the server).
    instance = setupI18n({ locale: "en", messages: { en: {} } });
    instance.setMessagesCompiler(compileMessage);
  }
  return instance;
}

/** Texts and numbers as they are; a nested message (or a list of them) as its English text. */
function plainValues(values: Values): Record<string, string | number> {
  const plain: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(values))
    plain[name] = typeof value === "number" ? value : valueText(value, englishText);
  return plain;
}

/** A place given no value stays as written (`{name}`), as on the web, rather than vanishing. */
function keepingPlaces(given: Record<string, string | number>): Record<string, unknown> {
  const value = (name: string | symbol) =>
    typeof name !== "string" ? undefined : Object.hasOwn(given, name) ? given[name] : `{${name}}`;
  return new Proxy(
    {},
    {
      get: (_, name) => value(name),
      getOwnPropertyDescriptor: (_, name) =>
        typeof name === "string" ? { value: value(name), configurable: true, enumerable: true } : undefined,
    },
  );
}
