import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { FILE_MAX_BYTES } from '@/models/uploads/files'
import { fileNameOfUrl } from '@/models/uploads/files'
import { registry } from '@/commands/index'
import { uploadCommands } from '@/commands/uploads'
import { withMockDb } from '../../mocks/handlers'
import { BASE } from '../../mocks/http'
import { server } from '../../mocks/server'
import { recordRequests, runCommand } from '../harness'

const mock = withMockDb()
const seen = recordRequests()

const writes = () => seen.filter((r) => r.method !== 'GET').map((r) => `${r.method} ${r.path}`)
const file = (name: string, bytes = 8, type = 'application/pdf') => new File([new Uint8Array(bytes)], name, { type })
const copied = (title: string, text: string) => ({ status: 'done', result: { type: 'copy', title, text } })
const failedWith = (message: string) => expect.objectContaining({ status: 'failed', message })
const serverError = () => HttpResponse.json({ code: 'unknown_error', type: 'unknown_error', message: 'An unknown error occurred.' }, { status: 500 })

describe('the uploads commands', () => {
  it('are registered in the Uploads group', () => {
    const ids = registry.all.filter((c) => c.id.startsWith('uploads.')).map((c) => c.id)
    expect(ids.sort()).toEqual(uploadCommands.map((c) => c.id).sort())
    expect(uploadCommands.every((c) => c.group === 'Uploads')).toBe(true)
  })
})

describe('uploads.upload', () => {
  it('uploads the file and hands its URL to the clipboard', async () => {
    const run = await runCommand('uploads.upload', { answers: { file: [file('price sheet.pdf')] } })
    expect(writes()).toEqual(['POST /admin/uploads'])
    const [stored] = mock.db.files
    expect(stored).toMatchObject({ name: 'price sheet.pdf', type: 'application/pdf', size: 8 })
    expect(run.outcome).toEqual(copied('URL of price sheet.pdf copied', stored?.url ?? ''))
  })

  it('refuses an empty file or one over the limit before sending', async () => {
    expect((await runCommand('uploads.upload', { answers: { file: [file('empty.csv', 0)] } })).outcome).toEqual({ status: 'rejected', arg: 'file', message: 'empty.csv is empty' })
    expect((await runCommand('uploads.upload', { answers: { file: [file('film.mp4', FILE_MAX_BYTES + 1)] } })).outcome).toEqual({
      status: 'rejected',
      arg: 'file',
      message: 'Files may be up to 50 MB: film.mp4 (50 MB) is larger',
    })
    expect((await runCommand('uploads.upload', { answers: { file: [] } })).outcome).toEqual({ status: 'rejected', arg: 'file', message: 'File is required' })
    expect(writes()).toEqual([])
  })

  it('keeps the chosen file for a retry when the upload fails', async () => {
    server.use(http.post(`${BASE}/admin/uploads`, serverError))
    const chosen = [file('terms.pdf')]
    const run = await runCommand('uploads.upload', { answers: { file: chosen } })
    expect(run.outcome).toEqual(failedWith('The file could not be uploaded: An unknown error occurred.'))
    expect(run.args).toEqual({ file: chosen })
    expect(mock.db.files).toEqual([])
  })
})

describe('uploads.upload-protected', () => {
  it('uploads through /protected and hands over the key that a download link is asked for by', async () => {
    const run = await runCommand('uploads.upload-protected', { answers: { file: [file('contract.pdf')] } })
    expect(writes()).toEqual(['POST /admin/uploads/protected'])
    const key = mock.db.files[0]?.key ?? ''
    expect(key).toMatch(/^\d+-contract\.pdf$/)
    expect(run.outcome).toEqual(copied('Key of contract.pdf copied', key))
  })

  it('keeps the file when the protected upload fails', async () => {
    server.use(http.post(`${BASE}/admin/uploads/protected`, serverError))
    const chosen = [file('contract.pdf')]
    const run = await runCommand('uploads.upload-protected', { answers: { file: chosen } })
    expect(run.outcome).toEqual(failedWith('The file could not be uploaded: An unknown error occurred.'))
    expect(run.args).toEqual({ file: chosen })
  })
})

describe('uploads.delete', () => {
  it('asks, naming the key, then deletes the file', async () => {
    await runCommand('uploads.upload', { answers: { file: [file('old.pdf')] } })
    const key = mock.db.files[0]?.key ?? ''
    const run = await runCommand('uploads.delete', { answers: { key } })
    expect(run.confirmations).toEqual([`Delete ${key} from the file service? Pages and records that link to it will show a missing file.`])
    expect(run.outcome).toEqual({ status: 'done', result: { type: 'toast', title: 'File deleted', message: key } })
    expect(mock.db.files).toEqual([])
  })

  it('refuses a key with a folder in it before asking', async () => {
    const run = await runCommand('uploads.delete', { answers: { key: '../medusa-config.js' } })
    expect(run.outcome).toEqual({ status: 'rejected', arg: 'key', message: 'A file key is the stored file name, without folders or spaces at its start' })
    expect(writes()).toEqual([])
  })
})

describe('uploads.download-link', () => {
  it('asks Medusa for the link and hands it to the clipboard', async () => {
    const run = await runCommand('uploads.download-link', { answers: { key: '1717000000000-orders.csv' } })
    expect(writes()).toEqual(['POST /admin/uploads/download-url'])
    expect(run.outcome).toEqual(copied('Download link for 1717000000000-orders.csv copied', `${BASE}/uploads/1717000000000-orders.csv`))
  })

  it('tells a refusal and keeps the key', async () => {
    server.use(http.post(`${BASE}/admin/uploads/download-url`, () => HttpResponse.json({ type: 'not_allowed', message: 'File not found' }, { status: 400 })))
    const run = await runCommand('uploads.download-link', { answers: { key: 'gone.csv' } })
    expect(run.outcome).toEqual(failedWith('File not found'))
    expect(run.args).toEqual({ key: 'gone.csv' })
  })
})

describe('fileNameOfUrl', () => {
  it("drops file-local's timestamp prefix and decodes the name", () => {
    expect(fileNameOfUrl('http://127.0.0.1:9000/uploads/1717171717171-front%20view.png')).toBe('front view.png')
    expect(fileNameOfUrl('https://cdn.example.com/a/b/shirt.jpg?v=2')).toBe('shirt.jpg')
    expect(fileNameOfUrl('https://cdn.example.com/2024-shirt.jpg')).toBe('2024-shirt.jpg')
  })
})
