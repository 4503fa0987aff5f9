/** Spec 9: lists page by 10. */
export const LIST_PAGE_SIZE = 10

/** Spec 7: a list is finished when a page comes back shorter than the page size. */
export function nextPageOf(lastPage: { list: readonly unknown[]; page: number }): number | undefined {
  return lastPage.list.length < LIST_PAGE_SIZE ? undefined : lastPage.page + 1
}
