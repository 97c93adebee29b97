# rejects: a class pattern of a class other than a builtin one
import clauz3


def main() -> int:
    point = (1, 2)
    match point:
        case Point(x=0):
            return 1
        case _:
            return 0
