import { DataSource, type EntityMetadata } from 'typeorm';
import type { ColumnMetadata } from 'typeorm/metadata/ColumnMetadata';
import { startTestApp, TestApp } from './support/test-app';

/**
 * Every table the migrations make is described once, by an entity its owning module registers
 * (`TypeOrmModule.forFeature`), and the two never drift apart: the migrated schema of the suite's
 * database is compared with the entities the running app knows. Each difference is named by
 * table and column. Types are compared as PostgreSQL writes them (`character varying(30)`,
 * `timestamp(3) with time zone`, `text[]`), from `information_schema`, the same on PostgreSQL 15
 * and 18.
 */

/** TypeORM's record of the migrations it ran: the migrations' own table, owned by no module. */
const UNOWNED_TABLES = new Set(['migrations']);

interface TableColumn {
  table_name: string;
  column_name: string;
  data_type: string;
  udt_name: string;
  element_type: string | null;
  character_maximum_length: number | null;
  datetime_precision: number | null;
  numeric_precision: number | null;
  numeric_scale: number | null;
  is_nullable: 'YES' | 'NO';
  column_default: string | null;
  is_identity: 'YES' | 'NO';
  is_generated: 'ALWAYS' | 'NEVER';
}

interface ForeignKeyColumn {
  table_name: string;
  constraint_name: string;
  column_name: string;
  referenced_table: string;
  referenced_column: string;
  on_delete: string;
}

/** What the test compares for one column, on either side. */
interface ColumnShape {
  type: string;
  nullable: boolean;
  /** Whether an insert may leave it out: a default, a sequence, a generated uuid. */
  hasDefault: boolean;
  /**
   * GENERATED ALWAYS AS (...) STORED: PostgreSQL computes it, so the entity neither inserts nor
   * updates it. (The entity does not declare `generatedType`: TypeORM would then create its
   * `typeorm_metadata` table, which the table check here would report.)
   */
  generated: boolean;
}

const TIME_TYPE = /^(timestamp|time)( with(out)? time zone)$/;
/** PostgreSQL's precision for a timestamp or time declared without one. */
const DEFAULT_TIME_PRECISION = 6;

/** A type as PostgreSQL's `format_type` writes it, from a base name and its modifiers. */
function typeName(
  base: string,
  modifiers: { length?: number | null; precision?: number | null; scale?: number | null },
  array: boolean,
): string {
  let name = base;
  const time = TIME_TYPE.exec(base);
  if (modifiers.length) name = `${base}(${modifiers.length})`;
  else if (time && modifiers.precision != null && modifiers.precision !== DEFAULT_TIME_PRECISION) {
    name = `${time[1]}(${modifiers.precision})${time[2]}`;
  } else if (base === 'numeric' && modifiers.precision != null) {
    name = `numeric(${modifiers.precision},${modifiers.scale ?? 0})`;
  }
  return array ? `${name}[]` : name;
}

function tableShape(column: TableColumn): ColumnShape {
  const array = column.data_type === 'ARRAY';
  const base = array
    ? (column.element_type ?? column.udt_name.replace(/^_/, ''))
    : column.data_type === 'USER-DEFINED'
      ? column.udt_name
      : column.data_type;
  return {
    type: typeName(
      base,
      {
        length: column.character_maximum_length,
        precision: base === 'numeric' ? column.numeric_precision : column.datetime_precision,
        scale: column.numeric_scale,
      },
      array,
    ),
    nullable: column.is_nullable === 'YES',
    hasDefault: column.column_default !== null || column.is_identity === 'YES',
    generated: column.is_generated === 'ALWAYS',
  };
}

function entityShape(dataSource: DataSource, column: ColumnMetadata): ColumnShape {
  return {
    type: typeName(
      dataSource.driver.normalizeType(column),
      {
        length: column.length ? Number(column.length) : null,
        precision: column.precision,
        scale: column.scale,
      },
      column.isArray,
    ),
    nullable: column.isNullable,
    hasDefault:
      column.default !== undefined ||
      column.isGenerated ||
      column.isCreateDate ||
      column.isUpdateDate ||
      column.isVersion,
    generated: !column.isInsert && !column.isUpdate,
  };
}

