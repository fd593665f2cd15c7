import type { Office, Regulator } from './regulators.schema';

/**
 * The insurance regulator of each state and DC: the office that licenses insurers, and in every
 * state but one also licenses agents and takes consumer complaints. Where another office does one
 * of those jobs, the record names it with the page that says so (Florida: the Department of
 * Financial Services licenses agents and takes complaints; the Office of Insurance Regulation
 * regulates insurers). Names and addresses of the official sites as the offices publish them;
 * checked at build by regulators.schema.ts (every state once, https). State and city pages link to
 * the office that licenses agents so that readers can check a license themselves.
 */
export type { Regulator };

/**
 * Where the file's facts come from, for the records that name no other office: the regulators' own
 * sites, and NAIC's directory that sends each state's consumer complaints to its insurance
 * department. That the same department licenses agents was not checked office by office.
 */
export const regulatorsSource = {
  name: 'NAIC, File a Consumer Complaint: the state insurance departments’ complaint sites; and each regulator’s own site',
  url: 'https://eapps.naic.org/cis/fileComplaintMap.do',
  read: '2026-11-25',
  note: 'The NAIC page was read in a stored copy of 2017; the regulators’ names and addresses were already in this file.',
} as const;

const floridaDfsRead = '2026-11-25';

export const regulators: Readonly<Record<string, Regulator>> = {
  AL: { name: 'Alabama Department of Insurance', url: 'https://www.aldoi.gov/' },
  AK: { name: 'Alaska Division of Insurance', url: 'https://www.commerce.alaska.gov/web/ins/' },
  AZ: { name: 'Arizona Department of Insurance and Financial Institutions', url: 'https://difi.az.gov/' },
  AR: { name: 'Arkansas Insurance Department', url: 'https://insurance.arkansas.gov/' },
  CA: { name: 'California Department of Insurance', url: 'https://www.insurance.ca.gov/' },
  CO: { name: 'Colorado Division of Insurance', url: 'https://doi.colorado.gov/' },
  CT: { name: 'Connecticut Insurance Department', url: 'https://portal.ct.gov/cid' },
  DE: { name: 'Delaware Department of Insurance', url: 'https://insurance.delaware.gov/' },
  DC: { name: 'DC Department of Insurance, Securities and Banking', url: 'https://disb.dc.gov/' },
  FL: {
    name: 'Florida Office of Insurance Regulation',
    url: 'https://floir.com/',
    licensing: {
      name: 'Florida Department of Financial Services, Division of Insurance Agent and Agency Services',
      url: 'https://www.myfloridacfo.com/division/agents',
      source: 'https://www.myfloridacfo.com/division/agents/about-us',
      read: floridaDfsRead,
    },
    complaints: {
      name: 'Florida Department of Financial Services, Division of Consumer Services',
      url: 'https://www.myfloridacfo.com/division/consumers',
      source: 'https://oppaga.fl.gov/ProgramSummary/ProgramDetail?programNumber=4116',
      read: floridaDfsRead,
    },
  },
  GA: { name: 'Georgia Office of Insurance and Safety Fire Commissioner', url: 'https://oci.georgia.gov/' },
  HI: { name: 'Hawaii Insurance Division', url: 'https://cca.hawaii.gov/ins/' },
  ID: { name: 'Idaho Department of Insurance', url: 'https://doi.idaho.gov/' },
  IL: { name: 'Illinois Department of Insurance', url: 'https://idoi.illinois.gov/' },
  IN: { name: 'Indiana Department of Insurance', url: 'https://www.in.gov/idoi/' },
  IA: { name: 'Iowa Insurance Division', url: 'https://iid.iowa.gov/' },
  KS: { name: 'Kansas Insurance Department', url: 'https://insurance.kansas.gov/' },
  KY: { name: 'Kentucky Department of Insurance', url: 'https://insurance.ky.gov/' },
  LA: { name: 'Louisiana Department of Insurance', url: 'https://www.ldi.la.gov/' },
  ME: { name: 'Maine Bureau of Insurance', url: 'https://www.maine.gov/pfr/insurance/' },
  MD: { name: 'Maryland Insurance Administration', url: 'https://insurance.maryland.gov/' },
  MA: { name: 'Massachusetts Division of Insurance', url: 'https://www.mass.gov/orgs/division-of-insurance' },
  MI: { name: 'Michigan Department of Insurance and Financial Services', url: 'https://www.michigan.gov/difs' },
  MN: { name: 'Minnesota Department of Commerce', url: 'https://mn.gov/commerce/' },
  MS: { name: 'Mississippi Insurance Department', url: 'https://www.mid.ms.gov/' },
  MO: { name: 'Missouri Department of Commerce and Insurance', url: 'https://insurance.mo.gov/' },
  MT: { name: 'Montana Commissioner of Securities and Insurance', url: 'https://csimt.gov/' },
  NE: { name: 'Nebraska Department of Insurance', url: 'https://doi.nebraska.gov/' },
  NV: { name: 'Nevada Division of Insurance', url: 'https://doi.nv.gov/' },
  NH: { name: 'New Hampshire Insurance Department', url: 'https://www.insurance.nh.gov/' },
  NJ: { name: 'New Jersey Department of Banking and Insurance', url: 'https://www.nj.gov/dobi/' },
  NM: { name: 'New Mexico Office of Superintendent of Insurance', url: 'https://www.osi.state.nm.us/' },
  NY: { name: 'New York State Department of Financial Services', url: 'https://www.dfs.ny.gov/' },
  NC: { name: 'North Carolina Department of Insurance', url: 'https://www.ncdoi.gov/' },
  ND: { name: 'North Dakota Insurance Department', url: 'https://www.insurance.nd.gov/' },
  OH: { name: 'Ohio Department of Insurance', url: 'https://insurance.ohio.gov/' },
  OK: { name: 'Oklahoma Insurance Department', url: 'https://www.oid.ok.gov/' },
  OR: { name: 'Oregon Division of Financial Regulation', url: 'https://dfr.oregon.gov/' },
  PA: { name: 'Pennsylvania Insurance Department', url: 'https://www.insurance.pa.gov/' },
  RI: {
    name: 'Rhode Island Department of Business Regulation, Insurance Division',
    url: 'https://dbr.ri.gov/insurance',
  },
  SC: { name: 'South Carolina Department of Insurance', url: 'https://doi.sc.gov/' },
  SD: { name: 'South Dakota Division of Insurance', url: 'https://dlr.sd.gov/insurance/' },
  TN: { name: 'Tennessee Department of Commerce and Insurance', url: 'https://www.tn.gov/commerce/insurance.html' },
  TX: { name: 'Texas Department of Insurance', url: 'https://www.tdi.texas.gov/' },
  UT: { name: 'Utah Insurance Department', url: 'https://insurance.utah.gov/' },
  VT: { name: 'Vermont Department of Financial Regulation', url: 'https://dfr.vermont.gov/' },
  VA: { name: 'Virginia State Corporation Commission, Bureau of Insurance', url: 'https://www.scc.virginia.gov/' },
  WA: { name: 'Washington State Office of the Insurance Commissioner', url: 'https://www.insurance.wa.gov/' },
  WV: { name: 'West Virginia Offices of the Insurance Commissioner', url: 'https://www.wvinsurance.gov/' },
  WI: { name: 'Wisconsin Office of the Commissioner of Insurance', url: 'https://oci.wi.gov/' },
  WY: { name: 'Wyoming Department of Insurance', url: 'https://doi.wyo.gov/' },
};

/** The offices a page names for a state: who licenses agents and who takes complaints. */
export interface RegulatorOffices {
  regulator: Regulator;
  licensing: { name: string; url: string };
  complaints: { name: string; url: string };
  /** True where the regulator itself both licenses agents and takes complaints: say it once. */
  regulatorDoesBoth: boolean;
}

/** The regulator of a state or DC and the offices that license agents and take complaints; throws for an unknown code. */
export function regulatorOffices(stateCode: string): RegulatorOffices {
  const regulator = regulators[stateCode.toUpperCase()];
  if (!regulator) throw new Error(`no regulator for ${stateCode}`);
  const own = { name: regulator.name, url: regulator.url };
  const pick = (office: Office | undefined) => (office ? { name: office.name, url: office.url } : own);
  return {
    regulator,
    licensing: pick(regulator.licensing),
    complaints: pick(regulator.complaints),
    regulatorDoesBoth: !regulator.licensing && !regulator.complaints,
  };
}
