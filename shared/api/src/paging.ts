/**
 * The items of pages read one after another, each once (by `idOf`), in order. The platform pages
 * by offset over the newest first, so an item booked between two page loads pushes the previous
 * page's last item onto the next page too: the first copy (the one already read) is kept.
 */
export function onceEach<Item>(
  pages: Iterable<readonly Item[]>,
  idOf: (item: Item) => string,
): Item[] {
  const seen = new Set<string>();
  const items: Item[] = [];
  for (const page of pages) {
    for (const item of page) {
      const id = idOf(item);
      if (seen.has(id)) continue;
      seen.add(id);
      items.push(item);
    }
  }
  return items;
}
