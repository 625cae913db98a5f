/**
 * The canonical text of a clinical entry's content, the one its chain hash is taken over (decision
 * 052): JSON with every object's keys sorted by their UTF-16 code units (as RFC 8785 does), no white space, arrays in their order,
 * strings as JSON.stringify writes them (no Unicode normalisation: the bytes saved are the bytes
 * hashed), `undefined` members left out, and no value JSON cannot say (a NaN or a function throws).
 */
export function canonicalJson(value: unknown): string {
  if (value === null) return 'null';
  switch (typeof value) {
    case 'string':
      return JSON.stringify(value);
    case 'boolean':
      return value ? 'true' : 'false';
    case 'number':
      if (!Number.isFinite(value)) throw new TypeError('canonicalJson: a number JSON cannot write');
      return JSON.stringify(value);
    case 'object': {
      if (Array.isArray(value)) return `[${value.map((item) => canonicalJson(item ?? null)).join(',')}]`;
      if (value instanceof Date) return JSON.stringify(value.toISOString());
      const record = value as Record<string, unknown>;
      const keys = Object.keys(record)
        .filter((key) => record[key] !== undefined)
        .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
      return `{${keys.map((key) => `${JSON.stringify(key)}:${canonicalJson(record[key])}`).join(',')}}`;
    }
    default:
      throw new TypeError(`canonicalJson: a ${typeof value} JSON cannot write`);
  }
}
