/**
 * How fit-confidence.ts chooses the proposal threshold from held-out probabilities: precision
 * first, but never below the threshold of the best F1.
 *
 * The threshold is the lowest (the most recall) at which the held-out precision reaches the goal
 * over all values and within each group (ACORD forms, declarations pages, scans) that reaches it
 * at some threshold, so that no group pays for another's precision. A group whose wrong values
 * score as high as its right ones cannot reach the goal at any threshold: it does not hold the
 * others back, and its fix is in reading. Nor may it drag the threshold down: once the groups that
 * can reach the goal are the only constraint, they may reach it with everything proposed, and the
 * rule would then propose every value of the group that cannot. So the search starts at the
 * threshold of the best held-out F1 over all values: every lower threshold has a lower F1 and, as
 * a rule, a lower precision, so a precision-first rule has no reason to go there. Where every group
 * reaches the goal only above that floor, the floor changes nothing.
 */

/** One value's held-out probability, whether it is right, and the group of its document. */
export interface ScoredValue {
  readonly score: number
  readonly right: boolean
  readonly group: string
}

interface Counts {
  readonly tp: number
  readonly fp: number
}

/** The F1 of `c` when the documents hold `truth` true values. */
const f1Of = (c: Counts, truth: number): number =>
  c.tp === 0 ? 0 : (2 * c.tp) / (c.tp + c.fp + Math.max(truth, c.tp))

/**
 * The threshold with the best F1 when `truth` true values are to be found: of equal F1s the
 * highest (the more precise). 0.5 when nothing is scored.
 */
export function bestF1Threshold(values: readonly ScoredValue[], truth: number): number {
  const sorted = [...values].sort((a, b) => b.score - a.score)
  let best = { t: 0.5, f1: -1 }
  let tp = 0
  let fp = 0
  for (let i = 0; i < sorted.length; i++) {
    const v = sorted[i]!
    if (v.right) tp++
    else fp++
    // A threshold is a distinct score: count every value at it before weighing it.
    if (sorted[i + 1]?.score === v.score) continue
    const f1 = f1Of({ tp, fp }, truth)
    if (f1 > best.f1) best = { t: v.score, f1 }
  }
  return best.t
}

/** Whether the precision of `values` at a threshold reaches `goal` (true when none is proposed). */
function precisionAt(values: readonly ScoredValue[], goal: number): (t: number) => boolean {
  const scored = [...values].sort((a, b) => a.score - b.score)
  // rightFrom[i]: right values among scored[i..].
  const rightFrom = new Array<number>(scored.length + 1).fill(0)
  for (let i = scored.length - 1; i >= 0; i--)
    rightFrom[i] = (rightFrom[i + 1] ?? 0) + (scored[i]?.right === true ? 1 : 0)
  return (t) => {
    let lo = 0
    let hi = scored.length
    while (lo < hi) {
      const mid = (lo + hi) >> 1
      if ((scored[mid]?.score ?? 0) < t) lo = mid + 1
      else hi = mid
    }
    const proposed = scored.length - lo
    return proposed === 0 || (rightFrom[lo] ?? 0) / proposed >= goal
  }
}

export interface ThresholdChoice {
  readonly threshold: number
  /** The best-F1 threshold the search started from. */
  readonly floor: number
  /** Groups that reach the goal at no threshold from the floor up (they constrain nothing). */
  readonly unreachable: readonly string[]
}

/**
 * The threshold for these values (see the top of the file): the lowest distinct score from the
 * best-F1 threshold up to `max` at which all values, and each group, reach `goal` — each of those
 * that reach it somewhere in that range. `max` when no score there does.
 */
export function chooseThreshold(
  values: readonly ScoredValue[],
  truth: number,
  goal: number,
  max: number,
): ThresholdChoice {
  const floor = Math.min(bestF1Threshold(values, truth), max)
  const candidates = [...new Set(values.map((v) => v.score))]
    .filter((t) => t >= floor && t <= max)
    .sort((a, b) => a - b)
  const groups = [...new Set(values.map((v) => v.group))].sort()
  const parts = [
    { name: 'all', meets: precisionAt(values, goal) },
    ...groups.map((g) => ({
      name: g,
      meets: precisionAt(
        values.filter((v) => v.group === g),
        goal,
      ),
    })),
  ]
  const reachable = parts.filter((p) => candidates.some((t) => p.meets(t)))
  const threshold = candidates.find((t) => reachable.every((p) => p.meets(t))) ?? max
  return {
    threshold,
    floor,
    unreachable: parts.filter((p) => p.name !== 'all' && !reachable.includes(p)).map((p) => p.name),
  }
}
