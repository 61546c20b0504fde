/**
 * Reads the names of the top-level streams and storages of an OLE2 compound file (CFB, MS-CFB),
 * reading only the header, the FAT sectors on the directory chain and the directory sectors —
 * never the whole file. file-type reports every legacy Office file as "cfb"; these names tell a
 * Word document (WordDocument), an Excel workbook (Workbook / Book) and a PowerPoint deck
 * (PowerPoint Document) apart, and spot encrypted OOXML (EncryptedPackage) and Outlook .msg.
 */
import type { FileHandle } from 'node:fs/promises'

export const CFB_SIGNATURE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])

const ENDOFCHAIN = 0xfffffffe
const FREESECT = 0xffffffff
const NOSTREAM = 0xffffffff
const DIR_ENTRY_SIZE = 128
/** A directory larger than this is not an Office document we accept; stop reading (bounded I/O). */
const MAX_DIRECTORY_SECTORS = 4096
/** Header DIFAT: the first 109 FAT sector numbers live in the header itself. */
const HEADER_DIFAT_ENTRIES = 109

type DirEntry = {
  readonly name: string
  readonly type: number
  readonly left: number
  readonly right: number
  readonly child: number
}

/** True when the buffer starts with the CFB signature. */
export function isCfb(head: Uint8Array): boolean {
  return head.length >= 8 && Buffer.from(head.subarray(0, 8)).equals(CFB_SIGNATURE)
}

/**
 * The names of the root storage's direct children (streams and storages), or undefined when the
 * file is not a readable compound file (truncated, corrupt chain).
 */
export async function readCfbRootNames(fh: FileHandle): Promise<readonly string[] | undefined> {
  const header = Buffer.alloc(512)
  const { bytesRead } = await fh.read(header, 0, 512, 0)
  if (bytesRead < 512 || !isCfb(header)) return undefined
  const sectorShift = header.readUInt16LE(0x1e)
  if (sectorShift !== 9 && sectorShift !== 12) return undefined
  const sectorSize = 1 << sectorShift
  const firstDirSector = header.readUInt32LE(0x30)
  const firstDifatSector = header.readUInt32LE(0x44)
  const difatCount = header.readUInt32LE(0x48)
  const entriesPerFat = sectorSize / 4

  const sectorOffset = (sector: number) => (sector + 1) * sectorSize
  const readSector = async (sector: number): Promise<Buffer | undefined> => {
    const buf = Buffer.alloc(sectorSize)
    const r = await fh.read(buf, 0, sectorSize, sectorOffset(sector))
    return r.bytesRead === sectorSize ? buf : undefined
  }

  // FAT sector numbers: 109 in the header, the rest on the DIFAT chain (read lazily, on demand).
  const fatSectors: number[] = []
  for (let i = 0; i < HEADER_DIFAT_ENTRIES; i++) fatSectors.push(header.readUInt32LE(0x4c + i * 4))
  let nextDifat = firstDifatSector
  let difatRead = 0
  const fatSectorNumber = async (index: number): Promise<number | undefined> => {
    while (index >= fatSectors.length && nextDifat < ENDOFCHAIN && difatRead < difatCount) {
      const difat = await readSector(nextDifat)
      if (!difat) return undefined
      for (let i = 0; i < entriesPerFat - 1; i++) fatSectors.push(difat.readUInt32LE(i * 4))
      nextDifat = difat.readUInt32LE(sectorSize - 4)
      difatRead++
    }
    return fatSectors[index]
  }
  const fatCache = new Map<number, Buffer>()
  const nextSector = async (sector: number): Promise<number | undefined> => {
    const fatIndex = Math.floor(sector / entriesPerFat)
    let fat = fatCache.get(fatIndex)
    if (!fat) {
      const where = await fatSectorNumber(fatIndex)
      if (where === undefined || where >= ENDOFCHAIN) return undefined
      fat = await readSector(where)
      if (!fat) return undefined
      fatCache.set(fatIndex, fat)
    }
    return fat.readUInt32LE((sector % entriesPerFat) * 4)
  }

  const entries: DirEntry[] = []
  const seen = new Set<number>()
  let sector = firstDirSector
  while (sector !== ENDOFCHAIN) {
    if (sector === FREESECT || seen.has(sector) || seen.size >= MAX_DIRECTORY_SECTORS) break
    seen.add(sector)
    const buf = await readSector(sector)
    if (!buf) break
    for (let off = 0; off + DIR_ENTRY_SIZE <= sectorSize; off += DIR_ENTRY_SIZE) {
      const nameLen = Math.min(buf.readUInt16LE(off + 0x40), 64)
      const name = buf.toString('utf16le', off, off + Math.max(0, nameLen - 2))
      entries.push({
        name,
        type: buf.readUInt8(off + 0x42),
        left: buf.readUInt32LE(off + 0x44),
        right: buf.readUInt32LE(off + 0x48),
        child: buf.readUInt32LE(off + 0x4c),
      })
    }
    const next = await nextSector(sector)
    if (next === undefined) break
    sector = next
  }
  const root = entries[0]
  if (!root || root.type !== 5) return undefined

  // The root's children form a red-black tree linked by left/right siblings: walk it.
  const names: string[] = []
  const stack = [root.child]
  const visited = new Set<number>()
  while (stack.length > 0) {
    const id = stack.pop()!
    if (id === NOSTREAM || visited.has(id)) continue
    visited.add(id)
    const e = entries[id]
    if (!e) continue
    if (e.type === 1 || e.type === 2) names.push(e.name)
    stack.push(e.left, e.right)
  }
  return names
}
