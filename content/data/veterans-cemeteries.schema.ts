import { z } from 'zod';
import { states } from './states';

const codes = new Set(states.map((s) => s.code));
const stateCode = z.string().refine((code) => codes.has(code), 'one of the 50 states or DC');

/**
 * The territories whose veterans cemeteries the VA's lists hold: Guam and the Northern Mariana
 * Islands (grant-funded). No page of the site is about a territory; they are here so that the
 * data is whole and no place is ever sent across an ocean for want of its own cemetery.
 */
const territoryCodes = ['GU', 'MP'] as const;
const placeCode = z.union([z.enum(territoryCodes), stateCode]);

/** Where a list comes from: the publisher's name and address, the date of its data and the day it was read. */
const listSourceSchema = z.strictObject({
  name: z.string().min(20),
  url: z.url({ protocol: /^https$/ }),
  /** The date the publisher's data carries (the copy that was read). */
  dataDate: z.iso.date(),
  /** The day it was read for this file. */
  read: z.iso.date(),
  note: z.string().min(10).optional(),
});

/** A source read for one cemetery that the VA's lists above do not hold (one opened since). */
const cemeterySourceSchema = z.strictObject({
  title: z.string().min(10),
  /** Whose document it is; a secondary copy or a newspaper says so here. */
  publisher: z.string().min(5),
  url: z.url({ protocol: /^https$/ }),
  /** The document's own date (ISO date, year-month or year). */
  date: z.string().regex(/^\d{4}(?:-\d{2}(?:-\d{2})?)?$/),
  dateKind: z.enum(['released', 'as of']),
  /** The day it was read for this file. */
  checked: z.iso.date(),
  note: z.string().min(20),
});

/**
 * The cemetery's own page (the VA's page of a national cemetery, the state's page of a state
 * cemetery), read for its burial status as it is now.
 */
const statusSourceSchema = z.strictObject({
  title: z.string().min(5),
  /** Whose page it is; a secondary copy says so here. */
  publisher: z.string().min(5),
  url: z.url({ protocol: /^https?$/ }),
  /** The page's own date ("last updated", release), or null when it shows none. */
  date: z.iso.date().nullable(),
  /** The day it was read for this file. */
  checked: z.iso.date(),
  /** Set when the page read is a copy of the owner's page: who published the copy. */
  secondary: z.string().min(10).optional(),
});

/** A VA national cemetery or a VA grant-funded state or tribal veterans cemetery. */
export const cemeterySchema = z.strictObject({
  name: z.string().min(8).max(100),
  /** The town of its address, as the VA lists it. */
  town: z.string().min(2).max(40),
  /** The street part of its address, as the VA lists it (left out where the sources disagree). */
  address: z.string().min(3).max(80).optional(),
  /** The state, DC, or a territory (territoryCodes). */
  state: placeCode,
  /** national: run by the VA; state: owned and run by a state or a tribe with a VA grant. */
  kind: z.enum(['national', 'state']),
  /**
   * Where the VA says: open (new burials of caskets and of cremated remains); cremation-only (new
   * burials of cremated remains only); closed (no new gravesites: burials only in graves already
   * used or reserved); construction (not yet open). The VA's list of grant-funded cemeteries gives
   * no status except closed or under construction, so most state and tribal ones have none.
   */
  status: z.enum(['open', 'cremation-only', 'closed', 'construction']).optional(),
  /** The phone number the VA lists, as 555-555-0100 (with " ext. 12" where given). */
  phone: z
    .string()
    .regex(/^\d{3}-\d{3}-\d{4}(?: ext\. \d+)?$/)
    .optional(),
  /** A tribal veterans cemetery: the tribe whose members it serves, and what says so. */
  tribe: z.strictObject({ name: z.string().min(5), basis: z.string().min(15) }).optional(),
  /** The VA's entry names neither a state nor a tribe as its owner. */
  runBy: z.literal('unstated').optional(),
  /** From 13 (Guam) to 72 degrees north. */
  lat: z.number().min(13).max(72),
  /** West of -60, or east of 140 for Guam and the Northern Mariana Islands. */
  lon: z
    .number()
    .min(-180)
    .max(180)
    .refine((lon) => lon <= -60 || lon >= 140, 'in the United States or its Pacific territories'),
  /** Where lat/lon are not the VA's own coordinates of the cemetery: what point they are. */
  located: z.string().min(20).optional(),
  /** For a cemetery added from a source other than the VA's two lists: that source. */
  source: cemeterySourceSchema.optional(),
  /** The page that gives `status` as it is now, where one was read (otherwise the status is the 2020 list's). */
  statusSource: statusSourceSchema.optional(),
  /**
   * What the cemetery's own page says it takes, in plain words, where that says more than `status`
   * ("Cremated remains in the columbarium; casket burial only in a grave already used or reserved").
   */
  statusNote: z.string().min(15).max(240).optional(),
  /** True where the page read says the cemetery has a columbarium taking cremated remains. */
  columbarium: z.boolean().optional(),
  /**
   * The island a cemetery in Hawaii stands on ("Oahu", "Hawaii", "Maui" …): a page about a place
   * on one island names a cemetery on the same island first, never one across the sea.
   */
  island: z.string().min(4).max(20).optional(),
  /** Where the state's page says it takes veterans who are residents of the state only: what it says. */
  residency: z.string().min(15).max(200).optional(),
});

export type Cemetery = z.infer<typeof cemeterySchema>;

/** content/data/veterans-cemeteries.json: the lists with their sources, and what was left out and why. */
export const veteransCemeteriesSchema = z
  .strictObject({
    sources: z.strictObject({ national: listSourceSchema, state: listSourceSchema }),
    cemeteries: z.array(cemeterySchema).min(1),
    omitted: z.array(
      z.strictObject({
        name: z.string().min(8),
        town: z.string().min(2).nullable(),
        state: stateCode,
        kind: z.enum(['national', 'state']),
        reason: z.string().min(20),
      }),
    ),
  })
  .refine(
    (file) => new Set(file.cemeteries.map((c) => `${c.state}|${c.name}`)).size === file.cemeteries.length,
    'each cemetery once',
  )
  .refine(
    (file) => file.cemeteries.every((c) => !c.tribe || c.kind === 'state'),
    'only a grant-funded cemetery is tribal',
  )
  .refine((file) => file.cemeteries.every((c) => !c.located || c.source), 'moved coordinates come with their source');
