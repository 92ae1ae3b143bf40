import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { validate } from 'class-validator';
import { IsString } from 'class-validator';
import { IsOptionalNotNull } from './optional';

const SRC = join(__dirname, '..', '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.spec.ts') ? [path] : [];
  });
}

/** The property a run of decorators starting at `from` belongs to. */
function propertyAfter(lines: string[], from: number): string {
  for (let i = from; i < lines.length; i += 1) {
    if (/^\s+(readonly\s+)?\w+[?!]?:/.test(lines[i])) return lines[i].trim();
  }
  return '';
}

describe('optional fields', () => {
  // A new DTO that marks a NOT NULL field `@IsOptional()` fails here: `null` would pass
  // validation and reach the database (a 500). Use `@IsOptionalNotNull()` instead.
  it('use @IsOptional() only where null is a meaning (a property typed `| null`)', () => {
    const offenders: string[] = [];
    // Environment variables (config/) are not request input.
    for (const file of sourceFiles(SRC).filter((f) => !relative(SRC, f).startsWith('config'))) {
      const lines = readFileSync(file, 'utf8').split('\n');
      lines.forEach((line, index) => {
        if (!/^\s*@IsOptional\(\)/.test(line)) return;
        const property = propertyAfter(lines, index + 1);
        if (!property.includes('| null')) {
          offenders.push(`${relative(SRC, file)}:${index + 1} ${property}`);
        }
      });
    }
    expect(offenders).toEqual([]);
  });

  it('IsOptionalNotNull skips an absent field and refuses null with the field message', async () => {
    class Dto {
      @IsOptionalNotNull()
      @IsString({ message: 'Full name is required' })
      fullName?: string;
    }
    expect(await validate(Object.assign(new Dto(), {}))).toHaveLength(0);
    const errors = await validate(Object.assign(new Dto(), { fullName: null }));
    expect(errors[0].constraints).toEqual({ isString: 'Full name is required' });
  });
});
