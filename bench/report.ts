/**
 * The one row format every benchmark part reports in, so `npm run bench` can print a single
 * table: each figure, the baseline it is compared with (measured in the same run, on the same
 * machine), the ratio value / baseline, the goal and whether it is met. A part writes its rows
 * with `writePartResults` to bench/results/<part>.json; bench/run.ts collects them.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { availableParallelism, loadavg } from 'node:os'
import { join, resolve } from 'node:path'

export const RESULTS_DIR = resolve(import.meta.dirname, 'results')

export type GoalOp = '<' | '<=' | '>=' | '>'

/** A goal on the figure itself (`on: 'value'`) or on its ratio to the baseline. */
export type Goal = { readonly on: 'value' | 'ratio'; readonly op: GoalOp; readonly limit: number }

export type BenchRow = {
  readonly part: string
  readonly figure: string
  readonly value: number
  readonly unit: string
  /** The same kind of figure for the reference the value is judged against (same run). */
  readonly baseline: number | null
  /** What the baseline is, e.g. "hand-written SQL floor" or "curl -T". */
  readonly against: string | null
  /** value / baseline. */
  readonly ratio: number | null
  readonly goal: Goal | null
  /** Whether the goal is met; null without a goal (or without the baseline a ratio goal needs). */
  readonly met: boolean | null
}

export type PartResults = {
  readonly part: string
  readonly date: string
  /** 1, 5 and 15 minute load averages when the part finished: the machine may be shared. */
  readonly loadAverage: readonly number[]
  readonly cores: number
  readonly rows: readonly BenchRow[]
  readonly details: unknown
}

/** A goal: `goal('value', '>=', 1000)`, `goal('ratio', '<=', 1.5)`. */
export function goal(on: Goal['on'], op: GoalOp, limit: number): Goal {
  return { on, op, limit }
}

function holds(x: number, g: Goal): boolean {
  switch (g.op) {
    case '<':
      return x < g.limit
    case '<=':
      return x <= g.limit
    case '>=':
      return x >= g.limit
    case '>':
      return x > g.limit
  }
}

/** A row; the ratio and `met` are computed, never passed in. */
export function benchRow(
  part: string,
  figure: string,
  value: number,
  unit: string,
  o: { readonly baseline?: number; readonly against?: string; readonly goal?: Goal } = {},
): BenchRow {
  const baseline = o.baseline ?? null
  const ratio = baseline !== null && baseline !== 0 ? value / baseline : null
  const g = o.goal ?? null
  let met: boolean | null = null
  if (g !== null && Number.isFinite(value)) {
    const x = g.on === 'value' ? value : ratio
    met = x === null ? null : holds(x, g)
  }
  return { part, figure, value, unit, baseline, against: o.against ?? null, ratio, goal: g, met }
}

const OP_TEXT: Record<GoalOp, string> = { '<': '<', '<=': '≤', '>=': '≥', '>': '>' }

/** A number for people: thousands separated, 3 significant digits below 100. */
export function fmt(n: number): string {
  if (!Number.isFinite(n)) return String(n)
  const abs = Math.abs(n)
  const digits = abs >= 100 ? 0 : abs >= 10 ? 1 : abs >= 1 ? 2 : 3
  return n.toLocaleString('en-US', { maximumFractionDigits: digits })
}

export function goalText(r: BenchRow): string {
  if (!r.goal) return ''
  const op = OP_TEXT[r.goal.op]
  return r.goal.on === 'ratio'
    ? `${op} ${fmt(r.goal.limit)}x`
    : `${op} ${fmt(r.goal.limit)} ${r.unit}`
}

const metText = (m: boolean | null) => (m === null ? '' : m ? 'yes' : 'NO')

const COLUMNS = ['part', 'figure', 'value', 'baseline', 'ratio', 'goal', 'met'] as const

function cells(r: BenchRow): string[] {
  return [
    r.part,
    r.figure,
    `${fmt(r.value)} ${r.unit}`,
    r.baseline === null ? '' : `${fmt(r.baseline)} ${r.unit} (${r.against ?? 'baseline'})`,
    r.ratio === null ? '' : `${fmt(r.ratio)}x`,
    goalText(r),
    metText(r.met),
  ]
}

/** The rows as an aligned text table. */
export function formatTable(rows: readonly BenchRow[]): string {
  const body = rows.map(cells)
  const widths = COLUMNS.map((c, i) => Math.max(c.length, ...body.map((b) => b[i]!.length)))
  const line = (cs: readonly string[]) =>
    cs
      .map((c, i) => c.padEnd(widths[i]!))
      .join('  ')
      .trimEnd()
  return [line(COLUMNS), line(widths.map((w) => '-'.repeat(w))), ...body.map(line)].join('\n')
}

/** The rows as a Markdown table (for the README and notes). */
export function formatMarkdown(rows: readonly BenchRow[]): string {
  const esc = (s: string) => s.replace(/\|/g, '\\|')
  return [
    `| ${COLUMNS.join(' | ')} |`,
    `|${COLUMNS.map(() => '---').join('|')}|`,
    ...rows.map((r) => `| ${cells(r).map(esc).join(' | ')} |`),
  ].join('\n')
}

export function currentLoad(): number[] {
  return loadavg().map((l) => Math.round(l * 100) / 100)
}

/** Writes bench/results/<part>.json (rows + the part's own details), prints the rows. */
export function writePartResults(
  part: string,
  rows: readonly BenchRow[],
  details: unknown,
): string {
  mkdirSync(RESULTS_DIR, { recursive: true })
  const path = join(RESULTS_DIR, `${part}.json`)
  const out: PartResults = {
    part,
    date: new Date().toISOString(),
    loadAverage: currentLoad(),
    cores: availableParallelism(),
    rows,
    details,
  }
  writeFileSync(path, `${JSON.stringify(out, null, 2)}\n`)
  console.log(`\n${formatTable(rows)}\n(load average ${out.loadAverage.join(' ')}; wrote ${path})`)
  return path
}

/** The results a part wrote, or null when it wrote none. */
export function readPartResults(part: string): PartResults | null {
  try {
    const json = JSON.parse(readFileSync(join(RESULTS_DIR, `${part}.json`), 'utf8')) as PartResults
    return Array.isArray(json.rows) ? json : null
  } catch {
    return null
  }
}
