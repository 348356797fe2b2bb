import path from 'node:path';
import type { Express, NextFunction, Request, Response } from 'express';

export type Asset = { file: string; type: string };

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
