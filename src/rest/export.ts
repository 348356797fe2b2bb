import type { IncomingMessage } from 'node:http';
import {
  getNamedType, isCompositeType, isObjectType, isInterfaceType, Kind, type DocumentNode, type FragmentDefinitionNode, type GraphQLCompositeType,
  type GraphQLSchema, type OperationDefinitionNode, type SelectionSetNode,
} from 'graphql';
import { AppError, fieldError } from '../errors';
import { queryOf, type Answer, type Res } from './exchange';
import { writeCsv } from '../spreadsheet/write-csv';
import type { Cell, Table } from '../spreadsheet/write-table';
import { writeXlsx } from '../spreadsheet/write-xlsx';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const FORMATS = {
  csv: { type: 'text/csv; charset=utf-8', write: writeCsv },
  xlsx: { type: XLSX_TYPE, write: writeXlsx },
} as const;
export type ExportFormat = keyof typeof FORMATS;

/**
 * The spreadsheet a request asks for (contract 10 exports): `?format=csv|xlsx` wins, then an Accept naming CSV or XLSX;
 * any other Accept is JSON. An unknown `format` is 400 (after the role check, as every input error).
 */
export function requestedFormat(req: IncomingMessage, res: Res): ExportFormat | null | AppError {
  const q = queryOf(req, res).format;
  if (q !== undefined) {
    if (q === 'csv' || q === 'xlsx') return q;
    if (q === 'json') return null;
    return fieldError('format', 'deve ser um de: csv, xlsx, json');
  }
  const accept = String(req.headers.accept ?? '');
  if (accept.includes(XLSX_TYPE)) return 'xlsx';
  if (/(^|,)\s*text\/csv/.test(accept)) return 'csv';
  return null;
}

type Fragments = Map<string, SelectionSetNode>;

/** Leaf field paths of the document's root selection, in document order ("vendas.animalId" under a nested object), fragments spread. */
function paths(set: SelectionSetNode | undefined, fragments: Fragments, prefix = ''): string[] {
  return (set?.selections ?? []).flatMap((s) => {
    if (s.kind === Kind.FRAGMENT_SPREAD) return paths(fragments.get(s.name.value), fragments, prefix);
    if (s.kind === Kind.INLINE_FRAGMENT) return paths(s.selectionSet, fragments, prefix);
    const name = prefix + (s.alias?.value ?? s.name.value);
    return s.selectionSet ? paths(s.selectionSet, fragments, `${name}.`) : [name];
  });
}

/**
 * The columns (as `paths` names them) whose field is of the Date scalar: only these are written as dates. A text
 * field that looks like a date (a batch code "2026-13-45") stays text.
 */
export function dateColumns(schema: GraphQLSchema, document: DocumentNode): Set<string> {
  const op = document.definitions.find((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION)!;
  const fragments = new Map(document.definitions
    .filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION).map((d) => [d.name.value, d]));
  const out = new Set<string>();
  const walk = (set: SelectionSetNode | undefined, type: GraphQLCompositeType | null | undefined, prefix: string) => {
    for (const s of set?.selections ?? []) {
      if (s.kind === Kind.FRAGMENT_SPREAD) {
        const f = fragments.get(s.name.value);
        walk(f?.selectionSet, f ? (schema.getType(f.typeCondition.name.value) as GraphQLCompositeType) : null, prefix);
      } else if (s.kind === Kind.INLINE_FRAGMENT) {
        walk(s.selectionSet, s.typeCondition ? (schema.getType(s.typeCondition.name.value) as GraphQLCompositeType) : type, prefix);
      } else {
        const name = prefix + (s.alias?.value ?? s.name.value);
        const field = type && (isObjectType(type) || isInterfaceType(type)) ? type.getFields()[s.name.value] : undefined;
        const named = field ? getNamedType(field.type) : undefined;
        if (s.selectionSet) walk(s.selectionSet, named && isCompositeType(named) ? named : null, `${name}.`);
        else if (named?.name === 'Date') out.add(name);
      }
    }
  };
  const root = op.selectionSet.selections[0];
  if (root?.kind === Kind.FIELD) {
    const rootType = schema.getRootType(op.operation);
    const field = rootType?.getFields()[root.name.value];
    const named = field ? getNamedType(field.type) : undefined;
    walk(root.selectionSet, named && isCompositeType(named) ? named : null, '');
  }
  return out;
}

const at = (v: unknown, path: string[]): unknown => path.reduce<unknown>((o, k) => (o == null ? undefined : (o as Record<string, unknown>)[k]), v);
const asCell = (v: unknown): Cell => (v === undefined ? null : typeof v === 'object' && v !== null ? JSON.stringify(v) : (v as Cell));

/**
 * The answer as a table: an object answer is one row, or one row per item of its array field (its other fields repeated
 * on each row; no items: one row with them empty); an array answer is the rows of each of its items in turn, so a list
 * whose items hold a list (a diet's mixer loads and their ingredients) is flattened one row per inner item. Nested
 * objects become dotted columns ("periodo.de"); the columns are the document's fields, so an empty answer still has its
 * header.
 */
export function toTable(document: DocumentNode, data: unknown, dates: ReadonlySet<string> = new Set()): Table {
  const op = document.definitions.find((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION)!;
  const root = op.selectionSet.selections[0];
  const fragments: Fragments = new Map(document.definitions
    .filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION).map((d) => [d.name.value, d.selectionSet]));
  const columns = root.kind === Kind.FIELD ? paths(root.selectionSet, fragments) : [];
  const heads = [...new Set(columns.map((c) => c.split('.')[0]))];
  const rowsOf = (obj: unknown): Cell[][] => {
    const listField = heads.find((f) => Array.isArray((obj as Record<string, unknown>)?.[f]));
    const items: unknown[] = listField ? (obj as Record<string, unknown[]>)[listField] : [];
    const rowOf = (item: unknown) => columns.map((c) => {
      const [head, ...rest] = c.split('.');
      return asCell(head === listField ? at(item, rest) : at(obj, c.split('.')));
    });
    return items.length > 0 ? items.map(rowOf) : [rowOf(undefined)];
  };
  return { columns, dates: columns.map((c) => dates.has(c)), rows: Array.isArray(data) ? data.flatMap(rowsOf) : rowsOf(data) };
}

/** A spreadsheet answer (Node sets its Content-Length as it is written whole). */
export function exportAnswer(format: ExportFormat, name: string, today: string, table: Table): Answer {
  const f = FORMATS[format];
  return { status: 200, headers: { 'Content-Type': f.type, 'Content-Disposition': `attachment; filename="${name}-${today}.${format}"` }, body: f.write(table) };
}
