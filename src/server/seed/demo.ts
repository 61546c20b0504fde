/**
 * `--seed demo` (and the desktop app's first run): a lender with features, two cases with refs,
 * properties and policies with product types and two versions each, categories of both types,
 * and real documents in several formats made by the seed itself. Runs once per database (recorded
 * in `seeds`); running it again changes nothing.
 */
import type { Db, Queryable } from '../db/client'
import { LOCAL_USER } from '../auth/authenticator'
import type { ObjectStore } from '../objects/object-store'

export type SeedReport = { readonly applied: boolean; readonly documents: number }

const SEED_NAME = 'demo'

/** Demo categories: [id, type, name, supportExtraction]. */
export const DEMO_CATEGORIES: readonly (readonly [
  string,
  'renewalDocument' | 'documentField',
  string,
  boolean,
])[] = [
  ['demo-cat-declarations', 'renewalDocument', 'Declarations Page', true],
  ['demo-cat-renewal-declarations', 'renewalDocument', 'Renewal Declarations', true],
  ['demo-cat-evidence', 'renewalDocument', 'Evidence of Insurance', true],
  ['demo-cat-binder', 'renewalDocument', 'Insurance Binder', true],
  ['demo-cat-policy-jacket', 'renewalDocument', 'Policy Jacket', false],
  ['demo-cat-cancellation', 'renewalDocument', 'Cancellation Notice', false],
  ['demo-cat-flood-cert', 'renewalDocument', 'Flood Zone Determination', false],
  ['demo-cat-invoice', 'renewalDocument', 'Premium Invoice', true],
  ['demo-cat-dwelling', 'documentField', 'Dwelling Coverage', true],
  ['demo-cat-mortgagee', 'documentField', 'Mortgagee Clause', true],
  ['demo-cat-named-insured', 'documentField', 'Named Insured', true],
  ['demo-cat-deductible', 'documentField', 'Deductible', true],
  ['demo-cat-premium', 'documentField', 'Premium', true],
  ['demo-cat-loan-number', 'documentField', 'Loan Number', false],
  ['demo-cat-property-address', 'documentField', 'Property Address', true],
  ['demo-cat-correspondence', 'documentField', 'Correspondence', false],
]

/** The policy term that contains today: Mar 1 to Mar 1, and the one before it. */
function terms(now = new Date()) {
  const y = now.getUTCMonth() >= 2 ? now.getUTCFullYear() : now.getUTCFullYear() - 1
  return {
    previous: { begin: `${y - 1}-03-01`, end: `${y}-03-01` },
    current: { begin: `${y}-03-01`, end: `${y + 1}-03-01` },
  }
}

type DemoPolicy = {
  id: string
  caseId: string
  number: string
  productTypeId: string
  status: string
}

