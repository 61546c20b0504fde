/**
 * The contract's call and event names as plain data (no zod): the sandboxed preload, which may
 * require nothing but electron, checks names against these. index.ts proves at compile time that
 * CALL_NAMES lists exactly the keys of `calls`.
 */
export const CALL_NAMES = [
  'app.connection',
  'settings.get',
  'settings.update',
  'team.login',
  'team.logout',
  'files.pick',
  'folder.pick',
  'folder.open',
  'file.showInFolder',
  'upload.start',
  'upload.result',
  'upload.cancel',
  'archive.download',
  'archive.result',
  'archive.cancel',
  'document.download',
  'inbox.list',
  'inbox.status',
  'inbox.configure',
  'inbox.remove',
  'shell.openExternal',
  'document.startDrag',
  'approvalPackage.save',
] as const

export const EVENT_NAMES = [
  'upload.progress',
  'archive.progress',
  'inbox.activity',
  'documents.changed',
  'connection.changed',
] as const
