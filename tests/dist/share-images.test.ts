import { describe, it } from 'vitest';
import { Check, distHas, loadPages, metaContent, siteUrl } from './helpers';
import { distFileOf, pngSizeOf } from './images';

/**
 * Link previews: every page names one og:image, a PNG of ours in dist/ whose real size is the
 * one the page declares, with its alt text; and the large-image card.
 */
const pages = loadPages();

describe('dist share images', () => {
  it('every page has one og:image, a PNG in dist/ of the declared size, with alt text', () => {
    const check = new Check('og:image');
    const used = new Map<string, number>();
    for (const { document: doc, file } of pages) {
      const images = metaContent(doc, 'property="og:image"');
      if (images.length !== 1) {
        check.fail(file, `expected one og:image, found ${images.length}`);
        continue;
      }
      const url = images[0] as string;
      const target = distFileOf(url);
      if (!target) {
        check.fail(file, `og:image ${url} is not an absolute URL on ${siteUrl}`);
        continue;
      }
      if (!distHas(target)) {
        check.fail(file, `og:image ${url} has no file in dist (${target})`);
        continue;
      }
      used.set(target, (used.get(target) ?? 0) + 1);
      const size = pngSizeOf(target);
      const width = Number(metaContent(doc, 'property="og:image:width"')[0]);
      const height = Number(metaContent(doc, 'property="og:image:height"')[0]);
      if (!size) check.fail(file, `og:image ${target} is not a PNG`);
      else if (size.width !== width || size.height !== height) {
        check.fail(file, `og:image is ${size.width}x${size.height}, the page says ${width}x${height}`);
      } else if (size.width !== 1200 || size.height !== 630) {
        check.fail(file, `og:image is ${size.width}x${size.height}, want 1200x630`);
      }
      if (!metaContent(doc, 'property="og:image:alt"')[0]?.trim()) check.fail(file, 'og:image has no alt text');
      if (metaContent(doc, 'name="twitter:card"')[0] !== 'summary_large_image') {
        check.fail(file, 'twitter:card is not summary_large_image');
      }
    }
    const counts = [...used].map(([f, n]) => `${f} ${n}`).join(', ');
    check.finish(`checked ${pages.length} pages: ${counts}`);
  });
});
