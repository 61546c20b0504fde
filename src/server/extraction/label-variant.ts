/** One printed label of a field (the variants per field are labels.ts's). */
export interface LabelVariant {
  /** Matched against a lower-cased line with collapsed spaces. */
  readonly pattern: RegExp
  readonly weight: number
  /** The label must be the whole text of its cell (e.g. the "Building" row of a limits table). */
  readonly wholeCell?: boolean
  /** Which date of a "from … to …" period the field takes (0 = first, 1 = second). */
  readonly dateIndex?: number
  /**
   * A phrase of a sentence that names the value right after it ("issued by …", "payable to …",
   * "located at …"): a label anywhere in running text, its value ending at the next clause.
   */
  readonly phrase?: boolean
  /** A phrase of a sentence that follows the value it names ("… Insurance Company has issued"). */
  readonly valueBefore?: boolean
  /** A column header whose value is taken only on a schedule's dwelling row (schedule-rows.ts). */
  readonly scheduleRow?: boolean
  /**
   * A table row's caption whose value is on its own line, never under it: an abbreviation that
   * also heads other columns ("BLDG" a row of a schedule; "Bldg." over a deductible column).
   */
  readonly rowOnly?: boolean
}
