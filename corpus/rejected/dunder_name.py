# rejects: dunder name (__file__)
import clauz3


def main() -> str:
    where = __file__
    return "ran in " + where
