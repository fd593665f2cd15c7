import { formatUsd } from '#core/format';
import { stateInSentence } from '#core/place-naming';
import type { DeathSource, VitalRecord } from '../../../content/data/after-death.schema';
import { regulatorOffices } from '../../../content/data/regulators';
import { beneficiaryOutsideProbate, smallEstateOf } from '../../../content/data/small-estates';
import type { StateRecord } from '../../../content/data/states';
import { vitalRecordOf, whereToWrite } from '../../../content/data/vital-records';
import { DatedSource, SourceList } from './DatedSource';

/** "$15 for the first copy, $6 for each further copy". */
export function feeText(record: VitalRecord): string {
  const first = `${formatUsd(record.feeFirst)} for the first copy`;
  if (record.feeFurther === undefined) return first;
  if (record.feeFurther === record.feeFirst) return `${formatUsd(record.feeFirst)} for each copy`;
  return `${first}, ${formatUsd(record.feeFurther)} for each further copy`;
}

const cdcIndex: DeathSource = { ...whereToWrite, dated: null, checked: '2026-11-26' };

/** One line of a fact list, left out when the data has no value for it. */
function Fact({ term, value }: { term: string; value: string | undefined }) {
  if (!value) return null;
  return (
    <>
      <dt>{term}</dt>
      <dd>{value}</dd>
    </>
  );
}

/** "County or city offices issue them too." from the record's `localRegistrars`. */
function localOffices(record: VitalRecord): string | undefined {
  const local = record.localRegistrars;
  if (!local) return undefined;
  const said = local.issue ? 'County or city offices issue them too.' : 'Only the state office issues them.';
  return local.note ? `${said} ${local.note}` : said;
}

/**
 * How to order a death certificate in one state: the fee beside the words "death certificate"
 * with the state's own page, then the office and the ways to order; or, where we could not read
 * the state's page, a sentence that says so with CDC's index of the state offices.
 */
function DeathCertificateFacts({ state }: { state: StateRecord }) {
  const record = vitalRecordOf(state.code);
  if (!record) {
    return (
      <>
        <h3>Death certificates</h3>
        <p data-vital-gap="">
          We could not read the death certificate fee on the state’s own page for {stateInSentence(state)}. The CDC’s
          list gives each state’s office and fee: <DatedSource source={cdcIndex} />
        </p>
      </>
    );
  }
  return (
    <>
      <h3>Death certificates</h3>
      <p data-vital-fee="">
        A certified death certificate costs {feeText(record)}. {record.feeNote} Source:{' '}
        <DatedSource source={record.feeSource} />
      </p>
      <dl className="death-facts">
        <dt>Office</dt>
        <dd data-vital-office="">{record.office}</dd>
        <Fact term="Online" value={record.online} />
        <Fact term="By mail" value={record.mail} />
        <Fact term="In person" value={record.inPerson} />
        <Fact term="Phone" value={record.phone} />
        <Fact term="Who may order" value={record.whoMayOrder} />
        <Fact term="Local offices" value={localOffices(record)} />
      </dl>
      {record.moreSources.length > 0 ? <SourceList sources={record.moreSources} /> : null}
    </>
  );
}

/** What passes outside probate, and the state's small-estate procedure where we could cite it. */
function EstateFacts({ state }: { state: StateRecord }) {
  const estate = smallEstateOf(state.code);
  return (
    <>
      <h3>The estate</h3>
      <p>{beneficiaryOutsideProbate.text}</p>
      {estate ? (
        <dl className="death-facts" data-small-estate="">
          <dt>Small-estate limit</dt>
          <dd>
            {formatUsd(estate.limitUsd)}, counting {estate.limitCounts}. {estate.limitNote}
          </dd>
          <dt>Procedure</dt>
          <dd>
            {estate.procedure}
            {estate.waitDays ? `, from ${estate.waitDays} days after the death` : ''}
          </dd>
          <dt>The law</dt>
          <dd>
            {estate.statuteUrl ? (
              <a href={estate.statuteUrl} target="_blank" rel="noopener noreferrer">
                {estate.statute}
                <span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            ) : (
              estate.statute
            )}
          </dd>
          <dt>Where to ask</dt>
          <dd>{estate.whereToAsk}</dd>
        </dl>
      ) : (
        <p data-estate-gap="">We could not yet confirm the small-estate limit from the state’s own law.</p>
      )}
      <SourceList sources={[...beneficiaryOutsideProbate.sources, ...(estate?.sources ?? [])]} />
    </>
  );
}

/**
 * A state's facts for a family after a death, on the state page: death certificates, the estate,
 * and where to complain about a claim (the office the page names above).
 */
export function StateDeathFacts({ state }: { state: StateRecord }) {
  const { complaints } = regulatorOffices(state.code);
  return (
    <>
      <DeathCertificateFacts state={state} />
      <EstateFacts state={state} />
      <h3>If a claim is late or refused</h3>
      <p>
        Ask the insurer to look at it again. If that does not settle it, you can complain to the {complaints.name}. It
        is free.
      </p>
    </>
  );
}
