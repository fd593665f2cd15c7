import { z } from 'zod';
import { deathSourceSchema } from './after-death.schema';

/*
 * The county offices a family deals with after a death, for the counties of our city pages
 * (content/data/county-offices/<state>.ts, one module per state): the court that handles the estate
 * (probate, surrogate's, orphans', circuit or district court, by the state's own name) and, where
 * the state lets local registrars issue death certificates, the county or city health department
 * or registrar that does. Every office carries the page it was read on; a county we could not
 * read is a gap with its reason, never a guess.
 */

/** What an office does for the family. */
export const countyOfficeKindSchema = z.enum(['estate-court', 'death-certificates']);

export type CountyOfficeKind = z.infer<typeof countyOfficeKindSchema>;

/** One office, from its own page or the state's directory of such offices. */
export const countyOfficeSchema = z.strictObject({
  kind: countyOfficeKindSchema,
  /** The office's own name ("Harris County Probate Courts", "Franklin County Public Health, Vital Statistics"). */
  name: z.string().min(8).max(140),
  /** Street address with city, state and ZIP, as the page read gives it. */
  address: z.string().min(10).max(200),
  /** The office's phone as the page gives it, written 555-555-5555. */
  phone: z
    .string()
    .regex(/^\d{3}-\d{3}-\d{4}$/, 'phone must be written 555-555-5555')
    .optional(),
  /** The office's own page (may equal the source's URL). */
  url: z.url({ protocol: /^https?$/ }),
  /** A plain note a family can act on, from the page read ("Small estate affidavits are filed with the clerk"). */
  note: z.string().min(10).max(240).optional(),
  /**
   * Set when the office serves only some of the county's city pages (a Connecticut probate
   * district, a city health department, a Virginia independent city's circuit court): the city
   * names as in content/places/cities.json. Absent: it serves every city page of the county.
   */
  forCities: z.array(z.string().min(2).max(60)).min(1).optional(),
  /** The page the name, address and phone were read on. */
  source: deathSourceSchema,
});

export type CountyOffice = z.infer<typeof countyOfficeSchema>;

/** A county (by its Census name, as in content/places/cities.json: "Harris County", "Richmond city"). */
export const countyOfficesSchema = z.strictObject({
  county: z.string().min(3).max(60),
  offices: z.array(countyOfficeSchema).min(1).max(4),
});

/** An office of a county we could not cite, and why ("the county's page does not give an address"). */
export const countyOfficeGapSchema = z.strictObject({
  county: z.string().min(3).max(60),
  kind: countyOfficeKindSchema,
  why: z.string().min(10).max(300),
});

/** One state's module. */
export const stateCountyOfficesSchema = z.strictObject({
  state: z.string().regex(/^[A-Z]{2}$/),
  counties: z.array(countyOfficesSchema),
  gaps: z.array(countyOfficeGapSchema),
});

export type StateCountyOffices = z.infer<typeof stateCountyOfficesSchema>;
export type StateCountyOfficesInput = z.input<typeof stateCountyOfficesSchema>;
