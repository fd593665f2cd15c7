import { mailtoHref, telHref } from '#core/paths';
import { siteConfig } from '#core/site.config';
import { findState } from '../../content/data/states';
import Content, { frontmatter } from '../../content/pages/terms-of-service.md';
import { LegalPage } from '../components/content/LegalPage';

export function Component() {
  const { legalName } = siteConfig.company;
  const { address, email, phones } = siteConfig;
  const state = findState(address.region)?.name ?? address.region;
  return (
    <LegalPage
      page="termsOfService"
      frontmatter={frontmatter}
      Content={Content}
      lede="These terms apply when you use this website, its calculators and its quote form. Please take a few minutes to read them."
    >
      <h2 id="governing-law">Governing law</h2>
      <p>
        These terms are governed by the laws of the State of {state} and by the federal laws of the United States. Any
        dispute about them will be heard in the state or federal courts located in {state}, unless the law of the state
        where you live gives you the right to bring it there.
      </p>
      <h2 id="contact-us">Contact us</h2>
      <p>
        Questions about these terms? Write to {legalName}, {address.street}, {address.locality}, {address.region}{' '}
        {address.postalCode}, e-mail <a href={mailtoHref(email)}>{email}</a> or call{' '}
        <a href={telHref(phones.sales.e164)}>{phones.sales.display}</a>.
      </p>
    </LegalPage>
  );
}
