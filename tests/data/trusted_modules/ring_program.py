import clauz3
from tools.ring.trusted.effects import ring


def main() -> None:
    ring(3)
