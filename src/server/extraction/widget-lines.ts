/**
 * The lines of a filled widget's value. A multi-line box (agency, insured, additional interest)
 * holds its name on its first written line, and some fills start the box with an empty line: the
 * name is then the first line that has text, one line lower in the rectangle.
 */

/** The first line with text of a widget's value, and how many lines above it are blank. */
export function firstWrittenLine(value: string): { text: string; index: number } {
  const lines = value.split(/\r\n|\r|\n/)
  const index = lines.findIndex((l) => l.trim().length > 0)
  return index < 0 ? { text: '', index: 0 } : { text: lines[index]!, index }
}
