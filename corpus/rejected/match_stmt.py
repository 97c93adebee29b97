# rejects: a class pattern of a name that is no class of the module
import clauz3


def main() -> int:
    point = (1, 2)
    match point:
        case Point(x=0):
            return 1
        case _:
            return 0
