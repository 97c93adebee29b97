"""Generators that yield inside try/except/else: parsing with fallbacks, retries, re-raise."""

def numbers(lines):
    for line in lines:
        try:
            yield int(line)
        except ValueError as e:
            yield -1
            print("bad:", line, "|", e)
            continue
        else:
            yield 0
        print("after", line)

def retried(xs):
    for x in xs:
        try:
            if x < 0:
                raise KeyError(x)
            yield x
        except KeyError:
            try:
                yield 100
                raise
            except KeyError as inner:
                yield str(inner)

def stop_early():
    try:
        yield 1
        yield 2
    except Exception:
        yield 3

def main():
    print(list(numbers(["1", "x", "3"])))
    print(list(retried([1, -2, 3])))
    g = stop_early()
    print(next(g))
    def raising():
        try:
            yield 1
            1 / 0
        except ZeroDivisionError as z:
            yield "caught " + str(z)
            return
    print(list(raising()))
    def unhandled():
        try:
            yield 1
            [][1]
        except KeyError:
            yield 2
    try:
        print(list(unhandled()))
    except IndexError as i:
        print("escaped", i)
    return "done"
