import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import { logoImage, type ShareImageKind, shareImageKinds, shareImageSize } from '../src/seo/share-images';

/**
 * Draws the raster logo and the share images at build, from our own SVG art: the evergreen tree
 * of public/logo.svg and a plain pictogram per kind of page. No text is drawn, so no font is
 * needed and the PNG bytes depend only on this file and resvg's version (same input, same bytes).
 */

const green = '#0b4f3f';
const light = '#dcefe8';

/** The tree of public/logo.svg (a 64-unit box), as a group placed at (x, y) and scaled. */
function tree(x: number, y: number, scale: number): string {
  return `<g transform="translate(${x} ${y}) scale(${scale})"><path d="M32 10 L48 34 H39 L50 50 H14 L25 34 H16 Z" fill="#ffffff"/><rect x="29" y="50" width="6" height="6" fill="#ffffff"/></g>`;
}

/** Pictograms drawn in a 300x300 box, white strokes. */
const pictograms: Record<Exclude<ShareImageKind, 'site'>, string> = {
  guide:
    '<path d="M150 60 Q80 20 10 50 V260 Q80 230 150 270 Z M150 60 Q220 20 290 50 V260 Q220 230 150 270 Z"/>' +
    '<path d="M40 100 Q85 85 120 105 M40 150 Q85 135 120 155 M180 105 Q215 85 260 100 M180 155 Q215 135 260 150"/>',
  calculator:
    '<rect x="50" y="10" width="200" height="280" rx="24"/><rect x="80" y="40" width="140" height="56" rx="8"/>' +
    [0, 1, 2]
      .flatMap((row) =>
        [0, 1, 2].map(
          (col) =>
            `<rect x="${84 + col * 50}" y="${126 + row * 52}" width="32" height="32" rx="6" fill="#ffffff" stroke="none"/>`,
        ),
      )
      .join(''),
  review:
    '<path d="M150 10 L270 55 V140 C270 215 220 262 150 292 C80 262 30 215 30 140 V55 Z"/>' +
    '<path d="M95 150 L137 192 L210 112"/>',
  place:
    '<path d="M150 292 C150 292 45 170 45 112 A105 105 0 0 1 255 112 C255 170 150 292 150 292 Z"/>' +
    '<circle cx="150" cy="112" r="38"/>',
};

/** The SVG of one share image: the tree, and the kind's pictogram on the right. */
export function shareImageSvg(kind: ShareImageKind): string {
  const { width, height } = shareImageSize;
  const art =
    kind === 'site'
      ? tree(width / 2 - 256, height / 2 - 300, 8)
      : `${tree(110, 15, 8)}<g transform="translate(770 165)" fill="none" stroke="#ffffff" stroke-width="16" stroke-linecap="round" stroke-linejoin="round">${pictograms[kind]}</g>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><rect width="${width}" height="${height}" fill="${green}"/><rect y="${height - 70}" width="${width}" height="70" fill="${light}" opacity="0.18"/>${art}</svg>`;
}

function render(svg: string, fitWidth?: number): Buffer {
  const resvg = new Resvg(svg, {
    font: { loadSystemFonts: false },
    ...(fitWidth ? { fitTo: { mode: 'width' as const, value: fitWidth } } : {}),
  });
  return resvg.render().asPng();
}

/** The PNG of the logo, from public/logo.svg, at logoImage's size. */
export function logoPng(logoSvg: string): Buffer {
  return render(logoSvg, logoImage.width);
}

export function sharePng(kind: ShareImageKind): Buffer {
  return render(shareImageSvg(kind));
}

/**
 * Width and height from a PNG's IHDR chunk, or undefined when the bytes are not a PNG.
 * @internal For the dist suite, which checks the size of every built image.
 */
export function pngSize(png: Buffer): { width: number; height: number } | undefined {
  if (png.length < 24 || png.subarray(1, 4).toString('latin1') !== 'PNG') return undefined;
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

/** Writes dist/logo-512.png and dist/og/<kind>.png; returns the files written, relative to outDir. */
export async function writeShareImages(outDir: string, publicDir: string): Promise<string[]> {
  const written: string[] = [];
  const logo = await readFile(join(publicDir, 'logo.svg'), 'utf8');
  await writeFile(join(outDir, logoImage.path), logoPng(logo));
  written.push(logoImage.path.slice(1));
  await mkdir(join(outDir, 'og'), { recursive: true });
  for (const kind of shareImageKinds) {
    await writeFile(join(outDir, 'og', `${kind}.png`), sharePng(kind));
    written.push(`og/${kind}.png`);
  }
  return written;
}
