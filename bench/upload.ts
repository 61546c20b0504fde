/**
 * Upload benchmark: one 1 GB file and 500 files of 1 MB through the upload pipeline
 * (type → signS3Uploads → streamed PUT → createManyDocuments) vs `curl -T` to the same kind of
 * signed URLs (signed beforehand, PUT only), same parallelism. Goals: ≥ 0.9x curl's throughput
 * for the 1 GB file, ≥ 0.8x for the 500 small files; peak RSS growth of the uploading process
 * < 100 MB for the 1 GB file (sampled every 20 ms in the child process that uploads). Figures are
 * the best of BENCH_REPS alternated runs (noise on a shared machine only adds time); the ratio of
 * the medians is in the details. BENCH_QUICK=1: a 64 MB file, 50 small files, 2 runs (to check
 * that it runs). `npm run bench -- upload`; writes bench/results/upload.json.
 *
 * Each run also records the CPU time of the server (this process) and of the uploader (the child;
 * curl's is its own), so the details say which side a gap comes from. BENCH_PROFILE=1 writes CPU
 * profiles of the last 1 GB runs: the server during curl's and during the pipeline's upload, and
 * the uploading child (bench/results/upload-*.cpuprofile).
 */
import { utimes, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { createGraphqlClient } from '../src/main/services/graphql-client'
import { createUploadPipeline } from '../src/main/services/upload-pipeline'
import { SignS3UploadsDocument } from '../src/shared/graphql/operations.generated'
import { MAX_FILES_PER_DROP } from '../src/shared/constants'
import {
  benchDir,
  makePdfLike,
  mb,
  round,
  runChild,
  sampleRss,
  startBenchServer,
  timeCommand,
} from './services-harness'
import { benchRow, goal, writePartResults } from './report'
import { readChildPayload } from './command-line'
import { profiled } from './cpu-profile'
import { median } from './cpu-time'

const CONCURRENCY = 4
const QUICK = process.env.BENCH_QUICK === '1'
const BIG = Number(process.env.BENCH_UPLOAD_BIG_BYTES ?? (QUICK ? 64 : 1024) * 1024 ** 2)
const SMALL_COUNT = Number(process.env.BENCH_UPLOAD_SMALL_COUNT ?? (QUICK ? 50 : 500))
const SMALL = 1024 ** 2
const REPS = Number(process.env.BENCH_REPS ?? (QUICK ? 2 : 5))
const GOAL_BIG = 0.9
const GOAL_SMALL = 0.8
const PROFILE = process.env.BENCH_PROFILE === '1'

type ChildPayload = {
  graphqlUrl: string
  token: string
  caseId: string
  files: string[]
  /** Name of the CPU profile to write (BENCH_PROFILE), if any. */
  profile?: string
}
type ChildResult = { ms: number; ok: number; baselineMb: number; peakMb: number; cpuMs: number }

/** One alternated pair: curl's time, the pipeline child's result, the server's CPU in each. */
type Run = {
  curlMs: number
  pipe: ChildResult
  serverCpuMs: { curl: number; pipe: number }
  /** How long the search indexer took, after the pipeline's run, to read the files it created. */
  indexedAfterMs: number
}

/**
 * Waits until the search indexer has read every document it was given (documents the pipeline
 * created). Each run then starts on an idle server: otherwise the indexing of one run's files
 * competes with the next run — curl's or the pipeline's — for the same cores.
 */
async function indexingDrained(
  bench: Awaited<ReturnType<typeof startBenchServer>>,
): Promise<number> {
  const t0 = performance.now()
  for (;;) {
    const rows = await bench.server.services.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM document_text_index WHERE state IN ('queued', 'running')",
    )
    if (rows[0]!.n === 0) return performance.now() - t0
    if (performance.now() - t0 > 600_000)
      throw new Error('The search indexer did not drain in 10 min')
    await new Promise((r) => setTimeout(r, 100))
  }
}

/** Milliseconds of CPU (user + system, every thread) this process spent since `since`. */
const cpuMsSince = (since: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(since)
  return (used.user + used.system) / 1000
}

/** Runs `fn`, under the CPU profiler as `profile` when given; resolves with its result and this
 * process's CPU time meanwhile. */
async function withCpu<T>(
  fn: () => Promise<T>,
  profile?: string,
): Promise<{ result: T; cpuMs: number }> {
  const since = process.cpuUsage()
  const result = await (profile === undefined ? fn() : profiled(profile, fn))
  return { result, cpuMs: cpuMsSince(since) }
}

