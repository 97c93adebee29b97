from typing import Iterator, List, Tuple

RECORDS = [f"item-{i:03d}" for i in range(1, 48)]


def paginate(items: List[str], per_page: int, page: int) -> Tuple[List[str], int]:
    pages = max(1, -(-len(items) // per_page))
    page = min(max(page, 1), pages)
    start = (page - 1) * per_page
    return items[start:start + per_page], pages


def chunks(items, size) -> Iterator[list]:
    for i in range(0, len(items), size):
        yield items[i:i + size]


def page_links(current, total, window=2):
    pages = sorted({1, total, *range(max(1, current - window), min(total, current + window) + 1)})
    out = []
    prev = 0
    for p in pages:
        if p - prev > 1:
            out.append("...")
        out.append(f"[{p}]" if p == current else str(p))
        prev = p
    return " ".join(out)


def main():
    for page in (1, 3, 5, 99, -1):
        rows, total = paginate(RECORDS, 10, page)
        print(f"page {page:>3}/{total}: {rows[0]}..{rows[-1]} ({len(rows)} rows)")
    for cur in (1, 5, 10, 20):
        print(page_links(cur, 20))
    sizes = [len(c) for c in chunks(RECORDS, 7)]
    print(sizes, sum(sizes))
    numbers = [int(r.split("-")[1]) for r in RECORDS]
    print(sum(numbers[::2]), sum(numbers[1::2]), numbers[-3:], numbers[10:3:-3])
    head, *middle, tail = RECORDS[:5]
    print(head, middle, tail)


if __name__ == "__main__":
    main()
