// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { getPath, mailtoHref, telHref } from '#core/paths';
import { siteConfig } from '#core/site.config';
import { Footer, formatHours } from './Footer';
import { footerLegalLinks, footerLinks } from './nav';

const future = { v7_startTransition: true, v7_relativeSplatPath: true } as const;
const ui = () => (
  <MemoryRouter future={future}>
    <Footer />
  </MemoryRouter>
);

afterEach(cleanup);

describe('Footer', () => {
  it('shows the company, its address, phone, e-mail and hours from the site config', () => {
    render(ui());
    const footer = screen.getByRole('contentinfo');
    const { company, address, phones, email } = siteConfig;
    expect(within(footer).getByText(company.name)).toBeTruthy();
    const addr = footer.querySelector('address');
    expect(addr?.textContent).toContain(address.street);
    expect(addr?.textContent).toContain(`${address.locality}, ${address.region} ${address.postalCode}`);
    const phone = within(footer).getByRole('link', { name: phones.sales.display });
    expect(phone.getAttribute('href')).toBe(telHref(phones.sales.e164));
    const mail = within(footer).getByRole('link', { name: email });
    expect(mail.getAttribute('href')).toBe(mailtoHref(email));
    expect(footer.textContent).toContain('Mon–Fri 9:00 a.m.–5:00 p.m. Eastern');
  });

  it('links to every footer page, Success Stories included', () => {
    render(ui());
    const nav = screen.getByRole('navigation', { name: 'Footer' });
    const expected = [
      'about',
      'process',
      'typesOfCoverage',
      'faq',
      'guide',
      'learningCenter',
      'privacyPolicy',
      'termsOfService',
      'accessibility',
      'testimonials',
    ] as const;
    const hrefs = within(nav)
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'));
    for (const name of expected) expect(hrefs).toContain(getPath(name));
    expect(hrefs).toHaveLength(footerLinks.length + footerLegalLinks.length);
    expect(within(nav).getByRole('link', { name: 'Success Stories' }).getAttribute('href')).toBe(
      getPath('testimonials'),
    );
  });

  it('repeats the quote call to action with the white Quick Quote button', () => {
    render(ui());
    const cta = screen.getByRole('region', { name: /protect your family/i });
    const button = within(cta).getByRole('link', { name: 'Quick Quote' });
    expect(button.classList.contains('btn-white')).toBe(true);
  });

  it('prints the copyright line with the current year and the legal name', () => {
    render(ui());
    const year = new Date().getFullYear();
    expect(screen.getByRole('contentinfo').textContent).toContain(
      `© ${year} ${siteConfig.company.legalName}. All rights reserved.`,
    );
  });
});

describe('formatHours', () => {
  const base = siteConfig.hours;
  it('joins consecutive days into a range and writes times the American way', () => {
    expect(formatHours(base)).toBe('Mon–Fri 9:00 a.m.–5:00 p.m. Eastern');
    expect(formatHours({ ...base, opens: '00:00', closes: '12:30' })).toBe('Mon–Fri 12:00 a.m.–12:30 p.m. Eastern');
  });

  it('lists days that are not a run', () => {
    expect(formatHours({ ...base, days: ['Saturday', 'Monday', 'Wednesday'] })).toBe(
      'Mon, Wed, Sat 9:00 a.m.–5:00 p.m. Eastern',
    );
    expect(formatHours({ ...base, days: ['Monday', 'Tuesday'] })).toBe('Mon, Tue 9:00 a.m.–5:00 p.m. Eastern');
  });
});
