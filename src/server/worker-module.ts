/**
 * Starts a worker thread from a module beside the caller's own, in every way the server runs:
 * built code (the desktop app's bundle, which puts each worker entry, or a one-line module
 * forwarding to it, beside the code that starts it) loads the .js file directly; under tsx (dev,
 * tests, scripts) the entry is TypeScript, so a small bootstrap registers tsx's loader in the
 * thread first.
 */
import { Worker, type ResourceLimits } from 'node:worker_threads'

/** A worker running `./<name>.js` (or `.ts` under tsx) next to the module at `callerUrl`. */
export function startModuleWorker(
  callerUrl: string,
  name: string,
  resourceLimits: ResourceLimits,
): Worker {
  if (!callerUrl.endsWith('.ts'))
    return new Worker(new URL(`./${name}.js`, callerUrl), { resourceLimits })
  const tsxApi = import.meta.resolve('tsx/esm/api')
  const entry = new URL(`./${name}.ts`, callerUrl).href
  const bootstrap = `import(${JSON.stringify(tsxApi)}).then((m) => { m.register(); return import(${JSON.stringify(entry)}) })`
  return new Worker(bootstrap, { eval: true, resourceLimits })
}
