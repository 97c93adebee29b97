# rejects: dunder name (__name__)
import clauz3


def main() -> str:
    where = __name__
    return "ran in " + where
