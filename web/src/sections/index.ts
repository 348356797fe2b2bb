import type { Section } from '../context';
import { alertas } from './alertas';
import { cotacao } from './cotacao';
import { economia } from './economia';
import { lotes } from './lotes';
import { notificacoes } from './notificacoes';
import { projecao } from './projecao';
import { resumo } from './resumo';
import { trato } from './trato';

/** The page, top to bottom. A domain that lands adds its section here (with `roles` when its data is restricted). */
export const SECTIONS: Section[] = [resumo, cotacao, notificacoes, lotes, economia, projecao, trato, alertas];
