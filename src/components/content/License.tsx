import type { License } from '#core/licenses';
import { siteConfig } from '#core/site.config';

/** A license number; a placeholder number says, visibly, that it is an example. */
export function LicenseNumber({ license }: { license: License }) {
  return (
    <>
      <span className="license-number">{license.number}</span>
      {license.placeholder ? <span className="placeholder-note"> (example number, not yet real)</span> : null}
    </>
  );
}

/** The footer's line: the agency's National Producer Number. */
export function NpnLine({ npn = siteConfig.npn }: { npn?: License }) {
  return (
    <p className="footer-license" data-npn="">
      National Producer Number (NPN): <LicenseNumber license={npn} />
    </p>
  );
}
