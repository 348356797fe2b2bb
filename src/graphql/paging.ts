import { ArgsType, Field, Int, ObjectType, type ClassType } from 'type-graphql';
import { IntRange } from '../validation';

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
  @ObjectType(name)
  abstract class PageClass {
    @Field(() => [item]) items!: T[];
    @Field(() => Int) pageNumber!: number;
    @Field(() => Int) pageSize!: number;
    @Field(() => Int) totalCount!: number;
    @Field(() => Int) totalPages!: number;
  }
  return PageClass;
}

@ObjectType()
export class MessageResult {
  @Field() message!: string;
}
