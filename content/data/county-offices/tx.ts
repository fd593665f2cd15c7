import type { DeathSource } from '../after-death.schema';
import type { StateCountyOfficesInput } from '../county-offices.schema';

/**
 * Texas: the county offices a family deals with after a death, for the counties of our Texas city
 * pages, each from the county's or city's own page, read on 2026-11-29 (search of the stored pages,
 * corpus "pages"). Texas lets local registrars (city vital statistics offices and county clerks)
 * issue death certificates; the state's record is in vital-records.ts. A county whose own page we
 * could not read for an office is a gap with its reason: pages of records-search and law firms
 * gave addresses for several of them, and we do not cite those.
 */

const read = (s: Omit<DeathSource, 'checked'>): DeathSource => ({ ...s, checked: '2026-11-29' });

const tx: StateCountyOfficesInput = {
  state: 'TX',
  counties: [
    {
      county: 'Bexar County',
      offices: [
        {
          kind: 'estate-court',
          name: 'Bexar County Probate Courts',
          address: '100 Dolorosa, Room 117, San Antonio, TX 78205',
          url: 'https://www.bexar.org/3049/Probate-Courts',
          note: 'Probate Court No. 2 is in Room 123 of the same building.',
          source: read({
            title: 'Probate Courts',
            url: 'https://www.bexar.org/3049/Probate-Courts',
            owner: 'Bexar County',
            dated: null,
          }),
        },
        {
          kind: 'death-certificates',
          name: 'City of San Antonio, Office of the City Clerk, Vital Records',
          address: '719 S. Santa Rosa, San Antonio, TX 78204',
          phone: '210-207-4214',
          url: 'http://www.sanantonio.gov/Municipal-Archives-Records/Birth-Death-Records',
          note: 'The office keeps the records of deaths in Bexar County, in person or by mail.',
          source: read({
            title: 'Birth & Death Records',
            url: 'http://www.sanantonio.gov/Municipal-Archives-Records/Birth-Death-Records',
            owner: 'City of San Antonio, Office of the City Clerk',
            dated: null,
          }),
        },
      ],
    },
    {
      county: 'Dallas County',
      offices: [
        {
          kind: 'estate-court',
          name: 'Dallas County Probate Courts',
          address: '7th Floor, George Allen Courthouse, 600 Commerce Street, Dallas, Texas 75202',
          url: 'https://dallascounty.org/government/courts/probate/',
          source: read({
            title: 'The Probate Courts of Dallas County',
            url: 'https://dallascounty.org/government/courts/probate/',
            owner: 'Dallas County',
            dated: null,
          }),
        },
        {
          kind: 'death-certificates',
          name: 'City of Dallas Vital Statistics',
          address: 'J. Erik Jonsson Library, Vital Statistics, 1515 Young St., Dallas TX, 75201',
          phone: '214-670-3248',
          url: 'https://dallascityhall.com/departments/community-care/Pages/Certified-Copies.aspx',
          note: 'By appointment only: call or e-mail the office for one.',
          forCities: ['Dallas'],
          source: read({
            title: 'Certified Copies',
            url: 'https://dallascityhall.com/departments/community-care/Pages/Certified-Copies.aspx',
            owner: 'City of Dallas, Office of Community Care',
            dated: null,
          }),
        },
        {
          kind: 'death-certificates',
          name: 'Dallas County Clerk, Vital Records',
          address: 'Records Building, 500 Elm Street, Suite 2100, Dallas, TX 75202',
          phone: '214-653-7099',
          url: 'https://www.dallascounty.org/government/county-clerk/vital-records/death-certificate.php',
          note: 'For deaths in Dallas County outside the City of Dallas.',
          // The county's page: the clerk is the local registrar for the county except the City of Dallas.
          forCities: ['Garland', 'Grand Prairie', 'Irving'],
          source: read({
            title: 'Death Certificates',
            url: 'https://www.dallascounty.org/government/county-clerk/vital-records/death-certificate.php',
            owner: 'Dallas County Clerk',
            dated: null,
          }),
        },
      ],
    },
    {
      county: 'El Paso County',
      offices: [
        {
          kind: 'estate-court',
          name: 'El Paso County Probate Court',
          address: '500 E. San Antonio, Suite 101, El Paso, Texas 79901',
          url: 'http://www.epcounty.com/courts/probatefaq.htm',
          note: 'The court’s answers say an application to probate a will is usually filed within four years of the death.',
          source: read({
            title: 'Probate Court: Frequently asked questions',
            url: 'http://www.epcounty.com/courts/probatefaq.htm',
            owner: 'El Paso County',
            dated: null,
          }),
        },
      ],
    },
    {
      county: 'Harris County',
      offices: [
        {
          kind: 'death-certificates',
          name: 'Houston Health Department, Bureau of Vital Statistics',
          address: '8000 North Stadium Drive, Houston, TX 77054',
          url: 'http://www.houstontx.gov/health/BirthCert/',
          note: 'The bureau keeps the records of deaths in Harris County and issues copies in person.',
          forCities: ['Houston'],
          source: read({
            title: 'Vital Records',
            url: 'http://www.houstontx.gov/health/BirthCert/',
            owner: 'City of Houston, Houston Health Department',
            dated: null,
          }),
        },
      ],
    },
    {
      county: 'Lubbock County',
      offices: [
        {
          kind: 'death-certificates',
          name: 'City of Lubbock Vital Records',
          address: '1625 13th Street, Room 102, Lubbock',
          url: 'https://lubbockcounty.gov/department/division.php',
          note: 'Lubbock County’s own answers send families here for a death certificate.',
          source: read({
            title: 'How do I get a death certificate? (frequently asked questions)',
            url: 'https://lubbockcounty.gov/department/division.php',
            owner: 'Lubbock County',
            dated: null,
          }),
        },
      ],
    },
    {
      county: 'Tarrant County',
      offices: [
        {
          kind: 'death-certificates',
          name: 'City of Arlington, Bureau of Vital Records',
          address: '101 W. Abram St., 1st Floor, City Hall, Arlington, TX 76010',
          url: 'http://www.arlington-tx.gov/citysecretary/vital-records/frequently-asked-questions/',
          note: 'Issues copies for deaths in Arlington after April 15, 1971. It takes no requests by phone.',
          forCities: ['Arlington'],
          source: read({
            title: 'Vital Records: Frequently Asked Questions',
            url: 'http://www.arlington-tx.gov/citysecretary/vital-records/frequently-asked-questions/',
            owner: 'City of Arlington, City Secretary’s Office',
            dated: null,
          }),
        },
      ],
    },
    {
      county: 'Travis County',
      offices: [
        {
          kind: 'estate-court',
          name: 'Travis County Probate Court',
          address: '200 W. 8th Street, Austin, Texas',
          url: 'https://www.traviscountytx.gov/probate',
          source: read({
            title: 'Probate Court',
            url: 'https://www.traviscountytx.gov/probate',
            owner: 'Travis County',
            dated: null,
          }),
        },
        {
          kind: 'death-certificates',
          name: 'City of Austin, Office of Vital Records',
          address: '7201 Levander Loop, Building C, Austin, TX 78702',
          url: 'https://austintexas.gov/services/get-birth-or-death-certificate',
          note: 'Issues certificates for deaths within Austin city limits; a walk-in copy is usually ready within 30 minutes.',
          forCities: ['Austin'],
          source: read({
            title: 'Ordering a birth or death certificate',
            url: 'https://austintexas.gov/services/get-birth-or-death-certificate',
            owner: 'City of Austin, Austin Public Health',
            dated: null,
          }),
        },
      ],
    },
  ],
  gaps: [
    {
      county: 'Cameron County',
      kind: 'estate-court',
      why: 'The county’s courts page names County Court at Law No. 1 for probate questions, but the state’s 2023 map of statutory probate courts (read in a copy) shows a probate court in Cameron County; no county page read settles which court takes estates now.',
    },
    {
      county: 'Cameron County',
      kind: 'death-certificates',
      why: 'No page of Cameron County or the City of Brownsville giving the office that issues death certificates was found in the search of 2026-11-29.',
    },
    {
      county: 'Collin County',
      kind: 'estate-court',
      why: 'The county’s probate page read offers the small estate affidavit form but gives no address for the court.',
    },
    {
      county: 'Collin County',
      kind: 'death-certificates',
      why: 'The county’s records page read names the County Clerk at 2300 Bloomdale Road, Suite 2104, without the city or ZIP; no County Clerk vital records page was found.',
    },
    {
      county: 'El Paso County',
      kind: 'death-certificates',
      why: 'No page of El Paso County or the City of El Paso giving the office that issues death certificates was found; the pages found were commercial guides, which we do not cite.',
    },
    {
      county: 'Harris County',
      kind: 'estate-court',
      why: 'The Harris County Clerk’s probate page read gives only a mailing box (P.O. Box 1525); no county page read gives the probate courts’ street address.',
    },
    {
      county: 'Lubbock County',
      kind: 'estate-court',
      why: 'The county’s page says the County Judge hears probate and offers the small estate affidavit form, but gives no address.',
    },
    {
      county: 'Nueces County',
      kind: 'estate-court',
      why: 'No page of Nueces County naming the court or clerk that takes estates, with its address, was found; the addresses found were on records-search sites.',
    },
    {
      county: 'Nueces County',
      kind: 'death-certificates',
      why: 'The City of Corpus Christi’s vital records page read says to order at City Hall but gives no address in the part read.',
    },
    {
      county: 'Randall County',
      kind: 'estate-court',
      why: 'No page of Randall County naming the court for estates was found in the search of 2026-11-29.',
    },
    {
      county: 'Randall County',
      kind: 'death-certificates',
      why: 'No page of Randall County or the City of Amarillo giving the office that issues death certificates was found in the search of 2026-11-29.',
    },
    {
      county: 'Tarrant County',
      kind: 'estate-court',
      why: 'No Tarrant County page read gives the probate courts’ address; the addresses found were on law firms’ pages, which we do not cite.',
    },
    {
      county: 'Tarrant County',
      kind: 'death-certificates',
      why: 'The County Clerk is the registrar for Fort Worth and most cities, as its page says, but no county page read gives the vital records office’s address.',
    },
    {
      county: 'Webb County',
      kind: 'estate-court',
      why: 'No Webb County page read says which court takes estates; the County Court at Law pages found name other cases.',
    },
    {
      county: 'Webb County',
      kind: 'death-certificates',
      why: 'No page of Webb County or the City of Laredo giving the office that issues death certificates was found in the search of 2026-11-29.',
    },
  ],
};

export default tx;
