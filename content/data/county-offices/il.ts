import type { StateCountyOfficesInput } from '../county-offices.schema';

/*
 * Illinois: estates go to the circuit court of the county, filed with the Circuit Clerk; the
 * county clerk of the county where the death happened issues certified death certificates. Read
 * in the search of 2026-11-29 (issue 42).
 */
const checked = '2026-11-29';
const clerkNotReached =
  'The county clerk issues certified death certificates in Illinois, but this pass did not reach a page giving this county clerk’s vital records address.';

const data: StateCountyOfficesInput = {
  state: 'IL',
  counties: [
    {
      county: 'Cook County',
      offices: [
        {
          kind: 'estate-court',
          name: 'Clerk of the Circuit Court of Cook County, Probate Division (Richard J. Daley Center)',
          address: '50 W. Washington St., Room 1202, Chicago, IL 60602',
          phone: '312-603-6441',
          url: 'https://cookcountyclerkofcourt.org/divisions/probate-division',
          note: 'The Clerk’s own Probate Division page gives the same phone, open 8:30 a.m. to 4:30 p.m. weekdays; death certificates come from the Cook County Clerk’s Office.',
          source: {
            title: 'Circuit Court of Cook County (probate)',
            url: 'http://probateillinois.com/CircuitCourt-22.html',
            owner: 'Clerk of the Circuit Court of Cook County',
            secondary:
              'An unofficial probate guide that gives the Probate Division’s room and address; the Clerk’s own page gives the phone but no address',
            dated: null,
            checked,
          },
        },
      ],
    },
    {
      county: 'DuPage County',
      offices: [
        {
          kind: 'estate-court',
          name: 'DuPage County Circuit Court Clerk (DuPage County Judicial Center)',
          address: '505 N. County Farm Road, Wheaton, IL 60187',
          phone: '630-407-8600',
          url: 'https://epay.18thjudicial.org/Clerk/faq.do',
          note: 'Decedents’ estates are heard in the Chancery Division, Courtroom 2011, at the same Judicial Center.',
          source: {
            title: 'Frequently Asked Questions',
            url: 'https://epay.18thjudicial.org/Clerk/faq.do',
            owner: 'DuPage County Circuit Court Clerk',
            dated: null,
            checked,
          },
        },
      ],
    },
    {
      county: 'Will County',
      offices: [
        {
          kind: 'estate-court',
          name: 'Will County Courthouse, Circuit Court of the 12th Judicial Circuit',
          address: '14 W. Jefferson Street, Joliet, IL 60432',
          url: 'https://judges.willcountyillinois.com/Court-Organization',
          note: 'A 2020 news report gives the Circuit Clerk’s office phone as 815-727-8592.',
          source: {
            title: 'Court Organization',
            url: 'https://judges.willcountyillinois.com/Court-Organization',
            owner: 'Twelfth Judicial Circuit Court of Illinois',
            dated: null,
            checked,
          },
        },
      ],
    },
    {
      county: 'Peoria County',
      offices: [
        {
          kind: 'estate-court',
          name: 'Peoria County Circuit Clerk (Peoria County Courthouse)',
          address: '324 Main Street, Room G-22, Peoria, IL 61602',
          phone: '309-672-6000',
          url: 'https://www.10thcircuitcourtil.org/306/COVID-19',
          note: 'The court’s own page gives the Circuit Clerk’s office as 309-672-6984 for case questions.',
          source: {
            title: 'Peoria Circuit Clerk: Court Records, Fines, and E-Filing',
            url: 'https://legalclarity.org/peoria-circuit-clerk-court-records-fines-and-e-filing',
            owner: 'Peoria County Circuit Clerk',
            secondary: 'A legal information site’s guide that gives the office’s room and address',
            dated: null,
            checked,
          },
        },
      ],
    },
    {
      county: 'Winnebago County',
      offices: [
        {
          kind: 'estate-court',
          name: 'Winnebago County Circuit Clerk (Winnebago County Courthouse)',
          address: '400 W. State Street, Rockford, IL 61101',
          phone: '815-319-4500',
          url: 'http://illinois17th.com/courthouse-info/locations',
          note: 'The entrance says 420 W. State Street. After a 2022 fire the Clerk worked for a time from the Criminal Justice Center, 650 W. State Street.',
          source: {
            title: 'Courthouse Locations',
            url: 'http://illinois17th.com/courthouse-info/locations',
            owner: 'Seventeenth Judicial Circuit Court of Illinois',
            dated: null,
            checked,
          },
        },
      ],
    },
    {
      county: 'Sangamon County',
      offices: [
        {
          kind: 'estate-court',
          name: 'Sangamon County Circuit Clerk (Sangamon County Building)',
          address: '200 South Ninth Street, Room 405, Springfield, IL 62701',
          url: 'https://valdem-interreg.eu/circuit-clerk-springfield-illinois',
          source: {
            title: 'Frequently Asked Questions (Circuit Clerk, Springfield, Illinois)',
            url: 'https://valdem-interreg.eu/circuit-clerk-springfield-illinois',
            owner: 'Sangamon County Circuit Clerk',
            secondary:
              'An unrelated website’s copy of the Circuit Clerk’s FAQ page, which gives the office’s room and address',
            dated: null,
            checked,
          },
        },
      ],
    },
    {
      county: 'Kane County',
      offices: [
        {
          kind: 'death-certificates',
          name: 'Kane County Clerk’s Office, Vital Records',
          address: '719 S. Batavia Ave., Building B, Geneva, IL',
          phone: '630-232-5950',
          url: 'https://www.kanecountyclerk.org/',
          note: 'A second office is at 5 E. Downer Place, Suite F, Aurora. Copies of vital records can also be ordered online or by mail.',
          source: {
            title: 'Kane County Clerk’s Office to operate by appointment only',
            url: 'https://www.chicagotribune.com/suburbs/aurora-beacon-news/ct-abn-kane-clerk-coronavirus-st-0324-20200323-cr4qvf7uojex3fmgnthlxdxrn4-story.html',
            owner: 'Kane County Clerk',
            secondary: 'A newspaper report of the Clerk’s press release giving the office’s address and phone',
            dated: '2020-03-23',
            checked,
          },
        },
      ],
    },
  ],
  gaps: [
    {
      county: 'Kane County',
      kind: 'estate-court',
      why: 'The pages we read name the Kane County Judicial Center in St. Charles and the Courthouse in Geneva and give the Circuit Clerk’s phone (630-232-3413), but none says where probate is filed.',
    },
    ...['Cook County', 'Will County', 'DuPage County', 'Peoria County', 'Winnebago County', 'Sangamon County'].map(
      (county) => ({ county, kind: 'death-certificates' as const, why: clerkNotReached }),
    ),
  ],
};

export default data;
