"""A failing import step whose error carries notes, ending the run with CPython's traceback."""


def load_row(row, line):
    try:
        name, qty = row.split(",")
        return name, int(qty)
    except ValueError as e:
        e.add_note(f"line {line}: {row!r}")
        raise


def main():
    rows = ["apple,3", "pear,2", "plum,two"]
    total = 0
    for line, row in enumerate(rows, 1):
        try:
            total += load_row(row, line)[1]
        except ValueError as e:
            e.add_note("the import stops at the first bad row")
            e.add_note("")
            raise RuntimeError(f"import failed after {total} items") from e
    return total


if __name__ == "__main__":
    main()