/** Seeds the demo data once; returns whether it ran now. */
export async function seedDemo(db: Db, objects: ObjectStore): Promise<SeedReport> {
  const done = await db.query('SELECT 1 FROM seeds WHERE name = $1', [SEED_NAME])
  if (done.length) return { applied: false, documents: 0 }
  // The file makers (a canvas, pdf-lib) load only on the run that seeds: a restart skips them.
  const { csvFile, declarationsPdf, docxFile, emlFile, evidenceOfInsurancePng } =
    await import('./demo-files')
  const t = terms()

  // Files first (deterministic keys: a crash before the commit just rewrites them).
  const files: {
    id: string
    caseId: string
    name: string
    type: string
    body: Buffer
    category: string | null
    versionId: string | null
    links: readonly { entityId: string; entityType: 'asset' | 'policy' | 'loan' }[]
  }[] = [
    {
      id: 'demo-doc-ho3-declarations',
      caseId: 'demo-case-1',
      name: 'HO3-4471029 Declarations.pdf',
      type: 'application/pdf',
      body: await declarationsPdf({
        carrier: 'Coastal Mutual Insurance Company',
        policyNumber: 'HO3-4471029',
        productType: 'Homeowners HO-3',
        namedInsured: 'Maria and James Alvarez',
        propertyAddress: '1208 Harbor View Dr, Tampa, FL 33602',
        effectiveDate: t.current.begin,
        expirationDate: t.current.end,
        dwellingLimit: '$425,000',
        deductible: '$2,500',
        premium: '$3,184.00',
        mortgagee: ['Harbor Federal Bank ISAOA/ATIMA', 'PO Box 7700, Tampa, FL 33601'],
        loanNumber: 'LN-2025-0001',
        producer: 'Bayside Insurance Agency',
      }),
      category: 'demo-cat-declarations',
      versionId: 'demo-pv-ho3-current',
      links: [{ entityId: 'demo-policy-ho3', entityType: 'policy' }],
    },
    {
      id: 'demo-doc-flood-evidence',
      caseId: 'demo-case-1',
      name: 'Flood evidence of insurance.png',
      type: 'image/png',
      body: evidenceOfInsurancePng([
        'Carrier: National Flood Insurance Program',
        'Policy Number: FLD-88120455',
        'Insured: Maria and James Alvarez',
        `Policy Period: ${t.current.begin} to ${t.current.end}`,
        'Building Coverage: $250,000',
        'Mortgagee: Harbor Federal Bank ISAOA/ATIMA',
      ]),
      category: 'demo-cat-evidence',
      versionId: 'demo-pv-flood-current',
      links: [{ entityId: 'demo-policy-flood', entityType: 'policy' }],
    },
    {
      id: 'demo-doc-schedule',
      caseId: 'demo-case-1',
      name: 'Schedule of locations.csv',
      type: 'text/csv',
      body: csvFile([
        ['Location', 'Address', 'Year Built', 'Dwelling Limit', 'Flood Zone'],
        ['1', '1208 Harbor View Dr, Tampa, FL 33602', '1998', '425000', 'AE'],
        ['2', '44 Bayshore Ct, Tampa, FL 33611', '2006', '310000', 'X'],
      ]),
      category: null,
      versionId: null,
      links: [
        { entityId: 'demo-asset-harbor', entityType: 'asset' },
        { entityId: 'demo-asset-bayshore', entityType: 'asset' },
      ],
    },
    {
      id: 'demo-doc-explanation',
      caseId: 'demo-case-1',
      name: 'Letter of explanation.docx',
      type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      body: await docxFile([
        'Letter of Explanation',
        'To: Harbor Federal Bank, Loan LN-2025-0001',
        'The insurance on 44 Bayshore Ct lapsed for nine days in January because the renewal notice was mailed to our previous address.',
        'Coverage was reinstated without a gap in the mortgagee clause; the carrier confirmation is attached.',
        'Maria Alvarez',
      ]),
      category: 'demo-cat-correspondence',
      versionId: null,
      links: [],
    },
    {
      id: 'demo-doc-agent-email',
      caseId: 'demo-case-1',
      name: 'Renewal reminder from agent.eml',
      type: 'message/rfc822',
      body: emlFile({
        from: 'Dana Whitfield <dana@bayside-insurance.example>',
        to: 'servicing@harborfederal.example',
        subject: 'HO3-4471029 renewal declarations attached',
        date: new Date(`${t.current.begin}T14:30:00Z`),
        body: `Hello,\n\nThe homeowners policy HO3-4471029 for 1208 Harbor View Dr renewed on ${t.current.begin}.\nHarbor Federal Bank remains first mortgagee.\n\nDana Whitfield\nBayside Insurance Agency`,
      }),
      category: null,
      versionId: null,
      links: [],
    },
    {
      id: 'demo-doc-cp-declarations',
      caseId: 'demo-case-2',
      name: 'CP-7730019 Declarations.pdf',
      type: 'application/pdf',
      body: await declarationsPdf({
        carrier: 'Great Lakes Commercial Insurance',
        policyNumber: 'CP-7730019',
        productType: 'Commercial Property',
        namedInsured: 'Riverside Commerce Center LLC',
        propertyAddress: '500 River Rd, Grand Rapids, MI 49503',
        effectiveDate: t.current.begin,
        expirationDate: t.current.end,
        dwellingLimit: '$6,800,000',
        deductible: '$25,000',
        premium: '$41,950.00',
        mortgagee: ['Harbor Federal Bank ISAOA/ATIMA', '100 Main St, Tampa, FL 33602'],
        loanNumber: 'LN-2025-0002',
        producer: 'Northshore Risk Partners',
      }),
      category: 'demo-cat-declarations',
      versionId: 'demo-pv-cp-current',
      links: [
        { entityId: 'demo-policy-cp', entityType: 'policy' },
        { entityId: 'demo-asset-riverside', entityType: 'asset' },
      ],
    },
  ]
  const keyOf = (f: (typeof files)[number]) =>
    `seed/demo/${f.id}/${f.name.replace(/[^A-Za-z0-9._-]+/g, '-')}`
  for (const f of files) await objects.write(keyOf(f), f.body, f.type)

  await db.tx(async (q) => {
    // A concurrent start may have seeded meanwhile: the insert below is the real guard.
    const claimed = await q.query(
      'INSERT INTO seeds (name) VALUES ($1) ON CONFLICT DO NOTHING RETURNING name',
      [SEED_NAME],
    )
    if (!claimed.length) return
    // The seed's documents are created by the local user.
    await q.query(
      `INSERT INTO users (id, full_name, email, reviewer) VALUES ($1, $2, $3, $4)
       ON CONFLICT (id) DO NOTHING`,
      [LOCAL_USER.id, LOCAL_USER.fullName, LOCAL_USER.email, LOCAL_USER.reviewer],
    )
    await insertReferenceData(q)
    const policies: DemoPolicy[] = [
      {
        id: 'demo-policy-ho3',
        caseId: 'demo-case-1',
        number: 'HO3-4471029',
        productTypeId: 'demo-pt-ho3',
        status: 'active',
      },
      {
        id: 'demo-policy-flood',
        caseId: 'demo-case-1',
        number: 'FLD-88120455',
        productTypeId: 'demo-pt-flood',
        status: 'active',
      },
      {
        id: 'demo-policy-umbrella',
        caseId: 'demo-case-1',
        number: 'UMB-550193',
        productTypeId: 'demo-pt-umbrella',
        status: 'pending',
      },
      {
        id: 'demo-policy-cp',
        caseId: 'demo-case-2',
        number: 'CP-7730019',
        productTypeId: 'demo-pt-cp',
        status: 'active',
      },
      {
        id: 'demo-policy-wind',
        caseId: 'demo-case-2',
        number: 'WH-2093377',
        productTypeId: 'demo-pt-wind',
        status: 'active',
      },
    ]
    for (const p of policies) {
      await q.query(
        `INSERT INTO policies (id, case_id, status, policy_number, product_type_id)
         VALUES ($1, $2, $3, $4, $5)`,
        [p.id, p.caseId, p.status, p.number, p.productTypeId],
      )
      const short = p.id.replace('demo-policy-', '')
      for (const [suffix, term, created] of [
        ['previous', t.previous, `${t.previous.begin}T12:00:00Z`],
        ['current', t.current, `${t.current.begin}T12:00:00Z`],
      ] as const) {
        await q.query(
          `INSERT INTO policy_versions (id, policy_id, term, policy_begin_date, policy_end_date, created_at)
           VALUES ($1, $2, '12 months', $3, $4, $5)`,
          [`demo-pv-${short}-${suffix}`, p.id, term.begin, term.end, created],
        )
      }
    }
    for (const f of files) {
      await q.query(
        `INSERT INTO documents (id, case_id, name, file_ext, file_type, size, direct_upload_key,
                                category_id, policy_version_id, created_by)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
        [
          f.id,
          f.caseId,
          f.name,
          f.name.split('.').pop()!.toLowerCase(),
          f.type,
          f.body.length,
          keyOf(f),
          f.category,
          f.versionId,
          LOCAL_USER.id,
        ],
      )
      for (const l of f.links) {
        await q.query(
          'INSERT INTO document_associations (document_id, entity_id, entity_type) VALUES ($1, $2, $3)',
          [f.id, l.entityId, l.entityType],
        )
      }
    }
    // The declarations pages are the key documents of the current versions.
    await q.query(
      `UPDATE policy_versions SET key_document_id = 'demo-doc-ho3-declarations' WHERE id = 'demo-pv-ho3-current'`,
    )
    await q.query(
      `UPDATE policy_versions SET key_document_id = 'demo-doc-cp-declarations' WHERE id = 'demo-pv-cp-current'`,
    )
  })
  return { applied: true, documents: files.length }
}

async function insertReferenceData(q: Queryable): Promise<void> {
  await q.exec(`
    INSERT INTO lenders (id, name, features) VALUES
      ('demo-lender-harbor', 'Harbor Federal Bank',
       '[{"key":"documentExtraction","enabled":true},{"key":"renewalUpload","enabled":true},{"key":"approvalPackage","enabled":true},{"key":"inboxFolders","enabled":true}]')
    ON CONFLICT (id) DO NOTHING;
    INSERT INTO asset_types (id, name) VALUES
      ('demo-at-residential', 'Residential Property'),
      ('demo-at-commercial', 'Commercial Property')
    ON CONFLICT (id) DO NOTHING;
    INSERT INTO product_types (id, name) VALUES
      ('demo-pt-ho3', 'Homeowners HO-3'),
      ('demo-pt-flood', 'Flood'),
      ('demo-pt-umbrella', 'Personal Umbrella'),
      ('demo-pt-cp', 'Commercial Property'),
      ('demo-pt-wind', 'Windstorm and Hail')
    ON CONFLICT (id) DO NOTHING;
    INSERT INTO cases (id, ref, status, title, lender_id) VALUES
      ('demo-case-1', 'LN-2025-0001', 'open', 'Alvarez — 1208 Harbor View Dr refinance', 'demo-lender-harbor'),
      ('demo-case-2', 'LN-2025-0002', 'in_review', 'Riverside Commerce Center — commercial mortgage', 'demo-lender-harbor');
    INSERT INTO insurance_contacts (id, case_id, name, email) VALUES
      ('demo-contact-1', 'demo-case-1', 'Dana Whitfield (Bayside Insurance Agency)', 'dana@bayside-insurance.example'),
      ('demo-contact-2', 'demo-case-1', 'NFIP Direct Servicing', 'servicing@nfip.example'),
      ('demo-contact-3', 'demo-case-2', 'Northshore Risk Partners', 'service@northshore-risk.example');
    INSERT INTO assets (id, case_id, display_name, asset_type_id) VALUES
      ('demo-asset-harbor', 'demo-case-1', '1208 Harbor View Dr, Tampa, FL 33602', 'demo-at-residential'),
      ('demo-asset-bayshore', 'demo-case-1', '44 Bayshore Ct, Tampa, FL 33611', 'demo-at-residential'),
      ('demo-asset-riverside', 'demo-case-2', '500 River Rd, Grand Rapids, MI 49503', 'demo-at-commercial'),
      ('demo-asset-riverside-annex', 'demo-case-2', '510 River Rd (annex), Grand Rapids, MI 49503', 'demo-at-commercial');
  `)
  for (const [id, type, name, ext] of DEMO_CATEGORIES) {
    await q.query(
      `INSERT INTO categories (id, type, name, support_extraction) VALUES ($1, $2, $3, $4)
       ON CONFLICT (id) DO NOTHING`,
      [id, type, name, ext],
    )
  }
}
