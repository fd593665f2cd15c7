import type { ReactNode } from 'react';
import { disclosures } from '#core/facts';
import { formatLongDate, formatUsd } from '#core/format';
import { getPath, statePath } from '#core/paths';
import type { Amount } from '../../content/data/after-death.schema';
import { federalBenefits } from '../../content/data/federal-benefits';
import { states } from '../../content/data/states';
import { DatedSource } from '../components/after-death/DatedSource';
import { ClaimCardLinks, ClaimHelp } from '../components/after-death/InsurerClaim';
import { STATE_SECTION_ID } from '../components/after-death/state-section';
import { PageShell } from '../components/layout/PageShell';

/*
 * /when-someone-dies: what a family does after a death, in the order they live it, as a checklist
 * that prints. Reference only: no sales words; the one call to action is the help line for a
 * claim. Each state's facts (death certificates, the estate) live on the state's page (decision
 * 0087), each insurer's claim card on its carrier page or the claims page (decision 0092): the
 * chooser is two lists of links to them, and with JavaScript src/pages/state-chooser.ts adds a
 * <select> for the state and the insurer and brings the chosen state's section and insurer's card
 * into this page, to read and to print. Every fact comes from content/data with its page.
 */

const { ssa, va } = federalBenefits;

/** "for deaths on or after October 1, 2024". */
const when = (a: Amount) =>
  a.effectiveKind === 'deaths on or after'
    ? `for deaths on or after ${formatLongDate(a.effective)}`
    : `as of ${formatLongDate(a.effective)}`;

/** A line of the paper checklist: a box to tick, the step, and where it comes from. */
function Step({ children, source }: { children: ReactNode; source?: ReactNode }) {
  return (
    <li className="check-step">
      <span className="check-box" aria-hidden="true" />
      <div>
        <p>{children}</p>
        {source ? <p className="step-source">Source: {source}</p> : null}
      </div>
    </li>
  );
}

