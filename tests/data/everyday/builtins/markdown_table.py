ROWS = (("Language", "Year", "Typing"), ("Python", 1991, "dynamic"), ("Rust", 2010, "static"), ("Go", 2009, "static"), ("Lua", 1993, "dynamic"))


def main() -> None:
    table = [[str(cell) for cell in row] for row in ROWS]
    widths = [max([len(row[i]) for row in table]) for i in range(len(table[0]))]
    numeric = [all([row[i].isdigit() for row in table[1:]]) for i in range(len(widths))]

    def fmt(row):
        cells = []
        for cell, w, num in zip(row, widths, numeric):
            cells.append(cell.rjust(w) if num else cell.ljust(w))
        return "| " + " | ".join(cells) + " |"

    print(fmt(table[0]))
    print("|" + "|".join([("-" * (w + 1) + ":") if num else ("-" * (w + 2)) for w, num in zip(widths, numeric)]) + "|")
    for row in sorted(table[1:], key=lambda r: int(r[1])):
        print(fmt(row))
