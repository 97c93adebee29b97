"""An exception no handler catches ends the run, after `finally` blocks ran."""


def step(n: int) -> int:
    try:
        if n > 2:
            raise PermissionError("no access to item " + str(n))
        return n
    finally:
        print("cleanup", n)


def main() -> int:
    total = 0
    for i in range(5):
        try:
            total += step(i)
        except KeyError:
            print("never")
    return total
