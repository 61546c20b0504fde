/**
 * The confidence model's proposal threshold (scripts/extraction/threshold-rule.ts), on small
 * made-up held-out scores: precision first in each group that can reach the goal, never below the
 * best-F1 threshold.
 */
import { describe, expect, it } from 'vitest'
import {
  bestF1Threshold,
  chooseThreshold,
  type ScoredValue,
} from '../../../scripts/extraction/threshold-rule'

const values = (
  group: string,
  right: readonly number[],
  wrong: readonly number[],
): ScoredValue[] => [
  ...right.map((score) => ({ score, right: true, group })),
  ...wrong.map((score) => ({ score, right: false, group })),
]

describe('the confidence threshold', () => {
  // Text: every value right, so its precision reaches any goal at any threshold. Scans: a wrong
  // value scores 0.95, above every right one, so no threshold lifts them to the goal; their other
  // wrong values score low. Four true values each.
  const text = values('text', [0.2, 0.5, 0.7, 0.9], [])
  const scans = values('scans', [0.6, 0.8], [0.1, 0.15, 0.25, 0.3, 0.95])
  const all = [...text, ...scans]

  it('finds the best-F1 threshold, the more precise of equal ones', () => {
    // At 0.5: 5 right, 1 wrong of 8 true values, F1 10/14; at 0.2 F1 12/17, at 0.6 8/13.
    expect(bestF1Threshold(all, 8)).toBe(0.5)
    // Equal F1s: the higher threshold.
    const tie = values('text', [0.9, 0.4], [0.6, 0.5])
    // 0.9: F1 2/3; 0.6: 2/4; 0.5: 2/5; 0.4: 4/6 = 2/3 — equal to 0.9's.
    expect(bestF1Threshold(tie, 2)).toBe(0.9)
  })

  it('does not let a group that cannot reach the goal drag the threshold down', () => {
    // Text alone constrains the search, and it reaches 0.97 with everything proposed: without the
    // floor the rule would propose every scan value from 0.1 up.
    const choice = chooseThreshold(all, 8, 0.97, 0.95)
    expect(choice.unreachable).toEqual(['scans'])
    expect(choice.floor).toBe(0.5)
    expect(choice.threshold).toBe(0.5)
  })

  it('keeps a group that can reach the goal at its own threshold above the floor', () => {
    // A wrong value at 0.7: text reaches 0.97 only from 0.8 up, though F1 is best at 0.5.
    const text2 = values('text', [0.5, 0.6, 0.8, 0.9], [0.7])
    expect(bestF1Threshold(text2, 4)).toBe(0.5)
    const choice = chooseThreshold([...text2, ...scans], 8, 0.97, 0.95)
    expect(choice.unreachable).toEqual(['scans'])
    expect(choice.threshold).toBe(0.8)
  })

  it('takes the best-F1 threshold when no group can reach the goal', () => {
    const wrongFirst = values('scans', [0.2], [0.4, 0.6])
    const choice = chooseThreshold(wrongFirst, 1, 0.97, 0.95)
    expect(choice.unreachable).toEqual(['scans'])
    expect(choice.threshold).toBe(0.2)
  })
})
