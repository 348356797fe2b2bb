import { Kind, parse, type FieldNode, type FragmentDefinitionNode, type OperationDefinitionNode } from 'graphql';
import { selectedUnder } from '../../src/graphql/selection';

/** The resolve info of the root field `name` of the document's operation: its nodes (every alias) and the fragments. */
function infoAt(source: string, name: string) {
  const doc = parse(source);
  const fragments = Object.fromEntries(doc.definitions.filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION)
    .map((d) => [d.name.value, d]));
  const op = doc.definitions.find((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION)!;
  const fieldNodes = op.selectionSet.selections.filter((s): s is FieldNode => s.kind === Kind.FIELD && s.name.value === name);
  return { fieldNodes, fragments };
}

it('names the fields under a child through aliases, inline and named fragments, once each, sorted, without meta fields', () => {
  const info = infoAt(`{
    p: projecao { melhorDia dias { margem ...D } }
    projecao { ... on P { dias { __typename dia ... on Dia { data @skip(if: true) } } } ...Q }
  }
  fragment D on Dia { dia gmd ...D2 }
  fragment D2 on Dia { gmd frete }
  fragment Q on P { outra: dias { bloqueio } }`, 'projecao');
  expect(selectedUnder(info, 'dias')).toEqual(['bloqueio', 'data', 'dia', 'frete', 'gmd', 'margem']);
  expect(selectedUnder(info, 'melhorDia')).toEqual([]);
  expect(selectedUnder(info, 'ausente')).toEqual([]);
});

it('reads a fragment spread twice (or spreading itself) once', () => {
  const info = infoAt('{ projecao { dias { ...D ...D } } } fragment D on Dia { dia ...D }', 'projecao');
  expect(selectedUnder(info, 'dias')).toEqual(['dia']);
});
