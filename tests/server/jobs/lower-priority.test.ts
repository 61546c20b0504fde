/**
 * The extraction process lowers the priority of all its threads (Linux keeps a nice value per
 * thread): run in a child so this test process keeps its own priority.
 */
import { spawnSync } from 'node:child_process'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

const MODULE = resolve(import.meta.dirname, '../../../src/server/jobs/lower-priority.ts')

describe.skipIf(process.platform !== 'linux')('lowerPriority', () => {
  it('renices every thread of the process, including those Node started before it ran', () => {
    const script = `
      import { readdirSync, readFileSync } from 'node:fs'
      const { lowerPriority } = await import(${JSON.stringify(MODULE)})
      const set = lowerPriority(13)
      // Field 19 of /proc/<pid>/task/<tid>/stat is the thread's nice value.
      const nice = readdirSync('/proc/self/task').map((t) =>
        Number(readFileSync('/proc/self/task/' + t + '/stat', 'utf8').split(') ')[1].split(' ')[16]))
      console.log(JSON.stringify({ set, nice }))
    `
    const r = spawnSync(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '-e', script],
      {
        encoding: 'utf8',
      },
    )
    expect(r.status).toBe(0)
    const { set, nice } = JSON.parse(r.stdout.trim().split('\n').pop() ?? '{}') as {
      set: number
      nice: number[]
    }
    expect(set).toBeGreaterThan(1)
    expect(nice.length).toBeGreaterThan(1)
    expect(new Set(nice)).toEqual(new Set([13]))
  })
})
