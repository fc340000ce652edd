// CRC-32 (IEEE 802.3, the zlib / PNG polynomial 0xEDB88320, reflected), by
// table lookup: written out here so that a table's checksum is computed the
// same way in every runtime, with nothing from Node.
const table = new Int32Array(256);
for (let byte = 0; byte < 256; byte++) {
  let crc = byte;
  for (let bit = 0; bit < 8; bit++) crc = crc & 1 ? 0xedb88320 ^ (crc >>> 1) : crc >>> 1;
  table[byte] = crc;
}

/** The CRC-32 of `bytes[start..end)` (unsigned), as zlib's `crc32` gives it. */
export function crc32(bytes: Uint8Array, start = 0, end = bytes.length): number {
  let crc = -1;
  for (let index = start; index < end; index++) crc = (table[(crc ^ (bytes[index] as number)) & 0xff] as number) ^ (crc >>> 8);
  return (crc ^ -1) >>> 0;
}
