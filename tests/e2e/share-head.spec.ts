import { expect, test } from '@playwright/test';
import { siteConfig } from '#core/site.config';

/**
 * Head tags that search engines and link previews read, as the real server answers them: the
 * spec's own addresses of the South Carolina and Chicago pages answer 200 but name the state or
 * city page as canonical; every page's og:image is served as a PNG.
 */
const pairs: Array<[path: string, canonical: string]> = [
  ['/south-carolina', '/sc'],
  ['/sc', '/sc'],
  ['/illinois/chicago', '/il/chicago'],
  ['/il/chicago', '/il/chicago'],
];

for (const [path, canonical] of pairs) {
  test(`${path} answers 200 with canonical ${canonical} and a served og:image`, async ({ page, request }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${siteConfig.siteUrl}${canonical}`);
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute(
      'content',
      `${siteConfig.siteUrl}${canonical}`,
    );
    const image = await page.locator('meta[property="og:image"]').getAttribute('content');
    expect(image).toMatch(new RegExp(`^${siteConfig.siteUrl}/og/[a-z]+\\.png$`));
    const served = await request.get((image as string).slice(siteConfig.siteUrl.length));
    expect(served.status()).toBe(200);
    expect(served.headers()['content-type']).toBe('image/png');
    await expect(page.locator('meta[property="og:image:alt"]')).toHaveAttribute('content', /\S/);
  });
}

test('the raster logo of the JSON-LD is served', async ({ page, request }) => {
  await page.goto('/');
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}') as {
    '@graph': Array<{ '@type': string; logo?: string }>;
  };
  const logo = jsonLd['@graph'].find((n) => n['@type'] === 'InsuranceAgency')?.logo ?? '';
  expect(logo).toBe(`${siteConfig.siteUrl}/logo-512.png`);
  const served = await request.get('/logo-512.png');
  expect(served.status()).toBe(200);
  expect(served.headers()['content-type']).toBe('image/png');
});
