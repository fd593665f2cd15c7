import { isLicensed, type StateLicense } from '#core/licenses';
import { telHref } from '#core/paths';
import { siteConfig } from '#core/site.config';
import { LicenseNumber } from '../content/License';

/**
 * The license for one state, on its state page and its city pages: the number, or that the agency
 * is not licensed there, with the phone line to call instead.
 */
export function StateLicenseLine({ license, stateName }: { license: StateLicense; stateName: string }) {
  const { company, phones } = siteConfig;
  return (
    <p className="license-line" data-license={isLicensed(license) ? 'licensed' : 'not-licensed'}>
      {isLicensed(license) ? (
        <>
          {company.legalName} is licensed to sell life insurance in {stateName}, license number{' '}
          <LicenseNumber license={license} />.
        </>
      ) : (
        <>
          {company.name} is not licensed to sell insurance in {stateName}, so we cannot quote or sell a policy here.
          Please call <a href={telHref(phones.sales.e164)}>{phones.sales.display}</a> and we will tell you how to find
          an agent licensed in {stateName}.
        </>
      )}
    </p>
  );
}
