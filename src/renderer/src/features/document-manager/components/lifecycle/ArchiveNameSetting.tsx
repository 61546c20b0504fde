import { Button, FormGroup, InputGroup, Radio, RadioGroup } from '@blueprintjs/core'
import { useState } from 'react'
import {
  ARCHIVE_TOKENS,
  archiveNameFromPattern,
  archivePatternProblem,
} from '../../../../../../shared/user-settings'
import { standardArchiveRule } from '../../model/archive-name'

type Props = {
  readonly pattern: string | null
  readonly caseRef: string | null
  readonly caseTitle: string
  readonly onChange: (pattern: string | null) => Promise<boolean>
}

/**
 * The archive's file name: the standard rule of docs/rules.md#archive, or the user's pattern with
 * its placeholders, checked as it is typed and shown as the name it would give now.
 */
export function ArchiveNameSetting({
  pattern,
  caseRef,
  caseTitle,
  onChange,
}: Props): React.JSX.Element {
  const [custom, setCustom] = useState(pattern !== null)
  const [typed, setTyped] = useState(pattern ?? '{ref} documents {date}')
  const problem = archivePatternProblem(typed)
  const example = { ref: caseRef, title: caseTitle, count: 3, now: new Date() }
  return (
    <section className="lifecycle-section" aria-labelledby="archive-name-title">
      <h3 id="archive-name-title">Archive name</h3>
      <RadioGroup
        selectedValue={custom ? 'custom' : 'standard'}
        onChange={(e) => {
          const next = e.currentTarget.value === 'custom'
          setCustom(next)
          if (!next) void onChange(null)
        }}
      >
        <Radio value="standard" label={`Standard: ${standardArchiveRule(caseRef)}`} />
        <Radio value="custom" label="A pattern of my own" />
      </RadioGroup>
      {custom ? (
        <FormGroup
          label="Archive name pattern"
          labelFor="archive-pattern"
          helperText={
            problem ??
            `Gives “${archiveNameFromPattern(typed, example)}”. Placeholders: ${ARCHIVE_TOKENS.map((t) => `{${t}}`).join(' ')}`
          }
          intent={problem ? 'danger' : 'none'}
        >
          <div className="lifecycle-inline">
            <InputGroup
              id="archive-pattern"
              value={typed}
              onValueChange={setTyped}
              intent={problem ? 'danger' : 'none'}
              onKeyDown={(e) => {
                if (e.key === 'Enter' && !problem) void onChange(typed.trim())
              }}
            />
            <Button
              disabled={problem !== null || typed.trim() === pattern}
              onClick={() => void onChange(typed.trim())}
            >
              Use this pattern
            </Button>
          </div>
        </FormGroup>
      ) : null}
    </section>
  )
}
