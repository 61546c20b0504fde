/**
 * A small L2-penalised logistic regression fitted by Newton's method (few features, a few
 * thousand rows: exact and fast, no library). The first feature is the bias (not penalised).
 */

/** The probability of class 1 under weights `w`. */
export function predict(w: readonly number[], x: readonly number[]): number {
  let z = 0
  for (let i = 0; i < x.length; i++) z += (w[i] ?? 0) * (x[i] ?? 0)
  return 1 / (1 + Math.exp(-z))
}

/**
 * Weights minimising the log-loss plus l2/2 · |w without the bias|², from `start` (a fit on more
 * data converges in a few steps from there). Each row's non-zero features are listed once: most
 * features are indicators, and the Hessian only needs their pairs.
 */
export function fitLogistic(
  xs: readonly (readonly number[])[],
  ys: readonly number[],
  l2: number,
  iterations = 30,
  start?: readonly number[],
): number[] {
  const d = xs[0]?.length ?? 0
  const w = start !== undefined ? [...start] : new Array<number>(d).fill(0)
  const nonZero = xs.map((x) => x.flatMap((v, i) => (v !== 0 ? [i] : [])))
  for (let it = 0; it < iterations; it++) {
    const grad = w.map((v, i) => (i === 0 ? 0 : l2 * v))
    const hess = Array.from({ length: d }, (_, i) =>
      Array.from({ length: d }, (_, j) => (i === j && i > 0 ? l2 : 0)),
    )
    xs.forEach((x, n) => {
      const p = predict(w, x)
      const r = p - (ys[n] ?? 0)
      const s = Math.max(p * (1 - p), 1e-9)
      const nz = nonZero[n] ?? []
      for (const i of nz) {
        const xi = x[i] ?? 0
        grad[i] = (grad[i] ?? 0) + r * xi
        const row = hess[i]!
        for (const j of nz) row[j] = (row[j] ?? 0) + s * xi * (x[j] ?? 0)
      }
    })
    // A tiny ridge keeps the system solvable when a feature never varies.
    for (let i = 0; i < d; i++) hess[i]![i] = (hess[i]![i] ?? 0) + 1e-6
    const step = solve(hess, grad)
    let change = 0
    for (let i = 0; i < d; i++) {
      w[i] = (w[i] ?? 0) - (step[i] ?? 0)
      change = Math.max(change, Math.abs(step[i] ?? 0))
    }
    if (change < 1e-7) break
  }
  return w
}

/** Solve A x = b by Gaussian elimination with partial pivoting. */
export function solve(a: readonly (readonly number[])[], b: readonly number[]): number[] {
  const n = b.length
  const m = a.map((row, i) => [...row, b[i] ?? 0])
  for (let c = 0; c < n; c++) {
    let pivot = c
    for (let r = c + 1; r < n; r++) if (Math.abs(m[r]![c]!) > Math.abs(m[pivot]![c]!)) pivot = r
    ;[m[c], m[pivot]] = [m[pivot]!, m[c]!]
    const p = m[c]![c]!
    if (Math.abs(p) < 1e-12) continue
    for (let r = 0; r < n; r++) {
      if (r === c) continue
      const f = m[r]![c]! / p
      if (f === 0) continue
      for (let k = c; k <= n; k++) m[r]![k] = m[r]![k]! - f * m[c]![k]!
    }
  }
  return m.map((row, i) => {
    const p = row[i]!
    return Math.abs(p) < 1e-12 ? 0 : row[n]! / p
  })
}
