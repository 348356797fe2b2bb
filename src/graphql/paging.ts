import { ArgsType, Extensions, Field, Int, ObjectType, type ClassType } from 'type-graphql';
import { IntRange } from '../validation';
import { LIST_SIZE, type ListSize } from './limits';

/**
 * Declares how many items a list field returns (contract 6: no unbounded lists): at most `max`, or as many as
 * argument `arg` asks. The cost rule counts the field's children at that size; on a query returning a page,
 * `arg` is the page size. A unit test fails for a list field of the schema without it.
 */
export const MaxItems = (max: number, arg?: string) => Extensions({ [LIST_SIZE]: { max, arg } satisfies ListSize });

/** Lists under one batch (its animals, medications, consumptions) return at most this many items, REST included. */
export const MAX_POR_LOTE = 10_000;

/** `limit` 1..max, with a default: the size argument of a bounded list. */
export function LimitArgs(max: number, defaultValue: number) {
  @ArgsType()
  abstract class LimitArgsClass {
    @Field(() => Int, { defaultValue, description: `Most items returned, 1..${max}` }) @IntRange(1, max)
    limit!: number;
  }
  return LimitArgsClass;
}

/** `limit` of a batch's list inside a batch (Batch.animais, ...): default 100, so a page of batches stays cheap. */
@ArgsType()
export class NestedLoteListArgs extends LimitArgs(MAX_POR_LOTE, 100) {}

/** The description of every list's `atualizadoDesde` (delta sync of a device, issue 28). */
export const ATUALIZADO_DESDE = 'Only rows changed at or after this instant (updatedAt >= value), deleted ones included with deletedAt set: '
  + 'a device syncs deltas by passing the largest atualizadoEm (or deletedAt) it has';

/** The description of every delta list's `cursor` (issue 33, item 4). */
export const CURSOR = 'The cursor of the previous answer; absent on the first load (live rows only). Opaque: a device stores it and '
  + 'passes it back, it never builds one';

/**
 * A page of a device's delta sync (`src/db/delta.ts`): the rows changed after the cursor, in commit order, deleted
 * ones included with deletedAt set; the cursor to pass next; and whether to ask again now.
 */
export function DeltaType<T extends object>(item: ClassType<T>, name: string) {
  @ObjectType(name, { simpleResolvers: true })
  abstract class DeltaClass {
    @Field(() => [item]) itens!: T[];
    @Field({ description: 'Pass it back as `cursor` on the next call; keep it with the rows' }) cursor!: string;
    @Field({ description: 'True: more rows follow, ask again now with `cursor`; false: up to date as of this answer' }) temMais!: boolean;
  }
  return DeltaClass;
}

/** `limit` of a batch's list asked for by itself (animaisByLote, ...): default 1000; REST documents pass the maximum. */
@ArgsType()
export class LoteListArgs extends LimitArgs(MAX_POR_LOTE, 1000) {}

@ArgsType()
export class PageArgs {
  @Field(() => Int, { defaultValue: 1 }) @IntRange(1, 1_000_000)
  pageNumber!: number;

  @Field(() => Int, { defaultValue: 10 }) @IntRange(1, 100)
  pageSize!: number;
}

export type Page<T> = { items: T[]; pageNumber: number; pageSize: number; totalCount: number; totalPages: number };

export const totalPages = (totalCount: number, pageSize: number) => Math.ceil(totalCount / pageSize);

export const pageOf = <T>(items: T[], totalCount: number, args: { pageNumber: number; pageSize: number }): Page<T> => ({
  items, pageNumber: args.pageNumber, pageSize: args.pageSize, totalCount, totalPages: totalPages(totalCount, args.pageSize),
});

/** The legacy paged envelope: items, pageNumber, pageSize, totalCount, totalPages. */
export function PageType<T extends object>(item: ClassType<T>, name: string) {
  @ObjectType(name, { simpleResolvers: true })
  abstract class PageClass {
    @Field(() => [item]) items!: T[];
    @Field(() => Int) pageNumber!: number;
    @Field(() => Int) pageSize!: number;
    @Field(() => Int) totalCount!: number;
    @Field(() => Int) totalPages!: number;
  }
  return PageClass;
}

@ObjectType({ simpleResolvers: true })
export class MessageResult {
  @Field() message!: string;
}
