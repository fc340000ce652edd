import { readFileSync, statSync } from "node:fs";
import { gunzipSync } from "node:zlib";

/**
 * A packed tarball's size in bytes, and the sum of the sizes of the files in
 * it (unpacked, as npm reports it), read from its tar headers.
 */
export function tarballSizes(tarball: string): { packed: number; unpacked: number } {
  const tar = gunzipSync(readFileSync(tarball));
  let unpacked = 0;
  for (let offset = 0; offset + 512 <= tar.length; ) {
    const header = tar.subarray(offset, offset + 512);
    if (header.every((byte) => byte === 0)) break;
    const size = Number.parseInt(header.subarray(124, 136).toString("latin1").replace(/\0.*$/, "").trim() || "0", 8);
    const type = String.fromCharCode(header[156] ?? 0);
    if (type === "0" || type === "\0") unpacked += size;
    offset += 512 + Math.ceil(size / 512) * 512;
  }
  return { packed: statSync(tarball).size, unpacked };
}
