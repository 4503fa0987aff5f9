/** Spec 9: lists start at 10 rows; the airdrop share list asks for 10 more each time (spec 3: "page size grows by 10"). */
export const PAGE_SIZE_STEP = 10

/**
 * The share list re-reads page 1 with a larger page size instead of asking for page 2, so the next
 * request's page size, or undefined once a page came back shorter than asked (spec 2 §4: the end).
 */
export function nextPageSize(lastPage: { list: readonly unknown[] }, lastPageSize: number): number | undefined {
  return lastPage.list.length < lastPageSize ? undefined : lastPageSize + PAGE_SIZE_STEP
}
