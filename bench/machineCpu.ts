/**
 * Where a machine's CPU went over a measured window (Linux /proc): the whole machine, a process
 * with its children, and every process of one command name (the database server's backends).
 * A benchmark whose load client and database share the machine with the shop reads its figures
 * against these: a shop that got fewer cores than it could use was held by its neighbours.
 */
import { readdirSync, readFileSync } from 'node:fs';

/** Linux's clock ticks per second (`getconf CLK_TCK`), the unit of /proc's CPU times. */
const TICKS_PER_SECOND = 100;

/** A /proc/<pid>/stat line's command name and its fields after it (field 3 on is index 0 on). */
function statOf(pid: number | string): { name: string; fields: string[] } | null {
  try {
    const line = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The name is in parentheses and may hold spaces or parentheses itself.
    const close = line.lastIndexOf(')');
    return {
      name: line.slice(line.indexOf('(') + 1, close),
      fields: line.slice(close + 2).split(' '),
    };
  } catch {
    // The process ended between listing and reading.
    return null;
  }
}

/** User and system CPU seconds a process's threads have used (utime and stime: fields 14, 15). */
function ownSeconds(stat: { fields: string[] }): number {
  return (Number(stat.fields[11]) + Number(stat.fields[12])) / TICKS_PER_SECOND;
}

/** CPU seconds a process and its living children (a cluster's workers) have used so far. */
export function processTreeSeconds(pid: number): number {
  const stat = statOf(pid);
  if (!stat) return 0;
  let children: number[] = [];
  try {
    children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
      .split(' ')
      .filter(Boolean)
      .map(Number);
  } catch {
    // Ended meanwhile: its own time is all there is.
  }
  return ownSeconds(stat) + children.reduce((sum, child) => sum + processTreeSeconds(child), 0);
}

/**
 * CPU seconds the processes named `name` have used so far (e.g. `postgres`): the living ones, and
 * those that ended, which their parent of that name has reaped (PostgreSQL's backends come and go
 * with the pool's connections; their time then counts in the postmaster's children's times).
 */
export function commandSeconds(name: string): number {
  const named = new Map<string, { fields: string[] }>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = statOf(entry);
    if (stat?.name === name) named.set(entry, stat);
  }
  let seconds = 0;
  for (const stat of named.values()) {
    seconds += ownSeconds(stat);
    // The first of the name (its parent, field 4, is not one): add what its reaped children used.
    if (!named.has(stat.fields[1] ?? '')) seconds += reapedChildrenSeconds(stat);
  }
  return seconds;
}

/** CPU seconds of a process's children that ended and were waited for (cutime, cstime: 16, 17). */
function reapedChildrenSeconds(stat: { fields: string[] }): number {
  return (Number(stat.fields[13]) + Number(stat.fields[14])) / TICKS_PER_SECOND;
}

/** CPU seconds the whole machine has been busy so far: /proc/stat's first line but idle and iowait. */
export function machineBusySeconds(): number {
  const [, user, nice, system, , , irq, softirq, steal] = readFileSync('/proc/stat', 'utf8')
    .split('\n', 1)[0]!
    .split(/\s+/)
    .map(Number);
  return (
    ((user ?? 0) + (nice ?? 0) + (system ?? 0) + (irq ?? 0) + (softirq ?? 0) + (steal ?? 0)) /
    TICKS_PER_SECOND
  );
}
