/** Moved to shared/text/descriptor.ts (every area of shared/ builds its messages as descriptors). */
export {
  type Descriptor,
  descriptor,
  englishText,
  formatIcu,
} from "../text/descriptor.ts";
