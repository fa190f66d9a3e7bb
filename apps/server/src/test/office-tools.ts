import { locateLibreOffice, LIBREOFFICE_PACKAGES } from '../platform/office/libreoffice.js';
import { speechToolsRequired, type SpeechTool } from './speech-tools.js';

/**
 * LibreOffice for the tests that read legacy Office files through it. Like the speech tools: where
 * CI runs (CI or REQUIRE_SPEECH_TOOLS set, the flags .ci/run sets after installing it) it is
 * required and a missing one fails the test with the packages to install; on a developer's machine
 * without it the test is skipped, its name saying why.
 */
export function libreOfficeTool(): SpeechTool {
  const present = locateLibreOffice() !== null;
  return {
    present,
    run: present || speechToolsRequired(),
    skipNote: present ? '' : ` (skipped: LibreOffice is not installed here; apt-get install ${LIBREOFFICE_PACKAGES})`,
    assertPresent() {
      if (!present) throw new Error(`LibreOffice is required where CI or REQUIRE_SPEECH_TOOLS is set, and it is not installed: apt-get install ${LIBREOFFICE_PACKAGES}`);
    },
  };
}

/** A small RTF document, written by hand (RTF is text): one paragraph per line. */
export function makeRtf(paragraphs: string[]): Buffer {
  const body = paragraphs.map((p) => `${p.replace(/[\\{}]/g, (c) => `\\${c}`)}\\par`).join('\n');
  return Buffer.from(`{\\rtf1\\ansi\\deff0{\\fonttbl{\\f0 Times New Roman;}}\n\\f0\\fs24 ${body}\n}`, 'latin1');
}
