import type { AuditConfig, AuditRule, Fault, Site } from '../audited-site';
import { jsonLdStrings, textNodes } from './page-text';

const phonePattern = /(?:\+?1[\s.-]?)?\(?\b\d{3}\)?[\s.-]\d{3}[\s.-]\d{4}\b/g;
const emailPattern = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g;

/** The last ten digits of a phone number. */
export function phoneDigits(text: string): string {
  return text.replace(/\D/g, '').slice(-10);
}

function checkContacts(site: Site, config: AuditConfig): Fault[] {
  const faults: Fault[] = [];
  const phones = new Set(config.phones.map(phoneDigits));
  const published = new Set((config.publishedPhones ?? []).map(phoneDigits));
  const emails = new Set(config.emails.map((e) => e.toLowerCase()));
  for (const page of site.pages) {
    const seen = new Set<string>();
    const report = (message: string) => {
      if (seen.has(message)) return;
      seen.add(message);
      faults.push({ rule: 'contact', file: page.file, message });
    };
    const texts = [
      ...textNodes(page.document),
      ...jsonLdStrings(page.document),
      ...[...page.document.querySelectorAll('meta[content], [aria-label], [title]')].map(
        (el) =>
          `${el.getAttribute('content') ?? ''} ${el.getAttribute('aria-label') ?? ''} ${el.getAttribute('title') ?? ''}`,
      ),
    ];
    for (const text of texts) {
      for (const m of text.matchAll(phonePattern)) {
        const digits = phoneDigits(m[0]);
        if (!phones.has(digits) && !published.has(digits)) {
          report(`phone number ${m[0].trim()} is neither one of site.config's nor one the data files publish`);
        }
      }
      for (const m of text.matchAll(emailPattern)) {
        if (!emails.has(m[0].toLowerCase())) report(`e-mail ${m[0]} is not site.config's`);
      }
    }
    for (const a of page.document.querySelectorAll('a[href]')) {
      const href = a.getAttribute('href') ?? '';
      if (/^tel:/i.test(href) && !phones.has(phoneDigits(href)))
        report(`tel: link ${href} is not one of site.config's numbers`);
      const mail = /^mailto:([^?]+)/i.exec(href)?.[1];
      if (mail && !emails.has(decodeURIComponent(mail).toLowerCase()))
        report(`mailto: link ${href} is not site.config's e-mail`);
    }
  }
  return faults;
}

/**
 * Every phone number shown is one of site.config's or another organization's that a data file
 * publishes with its source; every tel: link and e-mail is site.config's.
 */
export const contactsRule: AuditRule = {
  names: ['contact'],
  checks: 'phone numbers and e-mails',
  check: checkContacts,
};
