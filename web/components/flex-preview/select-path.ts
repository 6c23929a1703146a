import { type FlexObject, isFlexObject } from "../../../shared/flex/types.ts";
import { blockFrame, drawsAsBlock } from "./look-bubble.ts";
import { readProps } from "./props.ts";
import { objectProp } from "./style-units.ts";

/**
 * The designer's selection in the preview, read from the DOM the renderer already draws (its element order
 * follows the JSON), so the renderer itself carries no paths and renders as fast as without a designer.
 * Both directions walk down from the root: `pathAt` finds the deepest node holding a tapped element,
 * `elementAt` the element drawing a node. Paths are the validator's (`contents[1].body.contents[0]`).
 */

interface Step {
  element: Element;
  node: FlexObject;
  path: string;
  /** The children one level down: their elements, nodes and paths, in drawing order. */
  children: () => Step[];
}

const BLOCKS = ["header", "hero", "body", "footer"] as const;

/** A component's hidden action description (`<span id>`) sits beside it: not a component of its own. */
function componentElements(parent: Element): Element[] {
  return Array.from(parent.children).filter((child) => !(child.tagName === "SPAN" && child.id));
}

function join(path: string, key: string | number): string {
  if (typeof key === "number") return `${path}[${key}]`;
  return path === "" ? key : `${path}.${key}`;
}

function componentStep(element: Element, node: FlexObject, path: string): Step {
  return {
    element,
    node,
    path,
    children: () => {
      const contents = Array.isArray(node.contents) ? node.contents : [];
      if (node.type === "box") return itemSteps(componentElements(element), contents, path);
      if (node.type === "text") {
        const paragraph = element.tagName === "P" ? element : element.querySelector("p");
        return paragraph ? itemSteps(Array.from(paragraph.children), contents, path) : [];
      }
      return [];
    },
  };
}

function itemSteps(elements: Element[], contents: unknown[], path: string): Step[] {
  const steps: Step[] = [];
  contents.forEach((child, index) => {
    const element = elements[index];
    if (element && isFlexObject(child))
      steps.push(componentStep(element, child, join(join(path, "contents"), index)));
  });
  return steps;
}

function bubbleStep(element: Element, bubble: FlexObject, path: string, inCarousel: boolean): Step {
  return {
    element,
    node: bubble,
    path,
    children: () => {
      const framed = bubble.action !== undefined || (inCarousel && bubble.direction === "rtl");
      const card = framed ? element.firstElementChild : element;
      if (!card) return [];
      const present = BLOCKS.filter((name) => bubble[name] !== undefined);
      const elements = componentElements(card);
      const styles = objectProp(bubble, "styles");
      const steps: Step[] = [];
      present.forEach((name, index) => {
        const root = bubble[name];
        const blockElement = elements[index];
        if (!isFlexObject(root) || !blockElement) return;
        const frame = blockFrame(styles && objectProp(styles, name), index === 0);
        const drawn = drawsAsBlock(readProps(root), frame) ? blockElement : blockElement.firstElementChild;
        if (drawn) steps.push(componentStep(drawn, root, join(path, name)));
      });
      return steps;
    },
  };
}

function rootStep(figure: Element, container: unknown): Step | null {
  if (!isFlexObject(container)) return null;
  if (container.type === "bubble") {
    const element = figure.querySelector(":scope > .fx-single > *");
    return element ? bubbleStep(element, container, "", false) : null;
  }
  if (container.type !== "carousel") return null;
  const section = figure.querySelector(":scope > .fx-carousel");
  if (!section) return null;
  return {
    element: section,
    node: container,
    path: "",
    children: () => {
      const bubbles = Array.isArray(container.contents) ? container.contents : [];
      const elements = Array.from(section.children).filter((child) => !child.classList.contains("fx-cend"));
      const steps: Step[] = [];
      bubbles.forEach((bubble, index) => {
        const element = elements[index];
        if (element && isFlexObject(bubble))
          steps.push(bubbleStep(element, bubble, `contents[${index}]`, true));
      });
      return steps;
    },
  };
}

/** The deepest node whose element holds `target`, or null outside any node. */
function stepAt(figure: Element, container: unknown, target: Element): Step | null {
  let step = rootStep(figure, container);
  if (!step?.element.contains(target)) return null;
  for (;;) {
    const inner: Step | undefined = step.children().find((child) => child.element.contains(target));
    if (!inner) return step;
    step = inner;
  }
}

/** The path of the deepest node whose element holds `target`, or null outside any node. */
export function pathAt(figure: Element, container: unknown, target: Element): string | null {
  return stepAt(figure, container, target)?.path ?? null;
}

/** The deepest node whose element holds `target` (a tapped action's owner), or null outside any node. */
export function nodeAt(figure: Element, container: unknown, target: Element): FlexObject | null {
  return stepAt(figure, container, target)?.node ?? null;
}

/** The element drawing the node at `path`, or null when it is not drawn (yet). */
export function elementAt(figure: Element, container: unknown, path: string): Element | null {
  let step = rootStep(figure, container);
  while (step) {
    if (step.path === path) return step.element;
    step = step.children().find((child) => isWithin(path, child.path)) ?? null;
  }
  return null;
}

/** Whether `path` is `candidate` or below it (`a.b[1]` is below `a.b[1]` and `a`, not below `a.b[10]`). */
function isWithin(path: string, candidate: string): boolean {
  if (path === candidate) return true;
  if (!path.startsWith(candidate)) return false;
  const next = path[candidate.length];
  return next === "." || next === "[";
}
