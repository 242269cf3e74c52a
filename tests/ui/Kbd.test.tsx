import { render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { detectPlatform, formatHotkey, Kbd, speakHotkey } from '@/ui/Kbd'
import { expectNoSeriousA11yViolations } from './axe'

afterEach(() => {
  vi.restoreAllMocks()
  Reflect.deleteProperty(navigator, 'userAgentData')
})

describe('formatHotkey', () => {
  it.each([
    ['mod+k', '⌘K', 'Ctrl+K'],
    ['mod+shift+k', '⇧⌘K', 'Ctrl+Shift+K'],
    ['shift+mod+k', '⇧⌘K', 'Ctrl+Shift+K'],
    ['shift+c', '⇧C', 'Shift+C'],
    ['alt+enter', '⌥↵', 'Alt+Enter'],
    ['ctrl+alt+delete', '⌃⌥⌦', 'Ctrl+Alt+Del'],
    ['mod+enter', '⌘↵', 'Ctrl+Enter'],
    ['escape', 'Esc', 'Esc'],
    ['?', '?', '?'],
    ['g', 'G', 'G'],
    ['f2', 'F2', 'F2'],
    ['up', '↑', '↑'],
    ['mod+comma', '⌘,', 'Ctrl+,'],
    ['command+backspace', '⌘⌫', 'Meta+Backspace'],
    [' Mod + K ', '⌘K', 'Ctrl+K'],
    ['g o', 'G O', 'G O'],
    ['g shift+o', 'G ⇧O', 'G Shift+O'],
  ])('%s is %s on macOS and %s elsewhere', (hotkey, mac, other) => {
    expect(formatHotkey(hotkey, 'mac')).toBe(mac)
    expect(formatHotkey(hotkey, 'other')).toBe(other)
  })

  it('uses the detected platform when none is given', () => {
    vi.spyOn(navigator, 'platform', 'get').mockReturnValue('MacIntel')
    expect(formatHotkey('mod+k')).toBe('⌘K')
    vi.spyOn(navigator, 'platform', 'get').mockReturnValue('Win32')
    expect(formatHotkey('mod+k')).toBe('Ctrl+K')
  })
})

describe('speakHotkey', () => {
  it('names the macOS symbols in words', () => {
    expect(speakHotkey('mod+shift+k', 'mac')).toBe('Shift+Command+K')
    expect(speakHotkey('alt+enter', 'mac')).toBe('Option+Return')
    expect(speakHotkey('mod+k', 'other')).toBe('Ctrl+K')
    expect(speakHotkey('up', 'other')).toBe('Up arrow')
    expect(speakHotkey('g o', 'mac')).toBe('G then O')
  })
})

describe('detectPlatform', () => {
  it('reads navigator.platform', () => {
    vi.spyOn(navigator, 'platform', 'get').mockReturnValue('MacIntel')
    expect(detectPlatform()).toBe('mac')
    vi.spyOn(navigator, 'platform', 'get').mockReturnValue('iPhone')
    expect(detectPlatform()).toBe('mac')
    vi.spyOn(navigator, 'platform', 'get').mockReturnValue('Linux x86_64')
    expect(detectPlatform()).toBe('other')
  })

  it('falls back to userAgentData when navigator.platform is empty', () => {
    vi.spyOn(navigator, 'platform', 'get').mockReturnValue('')
    Object.defineProperty(navigator, 'userAgentData', { value: { platform: 'macOS' }, configurable: true })
    try {
      expect(detectPlatform()).toBe('mac')
    } finally {
      Reflect.deleteProperty(navigator, 'userAgentData')
    }
  })
})

describe('Kbd', () => {
  it('renders Ctrl+K outside macOS', () => {
    render(<Kbd hotkey="mod+k" platform="other" />)
    const kbd = document.querySelector('kbd')
    expect(kbd?.textContent).toBe('Ctrl+K')
  })

  it('shows ⌘K on macOS and lets screen readers hear Command+K', () => {
    render(<Kbd hotkey="mod+k" platform="mac" />)
    const visual = screen.getByText('⌘K')
    expect(visual.getAttribute('aria-hidden')).toBe('true')
    expect(screen.getByText('Command+K')).toBeTruthy()
  })

  it('detects the platform itself when not told', () => {
    vi.spyOn(navigator, 'platform', 'get').mockReturnValue('MacIntel')
    render(<Kbd hotkey="shift+c" />)
    expect(screen.getByText('⇧C')).toBeTruthy()
  })

  it('has no serious accessibility violations', async () => {
    render(
      <p>
        Press <Kbd hotkey="mod+k" platform="mac" /> or <Kbd hotkey="mod+k" platform="other" />
      </p>,
    )
    await expectNoSeriousA11yViolations()
  })
})
