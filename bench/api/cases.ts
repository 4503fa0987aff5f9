/** BENCH_CASES=read (or bare,transfer …) runs only those cases, e.g. to profile one of them; runner and server read the same list. */
export const benchCases: ReadonlySet<string> = new Set((process.env['BENCH_CASES'] ?? 'bare,read,transfer,limits').split(','))
