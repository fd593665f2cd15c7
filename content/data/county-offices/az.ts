import type { StateCountyOfficesInput } from '../county-offices.schema';

/*
 * Arizona: estates are filed with the Superior Court of the county (its probate court). County
 * public health offices of vital records issue certified copies of Arizona death certificates.
 * Read in the search of 2026-11-29 (issue 42).
 */
const checked = '2026-11-29';

const data: StateCountyOfficesInput = {
  state: 'AZ',
  counties: [
    {
      county: 'Maricopa County',
      offices: [
        {
          kind: 'estate-court',
          name: 'Superior Court of Arizona in Maricopa County, Probate Filing Counter',
          address: '201 W. Jefferson, Phoenix, AZ (downtown); also 222 E. Javelina, Mesa',
          url: 'http://www.superiorcourt.maricopa.gov/SuperiorCourt/ProbateAndMentalHealth/probate-department.asp',
          note: 'The court’s Probate Department page gives its general probate information line as 602-506-3668.',
          source: {
            title: 'Phoenix Chattel Form Paper with Lines',
            url: 'https://www.uslegalforms.com/forms-kit/us-0007bg/phoenix-chattel-form-paper-with-lines',
            owner: 'Superior Court of Arizona in Maricopa County (filing locations)',
            secondary:
              'A forms seller’s page that quotes the court’s own text on where to file a will or probate case; the ZIP code is not given',
            dated: null,
            checked,
          },
        },
        {
          kind: 'death-certificates',
          name: 'Maricopa County Public Health, Office of Vital Registration',
          address: 'Office of Vital Registration, P.O. Box 2111, Phoenix, AZ 85001 (by mail)',
          phone: '602-506-6805',
          url: 'https://pets.maricopa.gov/1012/Death-Certificates',
          note: 'Issues certified copies of all Arizona death certificates by mail or at its walk-in offices across the Valley, Monday to Friday 8:00 a.m. to 4:30 p.m.',
          source: {
            title: 'Death Certificates',
            url: 'https://pets.maricopa.gov/1012/Death-Certificates',
            owner: 'Maricopa County Department of Public Health',
            dated: null,
            checked,
          },
        },
      ],
    },
    {
      county: 'Pima County',
      offices: [
        {
          kind: 'death-certificates',
          name: 'Pima County Health Department, Office of Vital Records (Abrams Public Health Center)',
          address: '3950 S. Country Club Road, Suite 100, Tucson, AZ 85714',
          phone: '520-724-7932',
          url: 'https://www.pima.gov/2398/Vital-Records',
          note: 'A second office is at the Northwest Service Center, 1010 W. Miracle Mile, Tucson. Either can issue a certificate for any Arizona death.',
          source: {
            title: 'Pima County Birth Certificates',
            url: 'https://birthrecords.arizonaofficialrecords.com/county/pima.html',
            owner: 'Pima County Health Department',
            secondary: 'A commercial records directory (arizonaofficialrecords.com), not the county’s own page',
            dated: null,
            checked,
          },
        },
      ],
    },
  ],
  gaps: [
    {
      county: 'Pima County',
      kind: 'estate-court',
      why: 'The Arizona Superior Court in Pima County’s pages we read (sc.pima.gov: probate procedures, informal probate) give fees and forms but no street address or phone for the probate clerk.',
    },
  ],
};

export default data;
