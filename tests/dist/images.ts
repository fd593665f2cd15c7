import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pngSize } from '../../build/share-images';
import { distDir, siteUrl } from './helpers';

/** Width and height of a PNG in dist/, or undefined when the file is not a PNG. */
export function pngSizeOf(file: string): { width: number; height: number } | undefined {
  return pngSize(readFileSync(join(distDir, file)));
}

/** The dist file of an absolute URL on the site, or undefined when it is not one. */
export function distFileOf(url: string): string | undefined {
  return url.startsWith(`${siteUrl}/`) ? url.slice(siteUrl.length + 1) : undefined;
}
