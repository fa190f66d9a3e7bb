/** What a mailbox that cannot be read (or read whole) tells the person who uploaded it: the reason, then what to do. */
export const mailboxReasons = {
  notPst:
    'This file is named as an Outlook data file (.pst or .ost) but is not one: it does not begin with the Outlook signature. Export the mailbox from Outlook again (File > Open & Export > Import/Export > Export to a file) and upload that file.',
  pstEncrypted:
    'This Outlook data file uses Outlook\'s "high" encryption, which cannot be read without Outlook. Open it in Outlook, export the mailbox to a new .pst without encryption and upload that file.',
  pstDamaged:
    'This Outlook data file is damaged or incomplete (cut short when it was copied or uploaded): its index cannot be read, so no message could be taken out of it. Repair it with Outlook\'s Inbox Repair Tool (scanpst.exe) or export the mailbox again, and upload the new file.',
  /** Followed by what was missed, folder by folder. */
  damaged: 'The mailbox is damaged, so some of it could not be read:',
  notMbox:
    'This file is named as an mbox mailbox but is not one: an mbox file begins with a "From " line before its first message. Export the mailbox again as mbox (or upload the messages as .eml files).',
  emptyMbox: 'This mbox file holds no messages.',
  /** The walk stopped part-way: what was read is kept. */
  stoppedPartWay: (kept: number, why: string) =>
    `${why} ${kept === 1 ? 'The one item' : `The ${kept.toLocaleString('en-US')} items`} read ${kept === 1 ? 'is' : 'are'} kept as documents of this mailbox.`,
  unreadableAt:
    'The mailbox could not be read to its end: it is damaged or was cut short (an incomplete copy or upload).',
  tooManyItems: (limit: number) =>
    `This mailbox holds more than ${limit.toLocaleString('en-US')} items, this firm's limit for one mailbox. Ask your administrator to raise the limit, then use Reprocess: the items already read are kept and reading carries on after them.`,
};
