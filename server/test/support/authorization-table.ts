import { readFileSync } from 'node:fs';

export type Access = 'public' | 'user' | 'owner' | 'member' | 'staff';

export interface MatrixRow {
  operation: string;
  access: Access;
  request: Record<string, unknown>;
  line: number;
}

const ACCESS: ReadonlySet<string> = new Set(['public', 'user', 'owner', 'member', 'staff']);

/** Reads `authorization-matrix.table` (its format is described at its top). */
export function readMatrix(path: string): MatrixRow[] {
  const rows: MatrixRow[] = [];
  readFileSync(path, 'utf8')
    .split('\n')
    .forEach((text, index) => {
      const line = index + 1;
      if (!text.trim() || text.trimStart().startsWith('#')) return;
      const [operation, access, request = '{}'] = text.split('|').map((c) => c.trim());
      if (!ACCESS.has(access)) throw new Error(`line ${line}: unknown access "${access}"`);
      let parsed: Record<string, unknown>;
      try {
        parsed = JSON.parse(request || '{}') as Record<string, unknown>;
      } catch {
        throw new Error(`line ${line}: the request column is not JSON: ${request}`);
      }
      rows.push({
        operation: operation.replace(/\s+/g, ' '),
        access: access as Access,
        request: parsed,
        line,
      });
    });
  return rows;
}
