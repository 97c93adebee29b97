"""An import job that wraps low-level failures and prints the full exception chain."""


class ImportFailed(Exception):
    def __init__(self, record_no, reason):
        super().__init__(f"record {record_no}: {reason}")
        self.record_no = record_no


class ParseError(ValueError):
    pass


def parse_record(line):
    parts = line.split(";")
    if len(parts) != 3:
        raise ParseError(f"expected 3 fields, got {len(parts)}")
    name, qty, price = parts
    try:
        return name.strip(), int(qty), float(price)
    except ValueError as exc:
        raise ParseError(f"bad number in {line!r}") from exc


def lookup_rate(currency, rates):
    try:
        return rates[currency]
    except KeyError:
        # Implicit chaining: the KeyError becomes __context__.
        raise ImportFailed(-1, f"no rate for {currency}")


def import_lines(lines, rates):
    total = 0.0
    for no, line in enumerate(lines, 1):
        try:
            name, qty, price = parse_record(line)
            cur = name[-3:] if name.isupper() else "EUR"
            total += qty * price * lookup_rate(cur, rates)
        except ParseError as exc:
            raise ImportFailed(no, "unparseable") from exc
        except ImportFailed as exc:
            exc.record_no = no
            raise
    return total


def chain(exc):
    out = []
    while exc is not None:
        link = "cause" if exc.__cause__ is not None else "context" if exc.__context__ is not None else "root"
        out.append(f"{type(exc).__name__}: {exc} [{link}]")
        exc = exc.__cause__ if exc.__cause__ is not None else exc.__context__
    return out


def main():
    rates = {"EUR": 1.0, "USD": 0.92}
    batches = [
        ["pen;2;1.5", "ink;1;7.25"],
        ["pen;2;1.5", "pad;x;3"],
        ["pen;2"],
        ["pen;1;1", "BOXUSD;3;2.0", "BOXGBP;1;4"],
    ]
    for i, batch in enumerate(batches, 1):
        try:
            print(f"batch {i}: total {import_lines(batch, rates):.2f}")
        except ImportFailed as exc:
            print(f"batch {i} failed at record {exc.record_no}")
            for depth, line in enumerate(chain(exc)):
                print("   " * depth + "- " + line)
            print("   suppress_context:", exc.__suppress_context__)
    try:
        try:
            {}["k"]
        except KeyError as inner:
            raise RuntimeError("outer") from None
    except RuntimeError as exc:
        print(repr(exc.__cause__), repr(exc.__context__), exc.__suppress_context__)
    err = ValueError("detached")
    print(err.__cause__, err.__context__, err.__traceback__ is None, err.args)


if __name__ == "__main__":
    main()
