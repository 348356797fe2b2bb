import { sql, type SQL } from 'drizzle-orm';
import { racoes } from '../racao/schema';
import { dietaIngredientes as ing } from './schema';

/*
 * What a diet version's mix is, over its dieta_ingredientes rows joined to their feeds (aggregates: the statement
 * groups by diet version or selects one). The feeds' current values count, not those of the day the diet was made.
 */

/** Dry matter of the mix, % (weighted by percentual), unrounded. */
export const materiaSecaMix = (): SQL<number> => sql<number>`sum(${ing.percentual} * ${racoes.materiaSecaPercentual}) / 100`;

/** R$ per kg as fed of the mix (its feeds' custoKg weighted by percentual), to the cent. */
export const custoKgMix = (): SQL<number> => sql<number>`round(sum(${ing.percentual} * ${racoes.custoKg}) / 100, 2)`;
