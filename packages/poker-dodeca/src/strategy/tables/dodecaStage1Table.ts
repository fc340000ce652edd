import type { EncodedTable } from "../internal/tableCodec";

export const dodecaStage1Table: EncodedTable = { rules: "dodeca", stage: 0, subtotalStep: 1, rounding: "exact", encoding: "float32", scale: 1, offset: 0, length: 0, checksum: "", data: "" };
