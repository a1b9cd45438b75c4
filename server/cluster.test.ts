import { describe, expect, it } from 'vitest';
import { workerExecArgv } from './cluster';

describe('issue 24 point 5: the Node options of a WORKERS process', () => {
  const primary = ['--import', 'tsx'];

  it('workers that fill the cores get a V8 pool of one thread beside the primary’s options', () => {
    expect(workerExecArgv(2, 2, primary)).toEqual(['--import', 'tsx', '--v8-pool-size=1']);
    expect(workerExecArgv(3, 2, primary)).toEqual(['--import', 'tsx', '--v8-pool-size=1']);
  });

  it('workers that leave cores free keep V8’s default pool, which uses them', () => {
    expect(workerExecArgv(2, 4, primary)).toEqual(primary);
    expect(workerExecArgv(1, 2, [])).toEqual([]);
  });

  it('a pool size the operator chose is kept, on the command line or in NODE_OPTIONS', () => {
    expect(workerExecArgv(2, 2, ['--v8-pool-size=2'])).toEqual(['--v8-pool-size=2']);
    expect(workerExecArgv(2, 2, primary, '--v8-pool-size=3 --max-old-space-size=2048')).toEqual(
      primary,
    );
  });
});
