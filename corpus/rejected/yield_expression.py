# rejects: yield used as a value other than assigned (`x = yield v` is in the subset)
import clauz3


def echo():
    received = 1 + (yield 1)
    print(received)


def main() -> int:
    return sum(echo())
