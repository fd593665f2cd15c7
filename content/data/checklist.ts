import type { ChecklistGroup } from './checklist.schema';

/**
 * The funeral planning checklist: four groups of tasks, in the order a family usually meets
 * them. Item ids are stable so that the page's checkboxes keep their labels. Nothing a visitor
 * ticks is stored. Checked at build by checklist.schema.ts.
 */

export type { ChecklistGroup };

export const checklist: ChecklistGroup[] = [
  {
    id: 'immediate',
    title: 'Immediate actions',
    when: 'The first day or two',
    items: [
      { id: 'pronouncement', text: 'Get a legal pronouncement of death from a doctor, hospice nurse or 911' },
      { id: 'family', text: 'Tell close family and friends, and ask one person to help you make calls' },
      { id: 'wishes', text: 'Look for written funeral wishes, a prepaid plan or a burial insurance policy' },
      { id: 'funeral-home', text: 'Choose a funeral home and ask for its General Price List' },
      { id: 'home', text: 'Lock the home, and arrange care for any pets or plants' },
    ],
  },
  {
    id: 'arrangements',
    title: 'Arrangements',
    when: 'The first week',
    items: [
      { id: 'burial-or-cremation', text: 'Decide between burial and cremation' },
      { id: 'casket-or-urn', text: 'Choose a casket or an urn, keeping to the budget you set' },
      { id: 'service', text: 'Plan the service: place, date, readings, music and who will speak' },
      { id: 'resting-place', text: 'Arrange a cemetery plot, or decide where the ashes will go' },
      { id: 'obituary', text: 'Write the obituary and send it to the newspaper or funeral home website' },
      { id: 'flowers', text: 'Order flowers, or name a charity for gifts in memory' },
    ],
  },
  {
    id: 'documents',
    title: 'Documents',
    when: 'The first two weeks',
    items: [
      { id: 'death-certificates', text: 'Order several certified copies of the death certificate' },
      { id: 'will', text: 'Find the will and tell the executor named in it' },
      { id: 'policies', text: 'Gather life insurance and burial insurance policies' },
      { id: 'ids', text: 'Find the Social Security number, birth certificate and marriage certificate' },
      { id: 'military', text: 'For a veteran, find the discharge papers (form DD-214)' },
      { id: 'accounts', text: 'Collect recent bank, pension, property and tax records' },
    ],
  },
  {
    id: 'notifications',
    title: 'Notifications',
    when: 'The first month',
    items: [
      { id: 'social-security', text: 'Tell Social Security (the funeral home often does this for you)' },
      { id: 'insurers', text: 'Call each insurance company to start a claim' },
      { id: 'employer', text: 'Tell any employer, pension plan or union' },
      { id: 'banks', text: 'Tell banks and credit card companies, and close joint cards' },
      { id: 'credit-bureaus', text: 'Ask the three credit bureaus to mark the credit file as deceased' },
      { id: 'services', text: 'Cancel the driver’s license, subscriptions and utilities, and forward the mail' },
    ],
  },
];
