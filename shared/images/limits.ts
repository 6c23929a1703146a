/**
 * The one "1 MB" of the product. LINE writes "1 MB" without a byte count (rich menu images,
 * hosted images, icons); we read it as 1 MiB = 1,048,576 bytes, the binary megabyte file pickers
 * and most tooling mean, so every image rule agrees on the same figure.
 */
export const MAX_IMAGE_BYTES = 1_048_576;
