from itertools import groupby
from collections import defaultdict
import re

ENTRIES = """
apples: 3, 4, 5, 9, 12, 13, 14, 40
bananas: 7
cherries: 22, 21, 23, 23, 25, 26
Dates: 101, 102, 104, 105, 106, 108
elderberries: 15-18, 17, 30
apricots: 2, 3
"""


def expand(token: str) -> list[int]:
    if "-" in token:
        lo, hi = map(int, token.split("-"))
        return list(range(lo, hi + 1))
    return [int(token)]


def collapse(pages: list[int]) -> str:
    pages = sorted(set(pages))
    parts = []
    for _, run in groupby(enumerate(pages), key=lambda ip: ip[1] - ip[0]):
        run = [p for _, p in run]
        if len(run) == 1:
            parts.append(str(run[0]))
        elif len(run) == 2:
            parts.append(f"{run[0]}, {run[1]}")
        else:
            parts.append(f"{run[0]}\u2013{run[-1]}")
    return ", ".join(parts)


def main():
    index = {}
    for line in ENTRIES.strip().splitlines():
        term, _, refs = line.partition(":")
        pages = [p for tok in re.split(r",\s*", refs.strip()) for p in expand(tok)]
        index[term.strip()] = pages
    by_letter = defaultdict(list)
    for term in sorted(index, key=str.casefold):
        by_letter[term[0].upper()].append(term)
    for letter, terms in by_letter.items():
        print(letter)
        for term in terms:
            print(f"  {term}, {collapse(index[term])}")
    busiest = max(index, key=lambda t: len(set(index[t])))
    print(f"most pages: {busiest} ({len(set(index[busiest]))})")
    all_pages = sorted({p for pages in index.values() for p in pages})
    print("page span:", collapse(all_pages))
    shared = defaultdict(set)
    for term, pages in index.items():
        for p in pages:
            shared[p].add(term)
    for page, terms in sorted(shared.items()):
        if len(terms) > 1:
            print(f"page {page}: {' & '.join(sorted(terms))}")


if __name__ == "__main__":
    main()
