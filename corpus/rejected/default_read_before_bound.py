# rejects: a default that reads a name bound after its def only on some paths
import clauz3


def pad(label: str, width: int = WIDE if len("x") > 5 else 8) -> str:
    return label


WIDE = 20


def main() -> str:
    return pad("qty")
