HEADERS = ("city", "pop_m", "country")
DATA = [("Tokyo", 37.4, "JP"), ("Delhi", 31.0, "IN"), ("Lagos", 15.4, "NG"), ("Lima", 10.9, "PE")]


def table(headers, rows):
    cells = [headers] + [tuple(str(c) for c in r) for r in rows]
    widths = [max(len(row[i]) for row in cells) for i in range(len(headers))]
    line = lambda row: "| " + " | ".join(c + " " * (w - len(c)) for c, w in zip(row, widths)) + " |"
    yield line(headers)
    yield "|" + "|".join("-" * (w + 2) for w in widths) + "|"
    for row in cells[1:]:
        yield line(row)


def main() -> None:
    for row in table(HEADERS, DATA):
        print(row)
    big = [c for c, p, _ in DATA if p > 15]
    print("megacities > 15M:", big)
