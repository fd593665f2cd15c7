import Content, { frontmatter } from '../../content/pages/privacy-policy.md';
import { LegalPage } from '../components/content/LegalPage';

export function Component() {
  return (
    <LegalPage
      page="privacyPolicy"
      frontmatter={frontmatter}
      Content={Content}
      lede="What information we collect when you use this website or ask for a quote, why we collect it, and the choices you have."
    />
  );
}