/** Child: the measured uploader. */
async function child(payload: ChildPayload): Promise<void> {
  const client = createGraphqlClient({ url: payload.graphqlUrl, token: payload.token })
  const pipeline = createUploadPipeline({ client, concurrency: CONCURRENCY })
  const rss = sampleRss()
  const t0 = performance.now()
  const { result, cpuMs } = await withCpu(
    () =>
      pipeline.upload({
        files: payload.files.map((path) => ({ path })),
        caseId: payload.caseId,
      }),
    payload.profile,
  )
  const ms = performance.now() - t0
  const mem = rss.stop()
  const ok = result.results.filter((r) => r.ok).length
  console.log(JSON.stringify({ ms, ok, ...mem, cpuMs } satisfies ChildResult))
}

/** curl -T over freshly signed URLs, CONCURRENCY transfers in parallel (one curl process). */
async function curlUpload(
  bench: Awaited<ReturnType<typeof startBenchServer>>,
  files: readonly string[],
  dir: string,
  tag: string,
): Promise<number> {
  const signed: { signedUrl: string }[] = []
  // Signed as the server allows: at most MAX_FILES_PER_DROP a call.
  for (let i = 0; i < files.length; i += MAX_FILES_PER_DROP) {
    const docs = files.slice(i, i + MAX_FILES_PER_DROP).map((f, j) => ({
      fileName: `${tag}-${i + j}.pdf`,
      fileType: 'application/pdf',
      clientKey: `${tag}-${i + j}-${Date.now()}`,
    }))
    const data = await bench.client.request(SignS3UploadsDocument, { input: { docs } })
    signed.push(...data.signS3Uploads)
  }
  const config = join(dir, `${tag}.curl`)
  const lines = ['header = "content-type: application/pdf"', 'fail', 'silent', 'show-error']
  files.forEach((f, i) =>
    lines.push(`upload-file = "${f}"`, `url = "${signed[i]!.signedUrl}"`, 'output = "/dev/null"'),
  )
  await writeFile(config, `${lines.join('\n')}\n`)
  return timeCommand('curl', [
    '-sS',
    '--no-progress-meter',
    '--parallel',
    '--parallel-max',
    String(CONCURRENCY),
    '-K',
    config,
  ])
}

