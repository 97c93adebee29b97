# rejects: keyword arguments to print (sep=)
import clauz3


def main() -> int:
    print("a", "b", sep=",")
    return 0
