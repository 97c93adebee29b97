"""A batch import whose failures are not handled: CPython's boxed traceback of the group."""


def parse_row(line):
    name, qty = line.split(",")
    return name, int(qty)


def import_rows(lines):
    rows, errors = [], []
    for number, line in enumerate(lines, 1):
        try:
            rows.append(parse_row(line))
        except ValueError as exc:
            exc.add_note(f"line {number}: {line!r}")
            errors.append(exc)
    if errors:
        raise ExceptionGroup(f"{len(errors)} of {len(lines)} rows rejected", errors)
    return rows


def main():
    lines = ["apples,3", "pears,x", "plums", "figs,2"]
    try:
        import_rows(lines)
    except* ValueError as eg:
        print("rejected:", len(eg.exceptions))
        raise RuntimeError("import aborted")
    print("not reached")


if __name__ == "__main__":
    main()