async function main(): Promise<void> {
  const { dir, cleanup } = await benchDir('bench-upload')
  const bench = await startBenchServer(join(dir, 'server'))
  try {
    const big = join(dir, 'big.pdf')
    await makePdfLike(big, BIG)
    const smallFiles: string[] = []
    for (let i = 0; i < SMALL_COUNT; i++) {
      const p = join(dir, `small-${String(i).padStart(4, '0')}.pdf`)
      await makePdfLike(p, SMALL)
      smallFiles.push(p)
    }
    const payload = (files: string[], profile?: string): ChildPayload => ({
      graphqlUrl: bench.server.graphqlUrl,
      token: bench.server.token!,
      caseId: bench.caseId,
      files,
      ...(profile === undefined ? {} : { profile }),
    })

    // Warm both paths once (server JIT, page cache), then alternate the two REPS times each: the
    // build machine is shared, so the best of alternated runs compares like with like.
    await curlUpload(bench, smallFiles.slice(0, 20), dir, 'warm')
    // Each run uploads "new" files: a fresh last-modified time gives a new file key
    // (docs/glossary.md#batch), so the pipeline writes new objects and creates new documents, as
    // curl's fresh URLs do — rather than overwriting the previous run's object and getting its
    // document back.
    const touch = (files: readonly string[]) => {
      const t = new Date(Date.now() + Math.floor(Math.random() * 1e6))
      return Promise.all(files.map((f) => utimes(f, t, t)))
    }
    const alternate = async (files: string[], tag: string, profileLast: boolean) => {
      const runs: Run[] = []
      for (let rep = 0; rep < REPS; rep++) {
        const profile = (name: string) =>
          PROFILE && profileLast && rep === REPS - 1 ? `upload-${tag}-${name}` : undefined
        const curl = await withCpu(
          () => curlUpload(bench, files, dir, `curl-${tag}-${rep}`),
          profile('server-curl'),
        )
        await touch(files)
        const pipe = await withCpu(
          () => runChild<ChildResult>(import.meta.filename, payload(files, profile('client'))),
          profile('server-pipeline'),
        )
        runs.push({
          curlMs: curl.result,
          pipe: pipe.result,
          serverCpuMs: { curl: curl.cpuMs, pipe: pipe.cpuMs },
          indexedAfterMs: await indexingDrained(bench),
        })
      }
      return runs
    }
    const bigRuns = await alternate([big], 'big', true)
    const smallRuns = await alternate(smallFiles, 'small', true)
    const summarise = (runs: typeof bigRuns, bytes: number, goalRatio: number) => {
      // Best of the alternated runs: on a shared machine noise only ever adds time.
      const pipelineMs = Math.min(...runs.map((r) => r.pipe.ms))
      const curlMs = Math.min(...runs.map((r) => r.curlMs))
      return {
        ratioVsCurlOfMedians: round(
          median(runs.map((r) => r.curlMs)) / median(runs.map((r) => r.pipe.ms)),
        ),
        pipelineMs: round(pipelineMs),
        curlMs: round(curlMs),
        pipelineMBps: round(mb(bytes) / (pipelineMs / 1000)),
        curlMBps: round(mb(bytes) / (curlMs / 1000)),
        ratioVsCurl: round(curlMs / pipelineMs),
        goalRatio,
        runs: runs.map((r) => ({
          pipelineMs: round(r.pipe.ms),
          curlMs: round(r.curlMs),
          // CPU time of each side: where a gap comes from (the uploader's own CPU competes with
          // the server's for the same cores; curl's is its own process, not counted here).
          pipelineCpuMs: { server: round(r.serverCpuMs.pipe), uploader: round(r.pipe.cpuMs) },
          curlServerCpuMs: round(r.serverCpuMs.curl),
          indexedAfterMs: round(r.indexedAfterMs),
        })),
        rssGrowthMb: round(Math.max(...runs.map((r) => r.pipe.peakMb - r.pipe.baselineMb))),
        rssBaselineMb: round(median(runs.map((r) => r.pipe.baselineMb))),
        documentsCreatedPerRun: runs.map((r) => r.pipe.ok),
      }
    }
    const results = {
      reps: REPS,
      bigFile: { bytes: BIG, ...summarise(bigRuns, BIG, GOAL_BIG), goalRssGrowthMb: 100 },
      smallFiles: {
        count: SMALL_COUNT,
        bytesEach: SMALL,
        ...summarise(smallRuns, SMALL * SMALL_COUNT, GOAL_SMALL),
      },
      notes:
        'best of alternated runs (medians ratio also given); pipeline time includes typing, signing and registration ' +
        '(createManyDocuments), curl time is the PUTs only (URLs signed beforehand); both use ' +
        'an idle server (the search indexing of the files a run created is waited for before the next run); ' +
        `${CONCURRENCY} parallel transfers to the same local server (in another process).`,
    }
    const b = results.bigFile
    const m = results.smallFiles
    const path = writePartResults(
      'upload',
      [
        benchRow('upload', `one ${round(mb(BIG))} MB upload`, b.pipelineMBps, 'MB/s', {
          baseline: b.curlMBps,
          against: 'curl -T, same signed URL',
          goal: goal('ratio', '>=', GOAL_BIG),
        }),
        benchRow(
          'upload',
          `one ${round(mb(BIG))} MB upload: peak RSS growth`,
          b.rssGrowthMb,
          'MB',
          {
            goal: goal('value', '<', b.goalRssGrowthMb),
          },
        ),
        benchRow('upload', `${SMALL_COUNT} files of 1 MB`, m.pipelineMBps, 'MB/s', {
          baseline: m.curlMBps,
          against: 'curl -T, same signed URLs',
          goal: goal('ratio', '>=', GOAL_SMALL),
        }),
      ],
      results,
    )
    console.log(
      `upload 1 file of ${round(mb(BIG))} MB: pipeline ${b.pipelineMBps} MB/s, curl ${b.curlMBps} MB/s → ${b.ratioVsCurl}x (goal ≥ ${GOAL_BIG}x)`,
    )
    console.log(
      `  peak RSS growth ${b.rssGrowthMb} MB (baseline ${b.rssBaselineMb} MB, goal < 100 MB)`,
    )
    console.log(
      `upload ${SMALL_COUNT} files of 1 MB: pipeline ${m.pipelineMBps} MB/s, curl ${m.curlMBps} MB/s → ${m.ratioVsCurl}x (goal ≥ ${GOAL_SMALL}x)`,
    )
    console.log(
      `documents created per run: ${b.documentsCreatedPerRun.join(', ')} / ${m.documentsCreatedPerRun.join(', ')}; results in ${path}`,
    )
    const allCreated = [
      ...b.documentsCreatedPerRun.map((n) => n === 1),
      ...m.documentsCreatedPerRun.map((n) => n === SMALL_COUNT),
    ]
    if (!allCreated.every(Boolean)) process.exitCode = 1
  } finally {
    await bench.close()
    await cleanup()
  }
}

const payload = readChildPayload(
  process.argv.slice(2),
  'tsx bench/upload.ts [--child <json>] (npm run bench -- upload)',
)
if (payload !== null) await child(payload as ChildPayload)
else await main()
