// The inbox pages as one chunk: a member on the list opens a message or the archive next.
export { ArchivePage, InboxPage } from './inbox-page';
export { MessagePage } from './message-page';
