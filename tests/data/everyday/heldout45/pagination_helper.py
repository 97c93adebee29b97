import math

ITEMS = [f"item-{i:03d}" for i in range(1, 48)]


class Page:
    def __init__(self, items, number, size):
        self.number = number
        self.size = size
        self.total = len(items)
        self.pages = max(1, math.ceil(self.total / size))
        if not 1 <= number <= self.pages:
            raise IndexError(f"page {number} out of range 1..{self.pages}")
        start = (number - 1) * size
        self.items = items[start:start + size]

    @property
    def has_next(self):
        return self.number < self.pages

    @property
    def has_prev(self):
        return self.number > 1

    def window(self, radius=2):
        low = max(1, self.number - radius)
        high = min(self.pages, self.number + radius)
        parts = [str(n) if n != self.number else f"[{n}]" for n in range(low, high + 1)]
        if low > 1:
            parts = ["1", "…"] + parts if low > 2 else ["1"] + parts
        if high < self.pages:
            parts += ["…", str(self.pages)] if high < self.pages - 1 else [str(self.pages)]
        return " ".join(parts)

    def __str__(self):
        first = (self.number - 1) * self.size + 1
        last = first + len(self.items) - 1
        return f"showing {first}-{last} of {self.total}"


def main():
    for number in (1, 2, 5, 9, 10, 0):
        try:
            page = Page(ITEMS, number, 5)
        except IndexError as err:
            print("error:", err)
            continue
        nav = ("« " if page.has_prev else "  ") + page.window() + (" »" if page.has_next else "")
        print(f"{str(page):<22} {nav:<28} {page.items[0]}..{page.items[-1]}")
    print(Page([], 1, 10).pages, Page(ITEMS, 1, 100).has_next)
    return Page(ITEMS, 3, 20).items[-1]


if __name__ == "__main__":
    main()
