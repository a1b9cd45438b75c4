/**
 * What 1C reads as `failure` and the Russian reason on the next line (the protocol has no status
 * codes: 1C shows the reason to its operator and stops the exchange).
 */
export class ExchangeFailure extends Error {}

/** Files of every kind: one that is no XML, or no CommerceML document, writes nothing. */
export const brokenXml = (name: string, detail: string) =>
  `Файл «${name}» повреждён: это не XML (${detail}). Ничего не записано`;
export const notCommerceMl = (name: string) =>
  `Файл «${name}» не документ CommerceML: в нём нет КоммерческаяИнформация. Ничего не записано`;
export const NO_FILENAME = 'Не указано имя файла (filename)';
