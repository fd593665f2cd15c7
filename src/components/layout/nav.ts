import type { PageName } from '#core/paths';

/** The menu data of the header and footer. URLs come from `getPath(name)` where they are rendered. */
export interface NavLinkItem {
  name: PageName;
  label: string;
}

export interface NavGroup {
  /** Stable id fragment, used for element ids. */
  id: string;
  heading: string;
  links: readonly NavLinkItem[];
}

export type NavMenuId = 'resources' | 'tools';

export interface NavMenuData {
  id: NavMenuId;
  label: string;
  groups: readonly NavGroup[];
}

export const aboutLink: NavLinkItem = { name: 'about', label: 'About' };

export const navMenus: readonly NavMenuData[] = [
  {
    id: 'resources',
    label: 'Resources',
    groups: [
      {
        id: 'basics',
        heading: 'Basics',
        links: [
          { name: 'guide', label: 'Burial Insurance Guide' },
          { name: 'typesOfCoverage', label: 'Types of Coverage' },
          { name: 'whoNeeds', label: 'Who Needs Burial Insurance' },
          { name: 'bestCompanies', label: 'Best Companies Compared' },
          { name: 'noWaitingPeriod', label: 'No Waiting Period Coverage' },
        ],
      },
      {
        id: 'planning',
        heading: 'Planning',
        links: [
          { name: 'funeralCosts', label: 'Funeral Costs' },
          { name: 'funeralPlanningChecklist', label: 'Funeral Planning Checklist' },
          { name: 'cremation', label: 'Cremation Costs and Options' },
          { name: 'prepaidFuneralPlans', label: 'Prepaid Funeral Plans' },
          { name: 'willAndTestament', label: 'Will and Testament Guide' },
        ],
      },
      {
        id: 'reviews',
        heading: 'Company Reviews',
        links: [
          { name: 'colonialPenn', label: 'Colonial Penn' },
          { name: 'mutualOfOmaha', label: 'Mutual of Omaha' },
          { name: 'aarp', label: 'AARP' },
          { name: 'globeLife', label: 'Globe Life' },
          { name: 'trustage', label: 'TruStage' },
        ],
      },
    ],
  },
  {
    id: 'tools',
    label: 'Tools',
    groups: [
      {
        id: 'calculators',
        heading: 'Calculators',
        links: [
          { name: 'quoteCalculator', label: 'Compare Prices' },
          { name: 'funeralCostCalculator', label: 'Funeral Cost Calculator' },
        ],
      },
      {
        id: 'tool-resources',
        heading: 'Resources',
        links: [
          { name: 'learningCenter', label: 'Learning Center' },
          { name: 'faq', label: 'Frequently Asked Questions' },
        ],
      },
    ],
  },
];

/** The footer's link list, in reading order. */
export const footerLinks: readonly NavLinkItem[] = [
  { name: 'about', label: 'About Us' },
  { name: 'whomWeRepresent', label: 'Whom We Represent' },
  { name: 'process', label: 'How Our Process Works' },
  { name: 'typesOfCoverage', label: 'Types of Coverage' },
  { name: 'guide', label: 'Burial Insurance Guide' },
  { name: 'learningCenter', label: 'Learning Center' },
  { name: 'faq', label: 'Frequently Asked Questions' },
  { name: 'whenSomeoneDies', label: 'When Someone Dies' },
  { name: 'testimonials', label: 'Success Stories' },
];

export const footerLegalLinks: readonly NavLinkItem[] = [
  { name: 'privacyPolicy', label: 'Privacy Policy' },
  { name: 'termsOfService', label: 'Terms of Service' },
  { name: 'accessibility', label: 'Accessibility' },
];
