import { siteConfig } from './site.config';
import type { SiteConfig } from './site.config.schema';

/**
 * Whom the agency represents: the insurers it is appointed with (siteConfig.appointments). Pages
 * say "plans we offer" only of these; a review of any other insurer says the agency does not sell
 * its plans. While the list is a sample, pages that name it say it is an example.
 */
export type Appointments = SiteConfig['appointments'];

/** The ids (content/data/carriers.ts) of the insurers the agency is appointed with, in config order. */
export function appointedCarriers(appointments: Appointments = siteConfig.appointments): readonly string[] {
  return appointments.carriers;
}

/** Whether the agency sells plans of the insurer with this id. */
export function isAppointed(carrierId: string, appointments: Appointments = siteConfig.appointments): boolean {
  return appointments.carriers.includes(carrierId);
}

/** Whether the list is an example written for the site, not yet the agency's real appointments. */
export function appointmentsAreSample(appointments: Appointments = siteConfig.appointments): boolean {
  return appointments.sample === true;
}
