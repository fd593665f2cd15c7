import type { AuditRule, Fault, Site } from '../audited-site';

function checkImages(site: Site): Fault[] {
  const faults: Fault[] = [];
  for (const page of site.pages) {
    for (const img of page.document.querySelectorAll('img')) {
      const src = img.getAttribute('src') ?? '(no src)';
      if (!img.hasAttribute('alt'))
        faults.push({ rule: 'image', file: page.file, message: `<img src="${src}"> has no alt` });
      if (!img.getAttribute('width') || !img.getAttribute('height')) {
        faults.push({ rule: 'image', file: page.file, message: `<img src="${src}"> lacks width and height` });
      }
    }
  }
  return faults;
}

/** Every image has alt text and its width and height. */
export const imagesRule: AuditRule = { names: ['image'], checks: 'images', check: checkImages };
