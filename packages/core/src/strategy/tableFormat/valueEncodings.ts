// How a table's values are stored: each encoding turns values in state order
// into bytes (little-endian) and back. Decoding views the bytes as a typed
// array where the platform is little-endian (no per-value DataView call), and
// reads them through a DataView otherwise.

/** Whether this platform stores numbers little-endian (every current browser and Node platform does). */
export const platformLittleEndian = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1;

/** The encoded form of one table: encoding parameters (a multiple of 8 bytes) and the payload. */
export interface EncodedValues {
  readonly parameters: Uint8Array;
  readonly payload: Uint8Array;
}

/**
 * One way of storing values; `id` is what the file records. An encoding
 * checks its own parameter and payload lengths when decoding, so one whose
 * sizes vary (a codebook, say) fits the same file layout.
 */
export interface ValueEncoding {
  readonly name: string;
  readonly id: number;
  encode(values: Float64Array): EncodedValues;
  /** The `count` values, or a sentence saying what is wrong with the parameters or the payload. */
  decode(parameters: Uint8Array, payload: Uint8Array, count: number, littleEndian?: boolean): ArrayLike<number> | string;
}

/** For encodings of fixed sizes: what is wrong with the lengths, if anything. */
function lengthProblem(name: string, parameters: Uint8Array, payload: Uint8Array, parameterLength: number, payloadLength: number, count: number): string | undefined {
  if (parameters.length === parameterLength && payload.length === payloadLength) return undefined;
  return `${parameters.length} parameter and ${payload.length} value bytes; ${name} for ${count} states takes ${parameterLength} and ${payloadLength}`;
}

type FloatArray = Float32Array | Float64Array | Uint16Array;
type FloatArrayConstructor = { new (length: number): FloatArray; new (buffer: ArrayBuffer, offset: number, length: number): FloatArray; readonly BYTES_PER_ELEMENT: number };

/** A typed array over `count` little-endian values of `payload`. */
function readLittleEndian(kind: FloatArrayConstructor, payload: Uint8Array, count: number, littleEndian: boolean): FloatArray {
  const size = kind.BYTES_PER_ELEMENT;
  if (littleEndian) {
    // A view when the bytes are aligned for the type, else one copy that is.
    const aligned = payload.byteOffset % size === 0 ? payload : payload.slice(0, count * size);
    return new kind(aligned.buffer as ArrayBuffer, aligned.byteOffset, count);
  }
  const view = new DataView(payload.buffer, payload.byteOffset, payload.byteLength);
  const values = new kind(count);
  for (let index = 0; index < count; index++) {
    values[index] = size === 8 ? view.getFloat64(index * 8, true) : size === 4 ? view.getFloat32(index * 4, true) : view.getUint16(index * 2, true);
  }
  return values;
}

/** The little-endian bytes of a typed array. */
function littleEndianBytes(values: FloatArray, littleEndian: boolean): Uint8Array {
  if (littleEndian) return new Uint8Array(values.buffer, values.byteOffset, values.byteLength);
  const size = values.BYTES_PER_ELEMENT;
  const bytes = new Uint8Array(values.length * size);
  const view = new DataView(bytes.buffer);
  for (let index = 0; index < values.length; index++) {
    const value = values[index] as number;
    if (size === 8) view.setFloat64(index * 8, value, true);
    else if (size === 4) view.setFloat32(index * 4, value, true);
    else view.setUint16(index * 2, value, true);
  }
  return bytes;
}

const noParameters = new Uint8Array(0);

function floatEncoding(name: string, id: number, kind: typeof Float32Array | typeof Float64Array): ValueEncoding {
  return {
    name,
    id,
    encode: (values) => ({ parameters: noParameters, payload: littleEndianBytes(kind.from(values), platformLittleEndian) }),
    decode: (parameters, payload, count, littleEndian = platformLittleEndian) =>
      lengthProblem(name, parameters, payload, 0, count * kind.BYTES_PER_ELEMENT, count) ?? readLittleEndian(kind, payload, count, littleEndian),
  };
}

const Q16_LEVELS = 65535;

/**
 * `q16`: value = offset + step × code, code a uint16; offset is the smallest
 * value and step = (largest − smallest) / 65535, both float64 parameters. A
 * value is off by at most step / 2 (rounded to the nearest code), plus the
 * float64 rounding of offset + step × code.
 */
const q16: ValueEncoding = {
  name: "q16",
  id: 3,
  encode(values) {
    let low = Infinity;
    let high = -Infinity;
    for (const value of values) {
      if (value < low) low = value;
      if (value > high) high = value;
    }
    if (values.length === 0) low = high = 0;
    // A range of a few subnormals divides to 0: the smallest step then still tells them apart.
    const step = high > low ? Math.max((high - low) / Q16_LEVELS, Number.MIN_VALUE) : 0;
    const codes = new Uint16Array(values.length);
    if (step > 0) {
      for (let index = 0; index < values.length; index++) {
        codes[index] = Math.min(Q16_LEVELS, Math.max(0, Math.round(((values[index] as number) - low) / step)));
      }
    }
    const parameters = new Uint8Array(16);
    const view = new DataView(parameters.buffer);
    view.setFloat64(0, low, true);
    view.setFloat64(8, step, true);
    return { parameters, payload: littleEndianBytes(codes, platformLittleEndian) };
  },
  decode(parameters, payload, count, littleEndian = platformLittleEndian) {
    const problem = lengthProblem("q16", parameters, payload, 16, count * 2, count);
    if (problem !== undefined) return problem;
    const view = new DataView(parameters.buffer, parameters.byteOffset, parameters.byteLength);
    const offset = view.getFloat64(0, true);
    const step = view.getFloat64(8, true);
    if (!Number.isFinite(offset) || !Number.isFinite(step) || step < 0) {
      return `q16 offset ${offset} and step ${step}; a finite offset and a finite step ≥ 0 are allowed`;
    }
    const codes = readLittleEndian(Uint16Array, payload, count, littleEndian);
    const values = new Float64Array(count);
    for (let index = 0; index < count; index++) values[index] = offset + step * (codes[index] as number);
    return values;
  },
};

/** The encodings of values in state order, by name (tableEncoding.ts puts them behind the one table encoding interface). */
export const valueEncodings = {
  f64: floatEncoding("f64", 1, Float64Array),
  f32: floatEncoding("f32", 2, Float32Array),
  q16,
} as const;
