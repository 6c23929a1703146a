/** Moved to shared/text/descriptor.ts (every area of shared/ builds its messages as descriptors). */
export {
  type Descriptor,
  descriptor,
  englishText,
  formatIcu,
  type Value,
  type Values,
} from "../text/descriptor.ts";
