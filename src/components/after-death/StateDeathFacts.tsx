import { formatUsd } from '#core/format';
import { stateInSentence } from '#core/place-naming';
import type { DeathSource, VitalRecord } from '../../../content/data/after-death.schema';
import { federalBenefits } from '../../../content/data/federal-benefits';
import { regulatorOffices, regulatorsSource } from '../../../content/data/regulators';
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

/** How to order a death certificate in one state: the record, or where to look when we have none. */
function DeathCertificateFacts({ state, headingLevel }: { state: StateRecord; headingLevel: 'h3' | 'h4' }) {
  const Heading = headingLevel;
  const record = vitalRecordOf(state.code);
  if (!record) {
    return (
      <>
        <Heading>Death certificates</Heading>
        <p data-vital-gap="">
          We have not checked the fee in {stateInSentence(state)} yet. The CDC’s list below has each state’s office and
          fee.
        </p>
        <SourceList sources={[cdcIndex]} />
      </>
    );
  }
  return (
    <>
      <Heading>Death certificates</Heading>
      <dl className="death-facts">
        <dt>Office</dt>
        <dd data-vital-office="">{record.office}</dd>
        <dt>Fee</dt>
        <dd data-vital-fee="">
          {feeText(record)}. {record.feeNote} <DatedSource source={record.feeSource} />
        </dd>
        {record.online ? (
          <>
            <dt>Online</dt>
            <dd>{record.online}</dd>
          </>
        ) : null}
        {record.mail ? (
          <>
            <dt>By mail</dt>
            <dd>{record.mail}</dd>
          </>
        ) : null}
        {record.inPerson ? (
          <>
            <dt>In person</dt>
            <dd>{record.inPerson}</dd>
          </>
        ) : null}
        {record.phone ? (
          <>
            <dt>Phone</dt>
            <dd>{record.phone}</dd>
          </>
        ) : null}
        {record.whoMayOrder ? (
          <>
            <dt>Who may order</dt>
            <dd>{record.whoMayOrder}</dd>
          </>
        ) : null}
      </dl>
      {record.moreSources.length > 0 ? <SourceList sources={record.moreSources} /> : null}
    </>
  );
}

/** Money the state holds for owners it cannot find, and where to complain about a claim. */
function MoneyAndComplaints({ state, headingLevel }: { state: StateRecord; headingLevel: 'h3' | 'h4' }) {
  const Heading = headingLevel;
  const { complaints } = regulatorOffices(state.code);
  const complaintsSource: DeathSource = {
    title: complaints.name,
    url: complaints.url,
    owner: `the state of ${state.name}`,
    dated: null,
    checked: regulatorsSource.read,
  };
  return (
    <>
      <Heading>Unclaimed money</Heading>
      <p>
        States hold money that banks and insurers could not pay out. It is free to search and to claim. Search each
        state where the person lived. The link below has a map of the states’ search pages.
      </p>
      <SourceList sources={[federalBenefits.unclaimedProperty]} />
      <Heading>If a claim is late or refused</Heading>
      <p>
        First ask the insurer to look at it again. If that does not settle it, you can complain to the state office
        below. It is free.
      </p>
      <SourceList sources={[complaintsSource]} />
    </>
  );
}

/** A state's facts for a family after a death, as the guide and the state page show them. */
export function StateDeathFacts({ state, headingLevel }: { state: StateRecord; headingLevel: 'h3' | 'h4' }) {
  return (
    <>
      <DeathCertificateFacts state={state} headingLevel={headingLevel} />
      <MoneyAndComplaints state={state} headingLevel={headingLevel} />
    </>
  );
}
