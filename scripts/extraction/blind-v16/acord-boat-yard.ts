/**
 * The ACORD 28 (2006/07) filled for a boat storage yard: carrier, producer, named insured and
 * lender each on the first line of a multi-line box, the address below; a person as additional
 * named insured; another lender as servicing agent; decoy limits on the form's other rows.
 */
import type { FillEntry } from './acord-fill'
import { e, fit, tick } from './acord-entries'
import { addDays, digits, int, pick, type BlindPolicy } from './policy'
import { amount, printDate, printMoney } from './words'
import { seededRandom } from '../policy-values'

/** ACORD 28: the property policy of a boat storage yard; fill 3 (no lender) goes to a buyer. */
export function acord28BoatYard(p: BlindPolicy): FillEntry[] {
  const d = (iso: string): string => printDate(iso, 'm-d-y')
  const m = (x: number): string => printMoney(x, 'bare')
  const rnd = seededRandom(Number(p.naic) * 17 + p.coverageAmount / 1000)
  const f = 'F[0].P1[0].'
  const first = (x: FillEntry): FillEntry => ({ ...x, words: x.printed.split('\n')[0] })
  const entries: FillEntry[] = [
    e(`${f}Date[0]`, null, d(p.issueDate)),
    first(
      e(
        `${f}Contact[0]`,
        'policy.producer',
        `${p.producer}\n${p.agentName}\n${p.street2}\n${p.mailingCity}`,
        p.producer,
      ),
    ),
    e(`${f}Phone[0]`, null, p.agencyPhone),
    e(`${f}Fax[0]`, null, `(${digits(rnd, 3)}) ${digits(rnd, 3)}-${digits(rnd, 4)}`),
    e(`${f}Code[0]`, null, p.agencyCode),
    e(`${f}Subcode[0]`, null, digits(rnd, 3)),
    e(`${f}AgencyID[0]`, null, `${digits(rnd, 6)}`),
    e(`${f}Naic[0]`, null, p.naic),
    first(
      e(
        `${f}Company[0]`,
        'policy.carrier',
        `${p.carrier}\nPO Box ${int(rnd, 100, 9999)}\n${p.lenderCity}`,
        p.carrier,
      ),
    ),
    e(`${f}Type[0]`, null, 'COMMERCIAL PROPERTY - SPECIAL FORM'),
    first(
      e(
        `${f}Named[0]`,
        'policy.namedInsured',
        `${p.namedInsured}\n${p.mailingStreet}\n${p.mailingCity}`,
        p.namedInsured,
      ),
    ),
    e(`${f}Additional[0]`, null, `${p.secondInsured} (MANAGING MEMBER)`),
    p.hasMortgagee
      ? e(`${f}Loan[0]`, 'policy.loanNumber', p.loanNumber)
      : e(`${f}Loan[0]`, null, 'N/A'),
    e(`${f}Policy[0]`, 'policy.policyNumber', p.policyNumber),
    fit(e(`${f}Date3[0]`, 'policy.effectiveDate', d(p.effectiveDate), p.effectiveDate)),
    fit(e(`${f}Date2[0]`, 'policy.expirationDate', d(p.expirationDate), p.expirationDate)),
    e(`${f}Date1[0]`, null, d(addDays(p.effectiveDate, -365))),
    e(
      `${f}Location[0]`,
      'property.address',
      `${p.street}\n${p.city}, ${p.state} ${p.zip} - ${pick(rnd, ['2 METAL BOAT STORAGE BUILDINGS AND OFFICE', 'DRY-STACK BOAT BARN, SHOP AND OFFICE'])}`,
      p.street,
      p.street,
    ),
    tick(`${f}Check7[0]`),
    fit(e(`${f}Amount[0]`, 'policy.coverageAmount', m(p.coverageAmount), amount(p.coverageAmount))),
    fit(e(`${f}Deductible[0]`, 'policy.deductible', m(p.deductible), amount(p.deductible))),
    fit(e(`${f}Limit1[0]`, null, m(Math.round(p.coverageAmount / 5000) * 1000))),
    e(`${f}Months[0]`, null, '12'),
    e(`${f}Percent[0]`, null, pick(rnd, ['80', '90', '100'])),
    fit(e(`${f}Limit3[0]`, null, m(p.limit2))),
    fit(e(`${f}Ded3[0]`, null, m(p.priorDeductible))),
    fit(e(`${f}Limit9[0]`, null, m(p.coverageAmount))),
    fit(e(`${f}Ded8[0]`, null, `${p.percent}%`)),
    e(`${f}Days[0]`, null, pick(rnd, ['10', '30', '45'])),
  ]
  if (p.hasMortgagee) {
    entries.push(
      tick(`${f}Check67[0]`),
      tick(`${f}Check68[0]`),
      first(
        e(
          `${f}NameAdd[0]`,
          'policy.mortgagee',
          `${p.mortgagee}\nISAOA/ATIMA\n${p.lenderStreet}\n${p.lenderCity}`,
          p.mortgagee,
        ),
      ),
      e(
        `${f}Agent[0]`,
        null,
        `${p.secondLender} (SERVICING AGENT)\n${p.mailingStreet}\n${p.mailingCity}`,
      ),
    )
  } else {
    entries.push(
      tick(`${f}Check69[0]`),
      e(
        `${f}NameAdd[0]`,
        null,
        `${p.secondInsured}, PROSPECTIVE BUYER\n${p.mailingStreet}\n${p.mailingCity}`,
      ),
    )
  }
  entries.push(
    e(
      'F[0].P2[0].Evidence[0]',
      null,
      `REMARKS: PRIOR POLICY ${p.priorPolicyNumber} EXPIRED ${d(p.effectiveDate)}. OPEN CLAIM ${p.claimNumber} (HAIL).\n2ND LOCATION ${p.street2} ON SEPARATE POLICY.\nBUILDING AMOUNT ON REPLACEMENT COST; BPP ${m(p.contents)}; ${p.hasMortgagee ? 'MORTGAGEE ALSO LENDERS LOSS PAYABLE.' : 'NO MORTGAGEE OR LOSS PAYEE - OWNED FREE AND CLEAR.'}`,
    ),
  )
  return entries
}
