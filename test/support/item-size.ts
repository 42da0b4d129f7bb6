import type { AttributeValue } from '@aws-sdk/client-dynamodb';

/**
 * An item's size as DynamoDB bills it (developerguide/CapacityUnitCalculations.html): each
 * attribute's name in UTF-8 bytes plus its value (strings in UTF-8 bytes, numbers about one byte
 * per two significant digits plus one, booleans and nulls one, lists and maps three plus their
 * elements).
 */
export function itemBytes(item: Readonly<Record<string, AttributeValue>>): number {
  let n = 0;
  for (const [name, value] of Object.entries(item))
    n += Buffer.byteLength(name) + valueBytes(value);
  return n;
}

function valueBytes(v: AttributeValue): number {
  if (v.S !== undefined) return Buffer.byteLength(v.S);
  if (v.N !== undefined) return numberBytes(v.N);
  if (v.B !== undefined) return v.B.byteLength;
  if (v.BOOL !== undefined || v.NULL !== undefined) return 1;
  if (v.L !== undefined) return 3 + v.L.reduce((n, e) => n + 1 + valueBytes(e), 0);
  if (v.M !== undefined) return 3 + itemBytes(v.M) + Object.keys(v.M).length;
  if (v.SS !== undefined) return v.SS.reduce((n, e) => n + Buffer.byteLength(e), 0);
  if (v.NS !== undefined) return v.NS.reduce((n, e) => n + numberBytes(e), 0);
  return 0;
}

function numberBytes(n: string): number {
  const digits = n.replace(/^[-+]?0*|[.eE].*$/g, '').length || 1;
  return Math.ceil(digits / 2) + 1;
}
