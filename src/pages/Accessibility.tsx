import Content, { frontmatter } from '../../content/pages/accessibility.md';
import { LegalPage } from '../components/content/LegalPage';

export function Component() {
  return (
    <LegalPage
      page="accessibility"
      frontmatter={frontmatter}
      Content={Content}
      crumb="Accessibility"
      lede="We want everyone to be able to read this site and ask for a quote, whatever their eyesight, hearing or the device they use."
    />
  );
}
