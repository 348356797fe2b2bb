import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import type { Route } from '../../src/rest/routes';
import type { Res } from './app';

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];
const ptr = (s: string) => s.replace(/~/g, '~0').replace(/\//g, '~1');
export const oasPath = (path: string) => path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
export const routeKey = (r: Pick<Route, 'method' | 'path'>) => `${r.method} ${r.path}`;

function resolvePointer(doc: any, ref: string): any {
  if (!ref.startsWith('#/')) throw new Error(`external $ref ${ref}`);
  return ref.slice(2).split('/').reduce((o, p) => o?.[p.replace(/~1/g, '/').replace(/~0/g, '~')], doc);
}

/** Every `$ref` of the document, with where it is. */
export function refsOf(node: unknown, at = '#', out: { at: string; ref: string }[] = []): { at: string; ref: string }[] {
  if (Array.isArray(node)) node.forEach((v, i) => refsOf(v, `${at}/${i}`, out));
  else if (node && typeof node === 'object') {
    for (const [k, v] of Object.entries(node)) {
      if (k === '$ref' && typeof v === 'string') out.push({ at, ref: v });
      else refsOf(v, `${at}/${ptr(k)}`, out);
    }
  }
  return out;
}

/** Every JSON Schema of the document (components, parameters, bodies, responses, headers). */
export function schemasOf(doc: any): { at: string; schema: object }[] {
  const out: { at: string; schema: object }[] = [];
  for (const [name, s] of Object.entries<any>(doc.components?.schemas ?? {})) out.push({ at: `components.schemas.${name}`, schema: s });
  const media = (at: string, content: any) => {
    for (const [ct, m] of Object.entries<any>(content ?? {})) if (m.schema) out.push({ at: `${at} ${ct}`, schema: m.schema });
  };
  const headers = (at: string, h: any) => {
    for (const [n, v] of Object.entries<any>(h ?? {})) if (v.schema) out.push({ at: `${at} header ${n}`, schema: v.schema });
  };
  for (const [name, r] of Object.entries<any>(doc.components?.responses ?? {})) (media(`responses.${name}`, r.content), headers(`responses.${name}`, r.headers));
  for (const [name, h] of Object.entries<any>(doc.components?.headers ?? {})) out.push({ at: `headers.${name}`, schema: h.schema });
  for (const [p, ops] of Object.entries<any>(doc.paths)) {
    for (const [m, op] of Object.entries<any>(ops)) {
      if (!METHODS.includes(m)) continue;
      for (const prm of op.parameters ?? []) out.push({ at: `${m} ${p} param ${prm.name}`, schema: prm.schema });
      media(`${m} ${p} body`, op.requestBody?.content);
      for (const [st, r] of Object.entries<any>(op.responses)) if (!r.$ref) (media(`${m} ${p} ${st}`, r.content), headers(`${m} ${p} ${st}`, r.headers));
    }
  }
  return out;
}

/**
 * Validates real responses against the served document (ajv, JSON Schema 2020-12) and records which
 * route answered which status, so a test can demand coverage of the whole route table.
 */
export function responseChecker(doc: any) {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  ajv.addSchema(doc, 'openapi.json');
  const compiled = new Map<string, ValidateFunction>();
  const covered = new Map<string, Set<number>>();

  function check(key: string, res: Res): string[] {
    const [method, path] = key.split(' ');
    const where = `${key} -> ${res.status}`;
    const op = doc.paths[oasPath(path)]?.[method.toLowerCase()];
    if (!op) return [`${where}: no operation in the document`];
    let base = `#/paths/${ptr(oasPath(path))}/${method.toLowerCase()}/responses/${res.status}`;
    let response = op.responses[String(res.status)];
    if (!response) return [`${where}: status not documented (documented: ${Object.keys(op.responses).join(', ')}); body ${res.text.slice(0, 300)}`];
    if (response.$ref) {
      base = response.$ref;
      response = resolvePointer(doc, response.$ref);
    }
    const problems: string[] = [];
    for (const [name, h0] of Object.entries<any>(response.headers ?? {})) {
      const h = h0.$ref ? resolvePointer(doc, h0.$ref) : h0;
      const value = res.headers.get(name);
      if (value === null) {
        if (h.required) problems.push(`${where}: required header ${name} missing`);
        continue;
      }
      const v = ajv.compile(h.schema);
      if (!v(value)) problems.push(`${where}: header ${name}=${value}: ${ajv.errorsText(v.errors)}`);
    }
    if (!response.content) {
      if (res.text !== '') problems.push(`${where}: documented without a body, got ${res.text.slice(0, 200)}`);
    } else {
      const ct = (res.headers.get('content-type') ?? '').split(';')[0].trim();
      if (!response.content[ct]) {
        problems.push(`${where}: content type ${ct} not documented (${Object.keys(response.content).join(', ')})`);
      } else {
        const ref = `openapi.json${base}/content/${ptr(ct)}/schema`;
        let v = compiled.get(ref);
        if (!v) compiled.set(ref, (v = ajv.compile({ $ref: ref })));
        if (!v(res.body)) {
          problems.push(`${where}: body does not match: ${ajv.errorsText(v.errors, { separator: '; ' })}; body ${res.text.slice(0, 400)}`);
        }
      }
    }
    if (problems.length === 0) (covered.get(key) ?? covered.set(key, new Set()).get(key)!).add(res.status);
    return problems;
  }

  return { check, covered };
}
