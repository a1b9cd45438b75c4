/**
 * What 1C reads as `failure` and the Russian reason on the next line (the protocol has no status
 * codes: 1C shows the reason to its operator and stops the exchange).
 */
export class ExchangeFailure extends Error {}
