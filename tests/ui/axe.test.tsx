import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { expectNoSeriousA11yViolations, seriousA11yViolations } from './axe'

// The component tests' DOM (happy-dom) must give axe what it needs to see a violation: an audit that
// passes everything would let every panel's a11y test pass.
describe('the axe audit of the component tests', () => {
  it('fails on an unnamed button, an image without alt text and an unlabelled field', async () => {
    render(
      <main>
        <button type="button" />
        <img src="data:image/png;base64," />
        <input type="text" />
      </main>,
    )
    const violations = await seriousA11yViolations()
    expect(violations.map((line) => line.split(':')[0]).sort()).toEqual(['button-name (critical)', 'image-alt (critical)', 'label (critical)'])
  })

  it('passes named controls', async () => {
    render(
      <main>
        <button type="button">Save</button>
        <img src="data:image/png;base64," alt="Logo" />
        <input type="text" aria-label="Name" />
      </main>,
    )
    await expectNoSeriousA11yViolations()
  })
})
