import { createHmac } from 'node:crypto';

/**
 * RFC 6238 written out here, apart from the server's library, so the tests check the server
 * against the standard (SHA-1, 6 digits, 30-second steps) rather than against itself.
 */
function base32Decode(text: string): Buffer {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const c of text.replace(/=+$/, '').toUpperCase()) {
    bits += alphabet.indexOf(c).toString(2).padStart(5, '0');
  }
  const bytes = [];
  for (let i = 0; i + 8 <= bits.length; i += 8) bytes.push(parseInt(bits.slice(i, i + 8), 2));
  return Buffer.from(bytes);
}

export function totpAtStep(secret: string, step: number): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const mac = createHmac('sha1', base32Decode(secret)).update(counter).digest();
  const offset = mac[mac.length - 1] & 0xf;
  const value = (mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000;
  return value.toString().padStart(6, '0');
}

export const stepNow = (): number => Math.floor(Date.now() / 30_000);

/** Waits out the end of a step when less than `marginMs` is left, so a code keeps its step. */
export async function awayFromStepEdge(marginMs = 4000): Promise<void> {
  const left = 30_000 - (Date.now() % 30_000);
  if (left < marginMs) await new Promise((r) => setTimeout(r, left + 100));
}
