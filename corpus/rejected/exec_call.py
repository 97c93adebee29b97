# rejects: exec()
import clauz3


def main() -> int:
    exec("print('hello')")
    return 0
