import { describe, expect, it } from 'vitest';
import { staffSuite } from '../../testing';
import { BINARY_MESSAGE, UTF16_MESSAGE } from '../rows/sniff';
import { checkedJob } from './testUpload';

const suite = staffSuite();

describe('issue 25 point 9: a file that is no CSV the import reads', () => {
  it.each([
    [
      'UTF-16 (Excel’s «Текст Юникод»)',
      Buffer.from('\uFEFFCODE\tNAME\r\nrozy\tРозы\r\n', 'utf16le'),
      UTF16_MESSAGE,
    ],
    [
      'an Excel workbook',
      Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 6, 0, 8, 0]),
      BINARY_MESSAGE,
    ],
  ])(
    '%s: the job stops with what is wrong with the file, not a missing key column',
    async (_label, bytes, message) => {
      const job = await checkedJob(suite.app, suite.admin, bytes);
      expect(job).toMatchObject({ status: 'failed', error: message, rowsRead: 0 });
    },
  );
});
