# rejects: yield used as a value (only `yield value` statements are in the subset)
import clauz3


def echo():
    received = yield 1
    print(received)


def main() -> int:
    return sum(echo())
