"""Shelve books by Library of Congress call number: parse, build a sort key, find misshelved ones."""
import re
from bisect import bisect_left, insort

CALL = re.compile(
    r"^(?P<cls>[A-Z]{1,3})\s*(?P<num>\d+(?:\.\d+)?)\s*"
    r"(?:\.?(?P<cut1>[A-Z]\d+))?\s*(?P<cut2>[A-Z]\d+)?\s*(?P<year>\d{4})?$"
)


class CallNumberError(ValueError):
    pass


def sort_key(call: str):
    m = CALL.match(call.strip().upper())
    if not m:
        raise CallNumberError(f"unparseable call number: {call!r}")
    cutters = []
    for name in ("cut1", "cut2"):
        cut = m.group(name)
        if cut:
            # Cutter numbers sort as decimals: .B7 before .B65? no: 0.65 < 0.7
            cutters.append((cut[0], float("0." + cut[1:])))
    return (m["cls"], float(m["num"]), tuple(cutters), int(m["year"] or 0))


def main():
    shelf = [
        "QA76.73.P98 L877 2013",
        "QA76.9.A43 C66 2009",
        "QA76.73 .P98 M37 2019",
        "Z253 .B72 1990",
        "QA9.58 .K56 2008",
        "QA76.73.P98 L877 2009",
        "PS3545.I345 G7",
        "QA76.6 .K75 1988",
        "QA76.73.J38 B56 2018",
        "HF5548.2 .D65",
    ]
    bad = ["QA-76", "76.5 QA"]
    for call in bad:
        try:
            sort_key(call)
        except CallNumberError as err:
            print("skip:", err)
    ordered = sorted(shelf, key=sort_key)
    for i, call in enumerate(ordered, 1):
        cls, num, cutters, year = sort_key(call)
        cut = " ".join(f"{c}{str(v)[2:]}" for c, v in cutters)
        print(f"{i:2}. {call:<24} class={cls:<2} num={num:<7g} cutters={cut:<10} year={year or '-'}")

    positions = {call: ordered.index(call) for call in shelf}
    misplaced = [c for c, i in zip(shelf, range(len(shelf))) if positions[c] != i]
    print(f"{len(misplaced)} of {len(shelf)} books are not where they belong")

    keys = [sort_key(c) for c in ordered]
    new = "QA76.73.P98 L9 2020"
    k = sort_key(new)
    spot = bisect_left(keys, k)
    print(f"insert {new!r} at position {spot + 1}, between {ordered[spot - 1]!r} and {ordered[spot]!r}")
    insort(keys, k)
    print("shelf now holds", len(keys), "books; first class", keys[0][0], "last", keys[-1][0])
    by_class = {}
    for cls, *_ in keys:
        by_class[cls] = by_class.get(cls, 0) + 1
    print(by_class)


if __name__ == "__main__":
    main()
