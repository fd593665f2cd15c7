import type { SiteConfig, StateLicenses } from './site.config.schema';

/** The agency's licenses (siteConfig.npn and stateLicenses) as pages and the CLI read them. */
export type License = SiteConfig['npn'];
export type StateLicense = License | 'not licensed';
export type { StateLicenses };

/** The license for a state or DC; a code missing from the table counts as not licensed. */
export function stateLicense(table: StateLicenses, code: string): StateLicense {
  return table[code.toUpperCase()] ?? 'not licensed';
}

export const isLicensed = (license: StateLicense): license is License => license !== 'not licensed';
