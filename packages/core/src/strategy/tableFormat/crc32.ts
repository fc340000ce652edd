// CRC-32 (IEEE 802.3, the zlib / PNG polynomial 0xEDB88320, reflected), by
// table lookup: written out here so that a table's checksum is computed the
// same way in every runtime, with nothing from Node. Four bytes a step
// ("slicing by 4"): tables[k][b] is the CRC of byte b followed by k zero
// bytes, so four lookups advance the CRC over four bytes at once.
const tables = [new Int32Array(256), new Int32Array(256), new Int32Array(256), new Int32Array(256)] as const;
const [table0, table1, table2, table3] = tables;
for (let byte = 0; byte < 256; byte++) {
  let crc = byte;
  for (let bit = 0; bit < 8; bit++) crc = crc & 1 ? 0xedb88320 ^ (crc >>> 1) : crc >>> 1;
  table0[byte] = crc;
}
for (let k = 1; k < 4; k++) {
  for (let byte = 0; byte < 256; byte++) {
    const previous = (tables[k - 1] as Int32Array)[byte] as number;
    (tables[k] as Int32Array)[byte] = (table0[previous & 0xff] as number) ^ (previous >>> 8);
  }
}

/** The CRC-32 of `bytes[start..end)` (unsigned), as zlib's `crc32` gives it. */
export function crc32(bytes: Uint8Array, start = 0, end = bytes.length): number {
  let crc = -1;
  let index = start;
  for (; index + 4 <= end; index += 4) {
    crc ^= (bytes[index] as number) | ((bytes[index + 1] as number) << 8) | ((bytes[index + 2] as number) << 16) | ((bytes[index + 3] as number) << 24);
    crc = (table3[crc & 0xff] as number) ^ (table2[(crc >>> 8) & 0xff] as number) ^ (table1[(crc >>> 16) & 0xff] as number) ^ (table0[crc >>> 24] as number);
  }
  for (; index < end; index++) crc = (table0[(crc ^ (bytes[index] as number)) & 0xff] as number) ^ (crc >>> 8);
  return (crc ^ -1) >>> 0;
}
