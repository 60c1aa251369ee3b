/**
 * Reading delivered MIME messages as a mail client would, for tests: headers unfolded, multiparts
 * walked, quoted-printable and base64 bodies decoded.
 */
export interface MimePart {
  type: string;
  content: string;
}

function splitHead(raw: string): { headers: string; body: string } {
  const at = raw.search(/\r?\n\r?\n/);
  if (at === -1) return { headers: raw, body: '' };
  return { headers: raw.slice(0, at), body: raw.slice(at).replace(/^\r?\n\r?\n/, '') };
}

const encodedWord = /=\?([^?]+)\?([BQ])\?([^?]*)\?=/gi;

/** A header's RFC 2047 encoded words (a subject in Arabic, say) decoded; the space between two is dropped. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(encodedWord, (_, _charset, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeBody(text.replaceAll('_', ' '), 'quoted-printable'),
    );
}

export function mimeHeader(raw: string, name: string): string {
  const unfolded = splitHead(raw).headers.replace(/\r?\n[ \t]+/g, ' ');
  const match = new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(unfolded);
  return decodeWords(match?.[1]?.trim() ?? '');
}

function decodeBody(body: string, encoding: string): string {
  if (/base64/i.test(encoding)) return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (/quoted-printable/i.test(encoding)) {
    const bytes = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}

/** The leaf parts of a message, decoded, in order (a single-part message is one). */
export function mimeParts(raw: string): MimePart[] {
  const { body } = splitHead(raw);
  const type = mimeHeader(raw, 'Content-Type') || 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (/^multipart\//i.test(type) && boundary) {
    return body
      .split(`--${boundary}`)
      .slice(1)
      .filter((part) => !part.startsWith('--'))
      .flatMap((part) => mimeParts(part.replace(/^\r?\n/, '')));
  }
  const mediaType = type.split(';')[0]?.trim().toLowerCase() ?? '';
  return [{ type: mediaType, content: decodeBody(body, mimeHeader(raw, 'Content-Transfer-Encoding')) }];
}

/** The readable text of a MIME message: its text parts decoded, multiparts walked. */
export function messageText(raw: string): string {
  return mimeParts(raw)
    .filter((part) => part.type.startsWith('text/'))
    .map((part) => part.content)
    .join('\n');
}
