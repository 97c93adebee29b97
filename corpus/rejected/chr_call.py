# rejects: chr() builtin
import clauz3


def main() -> str:
    code = 65
    return "grade " + chr(code)
