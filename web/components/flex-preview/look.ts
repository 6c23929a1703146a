/** A class of the stylesheet (its name without `fx-`), numbered once so adding it to a list is a number lookup. */
export interface ClassName {
  readonly name: string;
  readonly id: number;
}

const CLASS_NAMES = new Map<string, ClassName>();

/** The one ClassName for `name`: call it once, where the class's table is built, not per node. */
export function classOf(name: string): ClassName {
  let known = CLASS_NAMES.get(name);
  if (known === undefined) {
    known = { name, id: CLASS_NAMES.size };
    CLASS_NAMES.set(name, known);
  }
  return known;
}

/**
 * The class of `value` in a keyword table. Most properties are absent from most nodes: an absent one is
 * answered without hashing into the table.
 */
export function classIn(table: Map<unknown, ClassName>, value: unknown): ClassName | undefined {
  return value === undefined ? undefined : table.get(value);
}

/** The classes of a keyword table, e.g. `classTable(SPACE_KEYWORDS, (key) => \`mt-${key}\`)`. */
export function classTable<K extends string | number>(
  keys: readonly K[],
  name: (key: K) => string,
): Map<unknown, ClassName> {
  return new Map(keys.map((key) => [key, classOf(name(key))]));
}

/**
 * A class list with the lists one more class makes: a look's className is always one of a few hundred shared
 * strings, flattened once, instead of a fresh concatenation on every node (React escapes every attribute
 * value, and a concatenated string is copied flat for that each time). Adding a class is one lookup by its
 * number. Bounded: past the cap, new lists are made but not remembered.
 */
export class ClassList {
  readonly value: string;
  // The lists one more class makes, by class number: a short scan (a list has a handful of successors) is
  // faster than hashing into a Map.
  private readonly nextIds: number[] = [];
  private readonly nextLists: ClassList[] = [];

  constructor(value: string) {
    this.value = value;
  }

  with(added: ClassName): ClassList {
    const ids = this.nextIds;
    for (let index = 0; index < ids.length; index++) {
      if (ids[index] === added.id) return this.nextLists[index] as ClassList;
    }
    // join makes a flat string; a concatenation would be a rope that every later lookup walks.
    const list = new ClassList(
      this.value === "" ? `fx-${added.name}` : [this.value, added.name].join(" fx-"),
    );
    if (cachedLists < MAX_CACHED_LISTS) {
      cachedLists++;
      ids.push(added.id);
      this.nextLists.push(list);
    }
    return list;
  }
}

const MAX_CACHED_LISTS = 20_000;
let cachedLists = 0;
const BASE_LISTS = new Map<string, ClassList>();

/** The shared list for classes written out ("fx-box", "fx-block fx-grow"): call it once, where a look's base is named. */
export function baseList(value: string): ClassList {
  let list = BASE_LISTS.get(value);
  if (list === undefined) {
    list = new ClassList(value);
    if (cachedLists < MAX_CACHED_LISTS) {
      cachedLists++;
      BASE_LISTS.set(value, list);
    }
  }
  return list;
}

/** What the renderer writes on an element: class names from the stylesheet, and inline style for the rest. */
export class Look {
  private list: ClassList;
  className: string;
  style: Record<string, string | number> | undefined = undefined;

  /** `base` is the element's own classes: a list from baseList, or written out ("fx-box", "fx-block fx-grow"). */
  constructor(base: ClassList | string) {
    this.list = typeof base === "string" ? baseList(base) : base;
    this.className = this.list.value;
  }

  add(name: ClassName): this {
    this.list = this.list.with(name);
    this.className = this.list.value;
    return this;
  }

  set(property: string, value: string | number): this {
    if (this.style === undefined) this.style = {};
    this.style[property] = value;
    return this;
  }
}

/** Memoises a pure function of one string (keyword or CSS value): pasted messages repeat a few values. */
export function memoise<T>(compute: (value: string) => T): (value: unknown) => T {
  const cache = new Map<string, T>();
  const fallback = compute("");
  return (value) => {
    if (typeof value !== "string") return fallback;
    let result = cache.get(value);
    if (result === undefined && !cache.has(value)) {
      result = compute(value);
      if (cache.size < 1000) cache.set(value, result);
    }
    return result as T;
  };
}
