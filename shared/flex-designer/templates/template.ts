import type { FlexObject } from "../../flex/types.ts";
import type { Descriptor } from "../../text/descriptor.ts";
import type { Lang } from "./parts.ts";

export interface TemplateMessage {
  readonly altText: string;
  readonly contents: FlexObject;
}

/** A start point of the designer: the same design written in Thai and in English. */
export interface FlexTemplate {
  readonly id: string;
  readonly title: Descriptor;
  readonly messages: Readonly<Record<Lang, TemplateMessage>>;
}

/** One structure, its words per language: `Words` is the English words' shape, the Thai must match it. */
export function defineTemplate<Words>(
  id: string,
  title: Descriptor,
  words: Readonly<Record<Lang, Words>>,
  build: (words: Words) => TemplateMessage,
): FlexTemplate {
  return {
    id,
    title,
    messages: { en: build(words.en), th: build(words.th) },
  };
}
