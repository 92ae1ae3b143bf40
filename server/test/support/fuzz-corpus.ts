import { gzipSync } from 'node:zlib';
import type { Operation, SchemaObject } from './openapi';

/**
 * The hostile inputs the fuzz suite sends. Each probe says how it spoils a request; the suite
 * builds the request from the OpenAPI operation, so an endpoint added later gets them all.
 */

export const NUL = 'a\u0000b';
export const LONE_SURROGATE = 'x\ud800y';
export const RTL_AND_ZERO_WIDTH = '\u202e\u200b\u200f\u2066evil\u2069';
export const HUGE = 'w'.repeat(20_000);

/** Values that must never be mistaken for an id. */
export const BAD_IDS = [
  'not-an-id',
  NUL,
  LONE_SURROGATE,
  '99999999999999999999',
  '-1',
  "' OR 1=1 --",
  '../../etc/passwd',
  'x'.repeat(3000),
  '00000000-0000-0000-0000-000000000000',
];

const uuidTail = '|6f1c7a52-2f43-4a63-9d3e-0c2b1a9d8e11';
const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64url');

/** Values for any query parameter: numbers past every range, text the database refuses. */
export const BAD_QUERY_VALUES = [
  NUL,
  LONE_SURROGATE,
  HUGE,
  'q'.repeat(4000),
  '99999999999999999999',
  '1e309',
  '-1',
  '0',
  'abc',
  '1.5',
  b64(`not-a-date${uuidTail}`),
  b64(`\u0000${uuidTail}`),
  b64(`99999999999999999999${uuidTail}`),
  '%%%',
];

/** A value of the wrong type for a property of `schema`. */
export function wrongType(schema: SchemaObject): unknown {
  switch (schema.type) {
    case 'string':
      return 12345;
    case 'number':
    case 'integer':
      return 'abc';
    case 'boolean':
      return 'yes';
    case 'array':
      return 'not-a-list';
    default:
      return ['unexpected'];
  }
}

/** Per-property mutations; each property gets a few, in rotation, so all are used. */
export const PROPERTY_MUTATIONS: Array<{ label: string; value: (s: SchemaObject) => unknown }> = [
  { label: 'null', value: () => null },
  { label: 'wrong type', value: wrongType },
  { label: 'NUL', value: (s) => (s.type === 'array' ? [NUL] : NUL) },
  {
    label: 'lone surrogate',
    value: (s) => (s.type === 'array' ? [LONE_SURROGATE] : LONE_SURROGATE),
  },
  { label: 'huge string', value: () => HUGE },
  { label: 'RTL and zero-width', value: () => RTL_AND_ZERO_WIDTH },
  { label: 'object', value: () => ({ $gt: '' }) },
  { label: 'huge number', value: () => 1e308 },
  { label: 'array of objects', value: () => [{ a: { b: [1] } }] },
  { label: 'empty string', value: () => '' },
];

/** 5,000 nested arrays, as JSON text (JSON.stringify itself would overflow on deeper ones). */
export const NESTED_ARRAYS = '['.repeat(5000) + ']'.repeat(5000);

/** Whole-body probes for a JSON operation: raw bytes and headers that spoil the request. */
export const RAW_BODY_PROBES: Array<{
  label: string;
  headers: Record<string, string>;
  body: string | Buffer;
}> = [
  { label: 'malformed JSON', headers: { 'Content-Type': 'application/json' }, body: '{"a":' },
  { label: 'JSON array', headers: { 'Content-Type': 'application/json' }, body: '[1,2,3]' },
  { label: 'JSON string', headers: { 'Content-Type': 'application/json' }, body: '"text"' },
  { label: 'JSON null', headers: { 'Content-Type': 'application/json' }, body: 'null' },
  {
    label: '5,000 nested arrays',
    headers: { 'Content-Type': 'application/json' },
    body: NESTED_ARRAYS,
  },
  {
    label: 'nested arrays in a field',
    headers: { 'Content-Type': 'application/json' },
    body: `{"title":${NESTED_ARRAYS},"userId":${NESTED_ARRAYS}}`,
  },
  {
    label: 'body over the limit',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ title: 'x'.repeat(2 * 1024 * 1024) }),
  },
  {
    label: 'unknown charset',
    headers: { 'Content-Type': 'application/json; charset=x-martian' },
    body: '{}',
  },
  {
    label: 'unsupported Content-Encoding',
    headers: { 'Content-Type': 'application/json', 'Content-Encoding': 'br' },
    body: '{}',
  },
  {
    label: 'gzip that is not gzip',
    headers: { 'Content-Type': 'application/json', 'Content-Encoding': 'gzip' },
    body: 'plainly not gzip',
  },
  {
    label: 'gzip bomb-ish body',
    headers: { 'Content-Type': 'application/json', 'Content-Encoding': 'gzip' },
    body: gzipSync(Buffer.from(`{"title":"${'a'.repeat(3 * 1024 * 1024)}"}`)),
  },
  { label: 'text/plain', headers: { 'Content-Type': 'text/plain' }, body: 'hello' },
  { label: 'XML', headers: { 'Content-Type': 'application/xml' }, body: '<a>1</a>' },
  {
    label: 'urlencoded with NUL',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: 'title=a%00b&userId=%00',
  },
  {
    label: 'multipart without boundary',
    headers: { 'Content-Type': 'multipart/form-data' },
    body: '--x\r\n\r\n',
  },
  {
    label: 'malformed multipart',
    headers: { 'Content-Type': 'multipart/form-data; boundary=zzz' },
    body: '--zzz\r\nContent-Disposition: form-data; name="title"\r\n\r\nunterminated',
  },
  {
    label: 'multipart with a lying file',
    headers: { 'Content-Type': 'multipart/form-data; boundary=zzz' },
    body:
      '--zzz\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\n' +
      'Content-Type: image/png\r\n\r\nMZ this is an exe\r\n--zzz--\r\n',
  },
  {
    label: 'multipart with NUL in a field',
    headers: { 'Content-Type': 'multipart/form-data; boundary=zzz' },
    body: '--zzz\r\nContent-Disposition: form-data; name="title"\r\n\r\na\u0000b\r\n--zzz--\r\n',
  },
];

/** A plausible value for a property, so the other properties' mutations reach the handler. */
export function plausible(
  name: string,
  schema: SchemaObject,
  ids: Record<string, string>,
): unknown {
  if (ids[name]) return ids[name];
  if (schema.enum?.length) return schema.enum[0];
  if (schema.example !== undefined) return schema.example;
  switch (schema.type) {
    case 'integer':
    case 'number':
      return 1;
    case 'boolean':
      return true;
    case 'array':
      return [];
    case 'object':
      return {};
    default:
      if (schema.format === 'uuid' || /id$/i.test(name)) return ids.any;
      if (schema.format === 'date' || /date/i.test(name)) return '2000-01-01';
      return 'Plausible text';
  }
}

export function plausibleBody(op: Operation, ids: Record<string, string>): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const [name, schema] of Object.entries(op.bodySchema.properties ?? {})) {
    body[name] = plausible(name, schema, ids);
  }
  return body;
}
