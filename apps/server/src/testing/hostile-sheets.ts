import { constants, crc32, deflateRawSync } from 'node:zlib';

// Spreadsheets built at test time, byte by byte, as a hostile uploader would: a zip whose parts can
// inflate to gigabytes while the file stays small. A part is `head + fill × times + tail`; the fill
// is deflated once and its compressed bytes repeated, which is valid deflate because a full flush
// ends each copy on a byte boundary with nothing referring back across it.

interface Part {
  name: string;
  head: string;
  fill?: { chunk: Buffer; times: number };
  tail?: string;
  /** The inflated size the headers declare, when they lie. */
  declaredSize?: number;
}

const flushed = (data: Buffer | string) => deflateRawSync(data, { finishFlush: constants.Z_FULL_FLUSH });

function deflatePart({ head, fill, tail = '' }: Part) {
  const pieces = [flushed(head)];
  let crc = crc32(head);
  let size = Buffer.byteLength(head);
  if (fill) {
    const chunk = flushed(fill.chunk);
    for (let i = 0; i < fill.times; i++) {
      pieces.push(chunk);
      crc = crc32(fill.chunk, crc);
    }
    size += fill.chunk.length * fill.times;
  }
  pieces.push(deflateRawSync(tail));
  crc = crc32(tail, crc);
  size += Buffer.byteLength(tail);
  return { data: Buffer.concat(pieces), crc, size };
}

/** A zip (deflated parts, sizes and CRCs declared honestly) of these parts. */
export function zipOf(parts: Part[]): Buffer {
  const locals: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const { data, crc, size: trueSize } = deflatePart(part);
    const size = part.declaredSize ?? trueSize;
    const name = Buffer.from(part.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc >>> 0, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(0x02014b50, 0);
    entry.writeUInt16LE(20, 4);
    entry.writeUInt16LE(20, 6);
    entry.writeUInt16LE(8, 10);
    entry.writeUInt32LE(crc >>> 0, 16);
    entry.writeUInt32LE(data.length, 20);
    entry.writeUInt32LE(size, 24);
    entry.writeUInt16LE(name.length, 28);
    entry.writeUInt32LE(offset, 42);
    locals.push(local, name, data);
    central.push(entry, name);
    offset += local.length + name.length + data.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const RELS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const DOC_RELS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

/** The parts every .xlsx has around its first sheet. */
function workbookParts(withSharedStrings: boolean): Part[] {
  return [
    {
      name: '[Content_Types].xml',
      head: `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>${withSharedStrings ? '<Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/>' : ''}</Types>`,
    },
    {
      name: '_rels/.rels',
      head: `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="${RELS}"><Relationship Id="rId1" Type="${DOC_RELS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    },
    {
      name: 'xl/workbook.xml',
      head: `<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="${MAIN}" xmlns:r="${DOC_RELS}"><sheets><sheet name="Pacientes" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    },
    {
      name: 'xl/_rels/workbook.xml.rels',
      head: `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="${RELS}"><Relationship Id="rId1" Type="${DOC_RELS}/worksheet" Target="worksheets/sheet1.xml"/>${withSharedStrings ? `<Relationship Id="rId2" Type="${DOC_RELS}/sharedStrings" Target="sharedStrings.xml"/>` : ''}</Relationships>`,
    },
  ];
}

const sheet = (dimension: string | null, rows: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="${MAIN}">${dimension ? `<dimension ref="${dimension}"/>` : ''}<sheetData>${rows}</sheetData></worksheet>`;
const inline = (ref: string, text: string) => `<c r="${ref}" t="inlineStr"><is><t>${text}</t></is></c>`;

/**
 * 1.5 KB: one cell at `ref` (the sheet's last address by default), declared by the sheet's
 * dimension or not.
 */
export function lastCellSheet(ref = 'XFD1048576', declared = true): Buffer {
  const row = /\d+$/.exec(ref)?.[0];
  return zipOf([
    ...workbookParts(false),
    { name: 'xl/worksheets/sheet1.xml', head: sheet(declared ? `A1:${ref}` : null, `<row r="${row}">${inline(ref, 'x')}</row>`) },
  ]);
}

/** A header and a patient whose name (in the shared strings, as Excel writes it) is `chars` long. */
export function hugeCellSheet(chars: number): Buffer {
  const chunk = Buffer.alloc(1_000_000, 'A');
  return zipOf([
    ...workbookParts(true),
    {
      name: 'xl/sharedStrings.xml',
      head: `<?xml version="1.0" encoding="UTF-8"?><sst xmlns="${MAIN}"><si><t>Nome</t></si><si><t>CPF</t></si><si><t>Telefone</t></si><si><t>`,
      fill: { chunk, times: Math.floor(chars / chunk.length) },
      tail: `${'A'.repeat(chars % chunk.length)}</t></si></sst>`,
    },
    {
      name: 'xl/worksheets/sheet1.xml',
      head: sheet(
        'A1:C2',
        '<row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1" t="s"><v>1</v></c><c r="C1" t="s"><v>2</v></c></row>' +
          `<row r="2"><c r="A2" t="s"><v>3</v></c>${inline('B2', '52998224725')}${inline('C2', '11987654321')}</row>`,
      ),
    },
  ]);
}

/** A few MB that inflate to `bytes` of sheet XML (one endless inline cell). */
export function zipBomb(bytes: number): Buffer {
  const chunk = Buffer.alloc(1024 * 1024, 'A');
  return zipOf([
    ...workbookParts(false),
    {
      name: 'xl/worksheets/sheet1.xml',
      head: `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="${MAIN}"><dimension ref="A1"/><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>`,
      fill: { chunk, times: Math.ceil(bytes / chunk.length) },
      tail: '</t></is></c></row></sheetData></worksheet>',
    },
  ]);
}

/**
 * A zip whose directory lies: its shared strings declare 1 KB and inflate to `bytes` (one endless
 * string), so only the reading thread's own bounds can stop it.
 */
export function lyingZip(bytes: number): Buffer {
  const chunk = Buffer.alloc(1024 * 1024, 'A');
  return zipOf([
    ...workbookParts(true),
    {
      name: 'xl/sharedStrings.xml',
      head: `<?xml version="1.0" encoding="UTF-8"?><sst xmlns="${MAIN}"><si><t>`,
      fill: { chunk, times: Math.ceil(bytes / chunk.length) },
      tail: '</t></si></sst>',
      declaredSize: 1024,
    },
    {
      name: 'xl/worksheets/sheet1.xml',
      head: sheet('A1', '<row r="1"><c r="A1" t="s"><v>0</v></c></row>'),
    },
  ]);
}
