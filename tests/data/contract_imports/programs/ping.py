import clauz3
from tools.loop.trusted.effects import ping


def main() -> None:
    ping(1)
