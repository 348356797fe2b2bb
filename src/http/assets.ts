import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Express, NextFunction, Request, Response } from 'express';

export type Asset = { file: string; type: string };

/** dist/public of the repository: the nearest above this file (run from src/http by tests, dist/src/http by npm start). */
export function builtDir(from = __dirname): string {
  for (let dir = from; dir !== path.dirname(dir); dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'dist/public'))) return path.join(dir, 'dist/public');
  }
  return path.resolve('dist/public');
}

// Assets are cached for a day, so their URLs carry a hash of their content: a new build is fetched at once.
export const version = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex').slice(0, 12);

/** CSP of the documentation pages: scripts and styles from this origin only, nothing from the internet. */
export const PAGE_CSP = "default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'; connect-src 'self'; "
  + "img-src 'self' data:; font-src 'self' data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/**
 * Serves files of an npm package under `prefix/:asset` from an explicit map, so no path from the
 * request ever reaches the file system. Unknown names fall through to the next handler.
 */
export function serveAssets(app: Express, prefix: string, baseDir: string, assets: Record<string, Asset>): void {
  app.get(`${prefix}/:asset`, (req: Request, res: Response, next: NextFunction) => {
    const name = String(req.params.asset);
    const asset = Object.prototype.hasOwnProperty.call(assets, name) ? assets[name] : undefined;
    if (!asset) return next();
    res.setHeader('Cache-Control', 'public, max-age=86400');
    res.type(asset.type).sendFile(path.join(baseDir, asset.file));
  });
}
