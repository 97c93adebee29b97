"""Exceptions crossing function calls and generators."""


def parse(text: str) -> int:
    return int(text)


def total(texts: list) -> int:
    good = 0
    for t in texts:
        try:
            good += parse(t)
        except ValueError:
            print("skip", repr(t))
    return good


def numbers(limit: int):
    for i in range(limit):
        if i == 3:
            raise RuntimeError("generator gave up at " + str(i))
        yield i * 10


def drain(limit: int) -> list:
    got = []
    try:
        for n in numbers(limit):
            got.append(n)
    except RuntimeError as e:
        got.append(str(e))
    return got


def lookup(table: dict, key: str) -> str:
    try:
        return table[key]
    except KeyError as e:
        return "no " + str(e.args[0])


def deep(n: int) -> int:
    if n == 0:
        raise IndexError("bottom")
    return deep(n - 1) + 1


def main() -> int:
    print(total(["1", "x", "22", "", "3"]))
    print(drain(2))
    print(drain(6))
    print(lookup({"a": "A"}, "a"), lookup({"a": "A"}, "b"))
    try:
        deep(5)
    except IndexError as e:
        print("deep", e)
    raw = "12x"
    try:
        qty = int(raw)
    except ValueError:
        qty = 0
    print(qty)
    return total(["4", "5"])
