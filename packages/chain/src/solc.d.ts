/** solc-js ships no types; these are the two calls we use. */
declare module 'solc' {
  const solc: {
    compile(input: string): string
    version(): string
  }
  export default solc
}
