import Content, { frontmatter } from '../../content/pages/will-and-testament.md';
import { GuidePage } from '../components/guides/GuidePage';

export function Component() {
  return (
    <GuidePage
      page="willAndTestament"
      frontmatter={frontmatter}
      crumb="Will and Testament"
      lede="A will makes sure your wishes are followed and spares your family a slow, costly process. Here is what it does and how to make one that counts."
    >
      <Content />
      <p className="note">
        This page is general information, not legal advice. Rules differ from state to state; for advice about your own
        situation, speak to a lawyer licensed in your state.
      </p>
    </GuidePage>
  );
}
