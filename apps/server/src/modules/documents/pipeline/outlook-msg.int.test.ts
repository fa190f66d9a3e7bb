import { describe, expect, it } from 'vitest';
import { makePdf, matterForUploads } from '../test-support.js';
import { makeMsg } from './test-fixtures.js';

const { upload, settled } = matterForUploads('Outlook LLP');

describe('Outlook .msg e-mails', () => {
  it('reads body, headers and attachments like an .eml, and an attached e-mail becomes a family of its own', async () => {
    const msg = await makeMsg({
      subject: 'Castellan lease - termination notice',
      body: 'Counsel,\r\n\r\nAttached is the notice of termination under section 14.2 of the lease.\r\n',
      from: { name: 'Rachel Voss', email: 'rvoss@harperlane.example' },
      to: [{ name: 'Opposing Counsel', email: 'counsel@bigfirm.example' }],
      cc: [{ name: 'Case Paralegal', email: 'paralegal@harperlane.example' }],
      date: new Date('2024-03-05T14:30:00Z'),
      messageId: '<termination-1@harperlane.example>',
      attachments: [
        { filename: 'notice.pdf', content: makePdf(['NOTICE OF TERMINATION effective April 1, 2024']), mime: 'application/pdf' },
        { filename: 'schedule.txt', content: Buffer.from('Schedule B: unpaid rent $48,200.00'), mime: 'text/plain' },
      ],
      attachedMessages: [
        {
          subject: 'FW: landlord default',
          body: 'Forwarding the landlord default letter.',
          from: { name: 'Tom Ortiz', email: 'tortiz@castellan.example' },
          to: [{ name: 'Rachel Voss', email: 'rvoss@harperlane.example' }],
          date: new Date('2024-02-28T09:00:00Z'),
          attachments: [{ filename: 'default-letter.txt', content: Buffer.from('Notice of landlord default dated February 27, 2024') }],
        },
      ],
    });
    const uploaded = await upload('termination.msg', msg);
    expect(uploaded).toMatchObject({ detected_type: 'msg', warnings: [] });
    const done = await settled(uploaded.id);
    expect(done).toMatchObject({ status: 'processed', detected_type: 'msg', page_count: 1 });
    expect(done.pages[0]?.text).toContain('Attached is the notice of termination under section 14.2 of the lease.');
    expect(done.pages[0]?.text).toContain('Subject: Castellan lease - termination notice');
    expect(done.metadata).toMatchObject({
      email: {
        from: ['Rachel Voss <rvoss@harperlane.example>'],
        to: ['Opposing Counsel <counsel@bigfirm.example>'],
        cc: ['Case Paralegal <paralegal@harperlane.example>'],
        subject: 'Castellan lease - termination notice',
        date: '2024-03-05T14:30:00.000Z',
        message_id: '<termination-1@harperlane.example>',
      },
      title: 'Castellan lease - termination notice',
      attachment_count: 3,
    });
    expect(done.children.map((c) => c.filename).sort()).toEqual(['FW: landlord default.msg', 'notice.pdf', 'schedule.txt']);

    const pdf = await settled(done.children.find((c) => c.filename === 'notice.pdf')!.id);
    expect(pdf).toMatchObject({ status: 'processed', detected_type: 'pdf', parent_id: done.id, metadata: { uploaded_via: 'email_attachment', family_depth: 1 } });
    expect(pdf.pages[0]?.text).toBe('NOTICE OF TERMINATION effective April 1, 2024');

    const forwarded = await settled(done.children.find((c) => c.filename.endsWith('.msg'))!.id);
    expect(forwarded).toMatchObject({ status: 'processed', detected_type: 'msg', metadata: { email: { from: ['Tom Ortiz <tortiz@castellan.example>'] }, family_depth: 1 } });
    expect(forwarded.pages[0]?.text).toContain('Forwarding the landlord default letter.');
    expect(forwarded.children.map((c) => c.filename)).toEqual(['default-letter.txt']);
    const letter = await settled(forwarded.children[0]!.id);
    expect(letter).toMatchObject({ status: 'processed', metadata: { family_depth: 2 } });
    expect(letter.pages[0]?.text).toBe('Notice of landlord default dated February 27, 2024');
  });

  it('fails a damaged .msg with a clear reason, and the worker carries on', async () => {
    const msg = await makeMsg({ subject: 's', body: 'b', from: { name: 'a', email: 'a@x.example' }, to: [], date: new Date() });
    const broken = Buffer.concat([msg.subarray(0, 600), Buffer.alloc(200, 0xff)]);
    const bad = await settled((await upload('broken.msg', broken)).id);
    expect(bad.status).toBe('failed');
    expect(bad.failure_reason).toMatch(/damaged/);
    expect((await settled((await upload('after.txt', `still working ${Math.random()}`)).id)).status).toBe('processed');
  });
});
