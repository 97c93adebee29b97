# rejects: identity comparison with something other than None
import clauz3


def main() -> bool:
    a = [1, 2]
    b = a
    return a is b