function StateChooser() {
  return (
    <section aria-labelledby="your-state">
      <h2 id="your-state">Your state</h2>
      <p>
        Each state has its own office and fee for death certificates. It has its own rules for a small estate too. They
        are on the state’s page. Choose the state where the death happened.
      </p>
      <form className="chooser-form" data-state-chooser="" action={getPath('whenSomeoneDies')} method="get">
        <div className="chooser-field">
          <label htmlFor="chooser-state">State</label>
          {/* Its states are the links below, added by the chooser (one list in the HTML, not two). */}
          <select id="chooser-state" name="state">
            <option value="">Choose a state</option>
          </select>
        </div>
        <div className="chooser-field">
          <label htmlFor="chooser-insurer">Insurer (if you know it)</label>
          {/* Its insurers are the links of the claims step, added by the chooser. */}
          <select id="chooser-insurer" name="insurer">
            <option value="">Choose an insurer</option>
          </select>
        </div>
        <button type="submit" className="btn btn-primary">
          Show
        </button>
      </form>
      <nav aria-label="States" className="chooser-links">
        <ul>
          {states.map((s) => (
            <li key={s.code}>
              <a href={`${statePath(s.code)}#${STATE_SECTION_ID}`} data-state={s.code.toLowerCase()}>
                {s.name}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="chosen" data-chosen-state="" />
      <p className="print-note">No state chosen. Choose one above before you print to add its office and fee.</p>
    </section>
  );
}

export function Component() {
  const { hospiceDeath, deathAtHomeOrFacility, funeralRule, funeralRuleCopy, casketFtcOpinion, casketElsewhere } =
    federalBenefits;
  return (
    <PageShell
      title="When Someone Dies: A Family Checklist"
      description="What to do after a death, step by step: the first day, death certificates in your state, your rights at the funeral home, insurance claims, Social Security and VA."
      path={getPath('whenSomeoneDies')}
      heading="When someone dies"
      crumb="When Someone Dies"
      lede="We are sorry for your loss. This page lists what to do, in the order most families do it. Each fact names the page it comes from. You can print it and tick each step on paper."
    >
      <div className="after-death-guide">
        <StateChooser />

        <section aria-labelledby="first-day">
          <h2 id="first-day">The first day</h2>
          <ul className="check-list">
            <Step source={<DatedSource source={hospiceDeath} />}>
              Did the person die at home in hospice care? Call the hospice’s 24-hour line, not 911. A hospice nurse
              comes to confirm the death and starts the paperwork.
            </Step>
            <Step source={<DatedSource source={deathAtHomeOrFacility} />}>
              Did the person die at home without hospice care? Call 911. First responders will come and guide you.
            </Step>
            <Step source={<DatedSource source={deathAtHomeOrFacility} />}>
              Did the person die in a hospital or nursing home? The staff will ask which funeral home you chose. They
              may call it for you.
            </Step>
            <Step source={<DatedSource source={hospiceDeath} />}>
              Choose a funeral home. It takes the body into its care. A hospice team can call the funeral home for you.
            </Step>
            <Step>Find the life insurance policy. Letters or bank records that name an insurer help too.</Step>
          </ul>
        </section>

        <section aria-labelledby="first-week">
          <h2 id="first-week">The first week</h2>
          <h3>Death certificates</h3>
          <ul className="check-list">
            <Step source={<DatedSource source={hospiceDeath} />}>
              Ask the funeral director for certified copies of the death certificate. They can take several days.
            </Step>
            <Step>
              Count how many you need. Each insurer, bank or office that asks for a certified copy needs one. Your
              state’s fee is on its page: choose the state above.
            </Step>
          </ul>
          <p>What some insurers ask for, from their own pages:</p>
          <ul>
            <li>Colonial Penn needs one certified copy, however many policies there are.</li>
            <li>Globe Life takes a plain copy when the benefit is $50,000 or less.</li>
            <li>New York Life (the AARP program) needs a certified copy. It does not take plain copies.</li>
          </ul>
          <p className="step-source">Each one comes from the insurer’s own page. Choose the insurer below to see it.</p>

          <h3>Tell Social Security</h3>
          <ul className="check-list" data-ssa-report="">
            <Step source={<DatedSource source={ssa.reportDeath.source} />}>{ssa.reportDeath.text}</Step>
            <Step source={<DatedSource source={ssa.monthOfDeath.source} />}>{ssa.monthOfDeath.text}</Step>
          </ul>

          <h3>The funeral home and your rights</h3>
          <p>A federal rule, the FTC Funeral Rule, gives you these rights with any funeral home:</p>
          <ul className="check-list">
            <Step source={<DatedSource source={funeralRuleCopy} />}>
              Ask for the General Price List. It lists each item and its price, and it is yours to keep.
            </Step>
            <Step source={<DatedSource source={funeralRuleCopy} />}>
              Ask for prices on the phone. You do not have to give your name or address first.
            </Step>
            <Step source={<DatedSource source={funeralRule} />}>
              Buy only the goods and services you want. You do not have to take a package.
            </Step>
            <Step source={<DatedSource source={funeralRuleCopy} />}>
              See the casket price list before you are shown the caskets.
            </Step>
            <Step
              source={
                <>
                  <DatedSource source={casketElsewhere} /> <DatedSource source={casketFtcOpinion} />
                </>
              }
            >
              You may buy a casket somewhere else. The funeral home must accept it and may not charge a fee for it.
            </Step>
          </ul>
        </section>

        <section aria-labelledby="benefits">
          <h2 id="benefits">Collecting benefits</h2>
          <section aria-labelledby="claims" id="claims-section">
            <h3 id="claims">Life insurance claims</h3>
            <p>
              The beneficiary files the claim with the insurer. Have the policy number and a death certificate ready.
              Then choose the insurer below. You will see how to reach it and what to send, where we found it. This
              comes from its own pages.
            </p>
            <ClaimCardLinks />
            <div className="chosen" data-chosen-insurer="" />
            <p className="print-note">No insurer chosen. Choose one above before you print to add its steps.</p>
          </section>

          <h3>Social Security benefits</h3>
          <ul className="check-list" data-ssa-steps="">
            <Step source={<DatedSource source={ssa.source} />}>
              Ask about the one-time payment of {formatUsd(ssa.lumpSum.usd)} ({when(ssa.lumpSum)}).{' '}
              {ssa.lumpSumWho.text}
            </Step>
            <Step source={<DatedSource source={ssa.survivors.source} />}>
              Ask about monthly survivors benefits. They can go to:
            </Step>
          </ul>
          <ul>
            {ssa.survivors.who.map((who) => (
              <li key={who}>{who}</li>
            ))}
          </ul>
          <ul className="check-list">
            <Step
              source={
                <>
                  <DatedSource source={ssa.source} /> <DatedSource source={ssa.phoneSource} />
                </>
              }
            >
              Apply within {ssa.applyWithinYears} years of the death if you do not get benefits now. Call {ssa.phone}{' '}
              (TTY {ssa.tty}). The form for the one-time payment is {ssa.form}.
            </Step>
          </ul>

          <h3>For a veteran</h3>
          <ul className="check-list">
            <Step source={<DatedSource source={va.serviceConnected.source} />}>
              If the death was caused by service, the VA pays up to {formatUsd(va.serviceConnected.usd)} toward burial.
              This is {when(va.serviceConnected)}.
            </Step>
            <Step source={<DatedSource source={va.nonServiceConnected.source} />}>
              If not, the VA pays up to {formatUsd(va.nonServiceConnected.usd)} toward burial and funeral costs. It also
              pays a {formatUsd(va.plot.usd)} plot allowance if the veteran is not buried in a national cemetery. These
              amounts are {when(va.nonServiceConnected)}. {va.laterYearsGap}
            </Step>
            <Step source={<DatedSource source={va.headstoneSource} />}>
              Ask for a free government headstone or marker with {va.headstoneForm}. The VA gives one even if the grave
              has a private stone. This is for a veteran who died on or after November 1, 1990.
            </Step>
            <Step source={<DatedSource source={va.memorialCertificateSource} />}>
              On the same form you can ask for a Presidential Memorial Certificate.
            </Step>
            <Step source={<DatedSource source={va.schedulingOffice.source} />}>
              To plan a burial in a national cemetery, call the National Cemetery Scheduling Office at{' '}
              {va.schedulingOffice.phone} (TTY {va.schedulingOffice.tty}). The funeral home can call for you. The office
              is open {va.schedulingOffice.hours}. Your state’s page lists the nearest veterans cemeteries.
            </Step>
            <Step source={<DatedSource source={va.spouseEligibility.source} />}>{va.spouseEligibility.text}</Step>
          </ul>

          <h3>A policy nobody knew about</h3>
          <ul className="check-list">
            <Step source={<DatedSource source={federalBenefits.policyLocator} />}>
              Use the free NAIC Life Insurance Policy Locator. Enter the person’s name and Social Security number. Add
              the dates of birth and death from the death certificate. If an insurer finds a policy that names you, it
              contacts you. If not, you hear nothing.
            </Step>
            <Step source={<DatedSource source={federalBenefits.unclaimedProperty} />}>
              Search the unclaimed money of each state where the person lived. It is free to search and to claim. Most
              states are in one national search.
            </Step>
          </ul>
        </section>

        <section aria-labelledby="first-months">
          <h2 id="first-months">The first months</h2>
          <ul className="check-list">
            <Step source={<DatedSource source={federalBenefits.contestable} />}>
              Was the policy less than two years old? Then the insurer looks at the claim more closely. This can take
              longer. After two years, it pays once it has the papers.
            </Step>
            <Step source={<DatedSource source={federalBenefits.earlyYearsBenefit} />}>
              Some plans pay less in their first years. {disclosures.waitingPeriod} The policy’s specification page
              shows what it pays in each year.
            </Step>
            <Step>
              Is a claim late or refused? Ask the insurer for its review first. If that does not settle it, file a
              complaint with the state’s insurance office. Your state’s page names it.
            </Step>
          </ul>
        </section>

        <ClaimHelp />
      </div>
    </PageShell>
  );
}
