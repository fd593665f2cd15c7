import { describe, expect, it } from 'vitest';
import { absoluteUrl, cityPath, getPath, mailtoHref, slugify, statePath, staticPaths, telHref } from './paths';
import { siteConfig } from './site.config';

const site = siteConfig.siteUrl;

describe('slugify', () => {
  it.each([
    ['North Charleston', 'north-charleston'],
    ['St. Louis', 'st-louis'],
    ["Coeur d'Alene", 'coeur-dalene'],
    ['Coeur d’Alene', 'coeur-dalene'],
    ['Myrtle Beach', 'myrtle-beach'],
    ['Winston–Salem', 'winston-salem'],
    ['Cañon City', 'canon-city'],
    ['  New   York  ', 'new-york'],
    ['Houston', 'houston'],
    ['District of Columbia', 'district-of-columbia'],
  ])('%s -> %s', (input, expected) => {
    expect(slugify(input)).toBe(expected);
  });

  it('yields only lower-case letters, digits and single inner hyphens', () => {
    for (const input of ['A -- B', '--x--', 'Fort Worth!', 'Ste. Genevieve', "O'Fallon", '100 Mile House']) {
      expect(slugify(input)).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
    }
  });
});

describe('statePath and cityPath', () => {
  it('lower-cases the state code', () => {
    expect(statePath('TX')).toBe('/tx');
    expect(statePath('dc')).toBe('/dc');
  });

  it('joins the state code and the slugged city', () => {
    expect(cityPath('SC', 'Myrtle Beach')).toBe('/sc/myrtle-beach');
    expect(cityPath('SC', 'North Charleston')).toBe('/sc/north-charleston');
    expect(cityPath('MO', 'St. Louis')).toBe('/mo/st-louis');
    expect(cityPath('ID', "Coeur d'Alene")).toBe('/id/coeur-dalene');
    expect(cityPath('tx', 'Houston')).toBe('/tx/houston');
  });
});

describe('getPath', () => {
  it('returns the static path of a page, with an optional hash', () => {
    expect(getPath('home')).toBe('/');
    expect(getPath('about')).toBe('/about');
    expect(getPath('faq', 'claims')).toBe('/faq#claims');
    expect(getPath('notFound')).toBe('/404');
  });

  it('every static path is absolute, lower-case, unique and without a trailing slash', () => {
    const values = Object.values(staticPaths);
    expect(new Set(values).size).toBe(values.length);
    for (const path of values) {
      expect(path).toMatch(/^\/(?:[a-z0-9-]+(?:\/[a-z0-9-]+)*)?$/);
    }
  });
});

describe('absoluteUrl', () => {
  it('prefixes the site URL', () => {
    expect(absoluteUrl('/')).toBe(`${site}/`);
    expect(absoluteUrl('/about')).toBe(`${site}/about`);
    expect(absoluteUrl('/tx/houston')).toBe(`${site}/tx/houston`);
  });

  it('drops trailing slashes except on the root', () => {
    expect(absoluteUrl('/about/')).toBe(`${site}/about`);
    expect(absoluteUrl('/tx/houston//')).toBe(`${site}/tx/houston`);
    expect(absoluteUrl('//')).toBe(`${site}/`);
  });

  it('is the canonical form: https, on the site URL, lower-case', () => {
    expect(site.startsWith('https://')).toBe(true);
    expect(absoluteUrl('/TX/Houston')).toBe(`${site}/tx/houston`);
    for (const path of Object.values(staticPaths)) {
      const url = absoluteUrl(path);
      expect(url).toBe(url.toLowerCase());
      expect(new URL(url).origin).toBe(new URL(site).origin);
    }
  });
});

describe('telHref and mailtoHref', () => {
  it('build tel: and mailto: links', () => {
    expect(telHref(siteConfig.phones.sales.e164)).toBe(`tel:${siteConfig.phones.sales.e164}`);
    expect(mailtoHref(siteConfig.email)).toBe(`mailto:${siteConfig.email}`);
  });
});
