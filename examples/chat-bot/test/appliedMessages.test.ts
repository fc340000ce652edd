import { describe, expect, it } from "vitest";
import { appliedColumns, readAppliedMessages } from "../src/store/appliedMessages";

describe("the applied messages' column", () => {
  const entry = (index: number) => ({ key: `k${index}`, reply: `reply ${index}\nsecond "line"`, version: index });

  it("keeps the newest 32 keys and the newest 4 replies, as JSON a read gives back", () => {
    const columns = appliedColumns();
    const applied = Array.from({ length: 34 }, (_, index) => entry(index + 1));
    const column = columns.write(applied);
    // Written by hand: k3 … k30 without replies, k31 … k34 with theirs.
    const expected = [
      ...Array.from({ length: 28 }, (_, index) => ({ key: `k${index + 3}`, version: index + 3 })),
      ...[31, 32, 33, 34].map((index) => ({ key: `k${index}`, reply: `reply ${index}\nsecond "line"`, version: index })),
    ];
    expect(column.text).toBe(JSON.stringify(expected));
    expect(column.entries).toEqual(expected);
    expect(readAppliedMessages(column.text)).toEqual(expected);
  });

  it("writes the next row from the last one's entries as a fresh write does", () => {
    const columns = appliedColumns();
    let entries = columns.write([entry(1)]).entries;
    for (let index = 2; index <= 40; index++) {
      const column = columns.write([...entries, entry(index)]);
      expect(column.text).toBe(appliedColumns().write(Array.from({ length: index }, (_, at) => entry(at + 1))).text);
      entries = column.entries;
    }
    expect(entries.map((kept) => kept.key)).toEqual(Array.from({ length: 32 }, (_, index) => `k${index + 9}`));
  });

  it("leaves out what is no applied message, and fields an entry does not keep", () => {
    const odd = [{ key: "a", version: 1, extra: true }, { key: "b", version: "2" }, { key: "c", reply: 3, version: 3 }, { key: "d", reply: undefined, version: 4 }];
    const column = appliedColumns().write(odd as never);
    expect(column.text).toBe('[{"key":"a","version":1},{"key":"d","version":4}]');
  });

  it("reads back the text it wrote for a chat without parsing it, and any other text by parsing", () => {
    const columns = appliedColumns();
    const column = columns.write([entry(1), entry(2)]);
    columns.remember("kitchen", column);
    const read = columns.read("kitchen", column.text);
    expect(read).toEqual(column.entries);
    expect(read.every((kept, index) => kept === column.entries[index] && Object.isFrozen(kept))).toBe(true);
    // The list is the caller's own: changing it changes no later read.
    (read as unknown[]).pop();
    expect(columns.read("kitchen", column.text)).toEqual(column.entries);
    expect(columns.read("kitchen", '[{"key":"x","version":9}]')).toEqual([{ key: "x", version: 9 }]);
    expect(columns.read("den", column.text)).not.toBe(column.entries);
    expect(columns.read("den", column.text)).toEqual(column.entries);
    expect(columns.read("kitchen", "not json")).toEqual([]);
  });
});
