import {
  deleteUploadMutation,
  uploadDownloadUrlMutation,
  uploadFilesMutation,
  uploadProtectedFilesMutation,
} from '@/atoms/uploads/mutations'
import { arg, copy, defineCommand, toast, inGroup } from '@/commands/core/define'
import { errorMessage } from '@/commands/core/run'
import { FILE_MAX_BYTES, filesProblem, formatBytes } from '@/models/uploads/files'

// The store's file service on its own: for a URL to paste into a description or an email, a private
// file to hand out by link, or a file to take back. Product images and imports upload through it too.

/** A file service key as @medusajs/file-local and the cloud services write it: a file name, no path tricks. */
const KEY = /^[^\s/\\][^/\\]*$/

const fileArg = () =>
  arg.file({
    label: 'File',
    description: `Any file up to ${formatBytes(FILE_MAX_BYTES)}`,
    validate: (files) => filesProblem(files, FILE_MAX_BYTES),
  })

const keyArg = (label: string) =>
  arg.text({
    label,
    placeholder: '1717171717171-price-sheet.pdf',
    pattern: KEY,
    patternMessage: 'A file key is the stored file name, without folders or spaces at its start',
  })

/** The file an upload route stored, or its failure worded as an upload's (the file stays in the prompt). */
async function uploaded<T>(send: Promise<{ uploads: T[] }>): Promise<T> {
  const { uploads } = await send.catch((error: unknown) => {
    if (error instanceof Error) error.message = `The file could not be uploaded: ${errorMessage(error)}`
    throw error
  })
  const [first] = uploads
  if (!first) throw new Error('The file service answered without the file')
  return first
}

export const uploadFile = defineCommand({
  id: 'uploads.upload',
  title: 'Upload a file and copy its URL',
  keywords: ['upload', 'file', 'link', 'url', 'share', 'attach'],
  args: { file: fileArg() },
  run: async ({ file }, { mutate }) => {
    const { url } = await uploaded(mutate(uploadFilesMutation, file))
    return copy(`URL of ${file[0]?.name ?? 'the file'} copied`, url)
  },
})

export const uploadProtectedFile = defineCommand({
  id: 'uploads.upload-protected',
  title: 'Upload a protected file and copy its key',
  keywords: ['private', 'protected', 'upload', 'secure'],
  args: { file: fileArg() },
  run: async ({ file }, { mutate }) => {
    const { key } = await uploaded(mutate(uploadProtectedFilesMutation, file))
    // A protected file is reached through a download link, asked for by this key.
    return copy(`Key of ${file[0]?.name ?? 'the file'} copied`, key)
  },
})

export const deleteUploadedFile = defineCommand({
  id: 'uploads.delete',
  title: 'Delete an uploaded file',
  keywords: ['remove file', 'file key', 'uploads'],
  args: { key: keyArg('File key') },
  confirm: ({ key }) => `Delete ${key} from the file service? Pages and records that link to it will show a missing file.`,
  run: async ({ key }, { mutate }) => {
    await mutate(deleteUploadMutation, key)
    return toast('File deleted', key)
  },
})

export const copyDownloadLink = defineCommand({
  id: 'uploads.download-link',
  reads: true,
  title: 'Copy a download link for an uploaded file',
  keywords: ['download url', 'file key', 'link', 'export file'],
  args: { key: keyArg('File key') },
  run: async ({ key }, { mutate }) => {
    const { download_url } = await mutate(uploadDownloadUrlMutation, key)
    return copy(`Download link for ${key} copied`, download_url)
  },
})

export const uploadCommands = inGroup('Uploads', [uploadFile, uploadProtectedFile, deleteUploadedFile, copyDownloadLink])
