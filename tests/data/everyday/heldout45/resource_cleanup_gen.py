class ParseError(Exception):
    pass


def read_numbers(lines, log):
    log.append("open")
    try:
        for i, line in enumerate(lines):
            try:
                yield int(line)
            except ValueError as err:
                raise ParseError(f"line {i}: {line!r}") from err
    finally:
        log.append("close")


def safe_total(lines):
    log = []
    total = 0
    try:
        for n in read_numbers(lines, log):
            total += n
    except ParseError as err:
        cause = err.__cause__
        print(f"stopped: {err} (cause: {type(cause).__name__}: {cause})")
    else:
        print("all lines read")
    finally:
        print("log:", log)
    return total


def first_two(lines):
    log = []
    gen = read_numbers(lines, log)
    a, b = next(gen), next(gen)
    gen.close()
    return a + b, log


def main():
    print(safe_total(["1", "2", "3"]))
    print(safe_total(["10", "x7", "5"]))
    print(first_two(["4", "5", "6"]))
    try:
        try:
            {}["missing"]
        except KeyError:
            raise RuntimeError("lookup failed")
    except RuntimeError as err:
        print(repr(err), repr(err.__context__))
    return "done"


if __name__ == "__main__":
    main()
