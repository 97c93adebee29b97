# Generators resumed inside generators many levels deep: a recursive `yield from` chain, a
# generator whose items come from a recursive function, and generators driven from inside
# deep recursion, as a tree walk written with generators is.


def chain(n: int):
    if n == 0:
        yield 0
        return
    yield n
    yield from chain(n - 1)


def depth_sum(n: int) -> int:
    return 0 if n == 0 else n + depth_sum(n - 1)


def sums(limit: int):
    for k in range(limit):
        yield depth_sum(k * 10)


def nested_walk(n: int) -> int:
    if n == 0:
        return sum(chain(20))
    return sum(x for x in chain(3)) + nested_walk(n - 1)


def main() -> int:
    items = list(chain(150))
    print("chain", len(items), items[:3], items[-3:])
    print("sums", list(sums(8)))
    print("walk", nested_walk(100))
    return len(items)
