/**
 * A list's items, each read once (a hole as undefined), into a copy that is
 * then checked and used; undefined for anything but a list of at most `max`
 * items, decided before any item is read.
 */
export function readList(value: unknown, max: number): unknown[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const length = value.length;
  if (length > max) return undefined;
  const items = new Array<unknown>(length);
  for (let index = 0; index < length; index++) items[index] = (value as unknown[])[index];
  return items;
}