function describeForeignKey(
  columns: string[],
  table: string,
  referenced: string[],
  onDelete: string,
) {
  return `(${columns.join(', ')}) → ${table}(${referenced.join(', ')}) ON DELETE ${onDelete}`;
}

const ON_DELETE: Record<string, string> = {
  a: 'NO ACTION',
  r: 'RESTRICT',
  c: 'CASCADE',
  n: 'SET NULL',
  d: 'SET DEFAULT',
};

describe('Database schema (e2e): one entity per table, matching the migrated schema', () => {
  let t: TestApp;
  let dataSource: DataSource;
  let tables: string[];
  let entities: EntityMetadata[];

  beforeAll(async () => {
    t = await startTestApp();
    dataSource = t.app.get(DataSource);
    const rows = await dataSource.query<{ table_name: string }[]>(
      `SELECT table_name FROM information_schema.tables
        WHERE table_schema = 'public' AND table_type = 'BASE TABLE'
        ORDER BY table_name`,
    );
    tables = rows.map((r) => r.table_name).filter((name) => !UNOWNED_TABLES.has(name));
    entities = dataSource.entityMetadatas;
  });
  afterAll(() => t.close());

  it('finds the tables the migrations make (the comparison has something to compare)', () => {
    expect(tables).toEqual(expect.arrayContaining(['users', 'posts', 'messages']));
  });

  it('describes every table with exactly one registered entity, and no entity without a table', () => {
    const problems: string[] = [];
    for (const table of tables) {
      const owners = entities.filter((e) => e.tableName === table).map((e) => e.name);
      if (owners.length === 0) problems.push(`${table}: no entity describes this table`);
      if (owners.length > 1) problems.push(`${table}: described by ${owners.join(' and ')}`);
    }
    for (const entity of entities) {
      if (!tables.includes(entity.tableName)) {
        problems.push(
          `${entity.tableName}: ${entity.name} describes a table the migrations do not make`,
        );
      }
    }
    expect(problems).toEqual([]);
  });

  it("gives every entity the table's columns: names, types, nullability, defaults", async () => {
    const columns = await dataSource.query<TableColumn[]>(
      `SELECT c.table_name, c.column_name, c.data_type, c.udt_name, e.data_type AS element_type,
              c.character_maximum_length, c.datetime_precision, c.numeric_precision,
              c.numeric_scale, c.is_nullable, c.column_default, c.is_identity, c.is_generated
         FROM information_schema.columns c
         LEFT JOIN information_schema.element_types e
           ON e.object_catalog = c.table_catalog AND e.object_schema = c.table_schema
          AND e.object_name = c.table_name AND e.object_type = 'TABLE'
          AND e.collection_type_identifier = c.dtd_identifier
        WHERE c.table_schema = 'public'
        ORDER BY c.table_name, c.ordinal_position`,
    );
    const problems: string[] = [];
    for (const entity of entities.filter((e) => tables.includes(e.tableName))) {
      const table = entity.tableName;
      const inTable = new Map(
        columns.filter((c) => c.table_name === table).map((c) => [c.column_name, tableShape(c)]),
      );
      const inEntity = new Map(
        entity.columns.map((c) => [c.databaseName, entityShape(dataSource, c)] as const),
      );
      for (const name of inTable.keys()) {
        if (!inEntity.has(name)) problems.push(`${table}.${name}: missing from ${entity.name}`);
      }
      for (const [name, described] of inEntity) {
        const actual = inTable.get(name);
        if (!actual) {
          problems.push(`${table}.${name}: in ${entity.name}, but the table has no such column`);
          continue;
        }
        for (const key of Object.keys(actual) as (keyof ColumnShape)[]) {
          if (described[key] !== actual[key]) {
            problems.push(
              `${table}.${name}: ${key} is ${String(described[key])} in ${entity.name}, ` +
                `${String(actual[key])} in the database`,
            );
          }
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it("gives every entity the table's primary key", async () => {
    const keys = await dataSource.query<{ table_name: string; columns: string[] }[]>(
      `SELECT k.table_name, array_agg(k.column_name::text ORDER BY k.ordinal_position) AS columns
         FROM information_schema.table_constraints tc
         JOIN information_schema.key_column_usage k
           ON k.constraint_schema = tc.constraint_schema AND k.constraint_name = tc.constraint_name
          AND k.table_name = tc.table_name
        WHERE tc.table_schema = 'public' AND tc.constraint_type = 'PRIMARY KEY'
        GROUP BY k.table_name`,
    );
    const problems: string[] = [];
    for (const entity of entities.filter((e) => tables.includes(e.tableName))) {
      const actual = [...(keys.find((k) => k.table_name === entity.tableName)?.columns ?? [])];
      const described = entity.primaryColumns.map((c) => c.databaseName);
      if (described.sort().join(', ') !== actual.sort().join(', ')) {
        problems.push(
          `${entity.tableName}: primary key is (${described.join(', ')}) in ${entity.name}, ` +
            `(${actual.join(', ')}) in the database`,
        );
      }
    }
    expect(problems).toEqual([]);
  });

  it("gives every entity the table's foreign keys, with their ON DELETE", async () => {
    const rows = await dataSource.query<ForeignKeyColumn[]>(
      `SELECT t.relname AS table_name, c.conname AS constraint_name, a.attname AS column_name,
              rt.relname AS referenced_table, ra.attname AS referenced_column,
              c.confdeltype AS on_delete
         FROM pg_constraint c
         JOIN pg_class t ON t.oid = c.conrelid
         JOIN pg_class rt ON rt.oid = c.confrelid
         CROSS JOIN LATERAL unnest(c.conkey, c.confkey) WITH ORDINALITY AS k(col, ref, n)
         JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = k.col
         JOIN pg_attribute ra ON ra.attrelid = c.confrelid AND ra.attnum = k.ref
        WHERE c.contype = 'f' AND c.connamespace = 'public'::regnamespace
        ORDER BY c.conname, k.n`,
    );
    const inDatabase = new Map<string, Set<string>>();
    const byConstraint = new Map<string, ForeignKeyColumn[]>();
    for (const row of rows) {
      const key = `${row.table_name}/${row.constraint_name}`;
      byConstraint.set(key, [...(byConstraint.get(key) ?? []), row]);
    }
    for (const parts of byConstraint.values()) {
      const [first] = parts;
      const set = inDatabase.get(first.table_name) ?? new Set<string>();
      set.add(
        describeForeignKey(
          parts.map((p) => p.column_name),
          first.referenced_table,
          parts.map((p) => p.referenced_column),
          ON_DELETE[first.on_delete],
        ),
      );
      inDatabase.set(first.table_name, set);
    }

    const problems: string[] = [];
    for (const entity of entities.filter((e) => tables.includes(e.tableName))) {
      const table = entity.tableName;
      const described = new Set(
        entity.foreignKeys.map((fk) =>
          describeForeignKey(
            fk.columnNames,
            fk.referencedEntityMetadata.tableName,
            fk.referencedColumnNames,
            fk.onDelete ?? 'NO ACTION',
          ),
        ),
      );
      const actual = inDatabase.get(table) ?? new Set<string>();
      for (const fk of actual) {
        if (!described.has(fk))
          problems.push(`${table}: foreign key ${fk} missing from ${entity.name}`);
      }
      for (const fk of described) {
        if (!actual.has(fk)) {
          problems.push(`${table}: foreign key ${fk} in ${entity.name}, not in the database`);
        }
      }
    }
    expect(problems).toEqual([]);
  });
});
