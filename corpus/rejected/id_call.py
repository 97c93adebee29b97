# rejects: id() builtin (an object's address differs from run to run)
import clauz3


def main() -> bool:
    a = [1]
    b = a
    return id(a) == id(b)
