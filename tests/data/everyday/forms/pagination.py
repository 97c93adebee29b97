ITEMS = ["a", "b", "c", "d", "e", "f", "g", "h", "i", "j", "k"]


def pages(items, size):
    for start in range(0, len(items), size):
        yield start // size + 1, items[start:start + size]


def main() -> None:
    for number, page in pages(ITEMS, 4):
        print(f"page {number}: {' '.join(page)}")
    last_no, last = list(pages(ITEMS, 4))[-1]
    print("last page has", len(last), "items")
    print("pages of 5:", sum(1 for _ in pages(ITEMS, 5)))
